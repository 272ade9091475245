import {
  MSG,
  ZActivate,
  ZApiError,
  ZEmailOnly,
  ZMessageResult,
  ZResetPassword,
  ZSessionUser,
  ZSignIn,
  ZSignInResult,
  ZSignUp,
} from '@squadboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { AuthRateLimits } from '../../http/rate-limits.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import { callerOf, clearSessionCookie, requireUser, sessionTokenOf, setSessionCookie } from './session.ts';

const tags = ['auth'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };

function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

export function registerAuthRoutes(
  app: FastifyInstance,
  deps: { auth: AuthService; config: Config; limits: AuthRateLimits },
): void {
  const { auth, config, limits } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = (group: string) => ({ config: limits.perAddress, preHandler: limits.perAccount(group) });

  r.get(
    '/api/auth/time',
    { schema: { tags, summary: 'Server time', response: { 200: z.object({ date: z.string() }) } } },
    async () => ({ date: new Date().toISOString() }),
  );

  r.get(
    '/api/auth/me',
    {
      preHandler: requireUser(config),
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: z.object({ user: ZSessionUser }), ...errors },
      },
    },
    async (request) => ({ user: await auth.sessionUserOf(callerOf(request).id) }),
  );

  r.post(
    '/api/auth/sign-up',
    { ...limited('sign-up'), schema: { tags, body: ZSignUp, response: { 201: ZMessageResult, ...errors } } },
    async (request, reply) => {
      await auth.signUp(request.body);
      return reply.code(201).send({ message: MSG.signUp.codeSent });
    },
  );

  r.post(
    '/api/auth/activate',
    {
      ...limited('activate'),
      schema: { tags, body: ZActivate, response: { 200: ZSignInResult, ...errors } },
    },
    async (request, reply) => {
      const started = await auth.activate(request.body, contextOf(request));
      setSessionCookie(reply, config, started.token, started.expiresAt);
      return { message: MSG.activation.verified, user: started.user };
    },
  );

  r.post(
    '/api/auth/resend-code',
    {
      ...limited('resend-code'),
      schema: { tags, body: ZEmailOnly, response: { 200: ZMessageResult, ...errors } },
    },
    async (request) => {
      await auth.resendActivationCode(request.body);
      return { message: MSG.signUp.codeSent };
    },
  );

  r.post(
    '/api/auth/sign-in',
    { ...limited('sign-in'), schema: { tags, body: ZSignIn, response: { 200: ZSignInResult, ...errors } } },
    async (request, reply) => {
      const started = await auth.signIn(request.body, contextOf(request));
      setSessionCookie(reply, config, started.token, started.expiresAt);
      return { message: MSG.login.success, user: started.user };
    },
  );

  r.post(
    '/api/auth/sign-out',
    { schema: { tags, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await auth.signOut(sessionTokenOf(request));
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  for (const url of ['/api/auth/forgot-password', '/api/auth/forgot-password/resend']) {
    r.post(
      url,
      {
        ...limited('forgot-password'),
        schema: { tags, body: ZEmailOnly, response: { 200: ZMessageResult, ...errors } },
      },
      async (request) => {
        await auth.sendResetCode(request.body);
        return { message: MSG.signUp.codeSent };
      },
    );
  }

  r.post(
    '/api/auth/reset-password',
    {
      ...limited('reset-password'),
      schema: { tags, body: ZResetPassword, response: { 200: ZMessageResult, ...errors } },
    },
    async (request, reply) => {
      await auth.resetPassword(request.body);
      if (sessionTokenOf(request)) {
        clearSessionCookie(reply, config);
      }
      return { message: MSG.forgot.changed };
    },
  );
}
