import type { SessionUser } from '@squadboard/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { appError } from '../../http/app-error.ts';
import type { AuthService, AuthUser } from './auth.service.ts';

export const SESSION_COOKIE = 'sb_session';

export type SessionState = 'none' | 'valid' | 'expired';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, or null. Set for every /api request before its handler runs. */
    user: AuthUser | null;
    /** The signed-in user as /me presents them, read with the session; null when `user` is. */
    sessionProfile: SessionUser | null;
    sessionState: SessionState;
  }
}

export function setSessionCookie(
  reply: FastifyReply,
  config: Pick<Config, 'cookieSecure'>,
  token: string,
  expiresAt: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Pick<Config, 'cookieSecure'>): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure,
    path: '/',
  });
}

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 200 ? token : undefined;
}

/**
 * Resolves the session cookie on every /api request, before its body is validated. A request
 * without a cookie (health checks, the public pages' calls) passes synchronously.
 */
export function registerSessionHook(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionProfile', null);
  app.decorateRequest('sessionState', 'none');
  app.addHook('preValidation', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? sessionTokenOf(request) : undefined;
    if (!token) {
      done();
      return;
    }
    auth.resolveSession(token).then((resolved) => {
      request.sessionState = resolved.state;
      if (resolved.state === 'valid') {
        request.user = resolved.user;
        request.sessionProfile = resolved.profile;
      }
      done();
    }, done);
  });
}

/**
 * Inside the /api scope every route needs a signed-in user unless its config says `public`
 * (PUBLIC_ROUTE): a new endpoint is closed unless its author visibly opens it.
 */
export function requireSessionByDefault(app: FastifyInstance, config: Pick<Config, 'cookieSecure'>): void {
  app.addHook('preValidation', (request, reply, done) => {
    if (request.user || request.routeOptions.config.public) {
      done();
      return;
    }
    if (request.sessionState === 'expired') {
      clearSessionCookie(reply, config);
      done(appError('SESSION_EXPIRED'));
      return;
    }
    done(appError('UNAUTHENTICATED'));
  });
}

/** The signed-in user as /me presents them, inside a handler of a route that needs a session. */
export function sessionProfileOf(request: FastifyRequest): SessionUser {
  if (!request.sessionProfile) {
    throw appError('UNAUTHENTICATED');
  }
  return request.sessionProfile;
}

/** The signed-in caller inside a handler of a route that needs a session. */
export function callerOf(request: FastifyRequest): AuthUser {
  if (!request.user) {
    throw appError('UNAUTHENTICATED');
  }
  return request.user;
}
