import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from './app-error.ts';

// A browser only sends application/json cross-site after a CORS preflight (which this server never
// grants), and it cannot add custom headers without one either; so requiring either stops forged
// form posts. multipart/form-data can be posted by a plain HTML form, so there the Origin must match.
//
// The guard decides by the method alone, never by the path: the router decodes and normalises the
// path (`/%61pi/…` reaches `/api/…`), so any test on the raw URL can be spelled around.

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Takes a plain form post from anywhere: see SIGNED_FORM_POST. */
    signedFormPost?: boolean;
  }
}

/**
 * Route config of the one endpoint a mail client posts to without our headers: RFC 8058's
 * one-click unsubscribe sends `List-Unsubscribe=One-Click` as an ordinary form. Such a route must
 * be protected by a signature in its own URL, which a forging page cannot make up. The guard goes
 * by the route the router matched (after it normalised the path), never by the raw URL.
 */
export const SIGNED_FORM_POST = { signedFormPost: true } as const;

/** Where this server was reached: the scheme and host a same-origin page would show as Origin. */
export interface ServerOrigin {
  protocol: string;
  host: string | undefined;
}

function mimeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * Whether a page at `origin` may call this server: listed in ALLOWED_ORIGINS, or the very origin
 * the request reached (scheme and host both: an `http://` page is not the `https://` app).
 */
export function originAllowed(origin: string, server: ServerOrigin, allowed: string[]): boolean {
  if (allowed.includes(origin)) {
    return true;
  }
  if (!server.host) {
    return false;
  }
  try {
    const page = new URL(origin);
    // Parsed the same way, so default ports (`:443` in a Host header) compare equal.
    const self = new URL(`${server.protocol}://${server.host}`);
    return page.protocol === self.protocol && page.host === self.host;
  } catch {
    return false;
  }
}

/** The last value of a header a proxy may have appended to (Fastify reads them the same way). */
function lastEntry(value: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(value) ? value.join(',') : value;
  const last = joined?.split(',').pop()?.trim();
  return last || undefined;
}

/**
 * The origin a raw Node request (the socket.io handshake, outside Fastify) reached: forwarded
 * headers count only behind a trusted proxy (TRUST_PROXY), as for `request.protocol` in Fastify;
 * otherwise the connection itself says whether it is TLS.
 */
export function rawServerOrigin(req: IncomingMessage, trustProxy: boolean): ServerOrigin {
  const forwardedProto = trustProxy ? lastEntry(req.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? lastEntry(req.headers['x-forwarded-host']) : undefined;
  const encrypted = (req.socket as Partial<TLSSocket> | undefined)?.encrypted === true;
  return {
    protocol: forwardedProto ?? (encrypted ? 'https' : 'http'),
    host: forwardedHost ?? req.headers.host,
  };
}

/** The socket handshake's check: browsers always send Origin there, so a foreign page is refused. */
export function socketOriginAllowed(req: IncomingMessage, trustProxy: boolean, allowed: string[]): boolean {
  const origin = req.headers.origin;
  return !origin || originAllowed(origin, rawServerOrigin(req, trustProxy), allowed);
}

/** Whether a state-changing request may go on; checked on headers alone, so synchronous. */
function passesCsrf(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const mime = mimeOf(request);
  if (mime === 'multipart/form-data') {
    const origin = request.headers.origin;
    return (
      !origin || originAllowed(origin, { protocol: request.protocol, host: request.host }, allowedOrigins)
    );
  }
  if (mime === 'application/json' || request.headers['x-requested-with'] === 'squadboard') {
    return true;
  }
  return mime === 'application/x-www-form-urlencoded' && request.routeOptions.config?.signedFormPost === true;
}

export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || passesCsrf(request, allowedOrigins)) {
      done();
      return;
    }
    done(appError('CSRF'));
  });
}
