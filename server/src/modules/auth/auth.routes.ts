import {
  MSG,
  ZActivate,
  ZEmailOnly,
  ZForgotPassword,
  ZMessageResult,
  ZResetPassword,
  ZSessionProbe,
  ZSessionUserResult,
  ZSignIn,
  ZSignInResult,
  ZSignUp,
} from '@squadboard/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ApiModuleOptions, PUBLIC_ROUTE } from '../../http/api-module.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import type { RequestContext } from './auth.service.ts';
import { clearSessionCookie, sessionProfileOf, sessionTokenOf, setSessionCookie } from './session.ts';

const tags = ['auth'];

function contextOf(request: FastifyRequest): RequestContext {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}

/** Sign-up, activation, sign-in and out, forgotten password, the session probe: open to visitors but for /me. */
export async function authRoutes(app: FastifyInstance, { limits }: ApiModuleOptions): Promise<void> {
  const { auth, config } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = (group: string) => ({
    config: { ...limits.perAddress, ...PUBLIC_ROUTE },
    preHandler: limits.perAccount(group),
  });

  r.get(
    '/time',
    {
      config: PUBLIC_ROUTE,
      schema: { tags, summary: 'Server time', response: { 200: z.object({ date: z.string() }) } },
    },
    async () => ({ date: new Date().toISOString() }),
  );

  r.get(
    '/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: ZSessionUserResult, ...API_ERRORS },
      },
    },
    async (request) => ({ user: sessionProfileOf(request) }),
  );

  // The browser's probe: a visitor is an answer, not a failure, so it is never a 401 (which the
  // browser would log on every signed-out page). API clients keep /me and its 401.
  r.get(
    '/session',
    {
      config: PUBLIC_ROUTE,
      schema: {
        tags,
        summary: 'Who is signed in, if anyone',
        response: { 200: ZSessionProbe, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      if (request.sessionProfile) {
        return { user: request.sessionProfile, expired: false };
      }
      const expired = request.sessionState === 'expired';
      if (expired) {
        // As the session scope does for closed routes, so the next probe is a plain visitor.
        clearSessionCookie(reply, config);
      }
      return { user: null, expired };
    },
  );

  r.post(
    '/sign-up',
    {
      ...limited('sign-up'),
      schema: { tags, body: ZSignUp, response: { 201: ZMessageResult, ...API_ERRORS } },
    },
    async (request, reply) => {
      await auth.signUp(request.body);
      return reply.code(201).send({ message: MSG.signUp.codeSent });
    },
  );

  r.post(
    '/activate',
    {
      ...limited('activate'),
      schema: { tags, body: ZActivate, response: { 200: ZSignInResult, ...API_ERRORS } },
    },
    async (request, reply) => {
      const started = await auth.activate(request.body, contextOf(request));
      setSessionCookie(reply, config, started.token, started.expiresAt);
      return { message: MSG.activation.verified, user: started.user };
    },
  );

  r.post(
    '/resend-code',
    {
      ...limited('resend-code'),
      schema: { tags, body: ZEmailOnly, response: { 200: ZMessageResult, ...API_ERRORS } },
    },
    async (request) => {
      await auth.resendActivationCode(request.body);
      return { message: MSG.signUp.codeSent };
    },
  );

  r.post(
    '/sign-in',
    {
      ...limited('sign-in'),
      schema: { tags, body: ZSignIn, response: { 200: ZSignInResult, ...API_ERRORS } },
    },
    async (request, reply) => {
      const started = await auth.signIn(request.body, contextOf(request));
      setSessionCookie(reply, config, started.token, started.expiresAt);
      return { message: MSG.login.success, user: started.user };
    },
  );

  r.post(
    '/sign-out',
    { config: PUBLIC_ROUTE, schema: { tags, response: { 204: z.null(), ...API_ERRORS } } },
    async (request, reply) => {
      await auth.signOut(sessionTokenOf(request));
      clearSessionCookie(reply, config);
      return reply.code(204).send(null);
    },
  );

  for (const url of ['/forgot-password', '/forgot-password/resend']) {
    r.post(
      url,
      {
        ...limited('forgot-password'),
        schema: { tags, body: ZForgotPassword, response: { 200: ZMessageResult, ...API_ERRORS } },
      },
      async (request) => {
        await auth.sendResetCode(request.body);
        return { message: MSG.signUp.codeSent };
      },
    );
  }

  r.post(
    '/reset-password',
    {
      ...limited('reset-password'),
      schema: { tags, body: ZResetPassword, response: { 200: ZMessageResult, ...API_ERRORS } },
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
