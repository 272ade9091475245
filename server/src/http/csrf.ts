import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from './app-error.ts';

// A browser only sends application/json cross-site after a CORS preflight (which this server never
// grants), and it cannot add custom headers without one either; so requiring either stops forged
// form posts. multipart/form-data can be posted by a plain HTML form, so there the Origin must match.

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function mimeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

export function isSameOrAllowedOrigin(origin: string, host: string | undefined, allowed: string[]): boolean {
  if (allowed.includes(origin)) {
    return true;
  }
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export function registerCsrfGuard(app: FastifyInstance, allowedOrigins: string[]): void {
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) {
      return;
    }
    const mime = mimeOf(request);
    const origin = request.headers.origin;
    if (mime === 'multipart/form-data') {
      if (origin && !isSameOrAllowedOrigin(origin, request.headers.host, allowedOrigins)) {
        throw appError('CSRF');
      }
      return;
    }
    if (mime === 'application/json' || request.headers['x-requested-with'] === 'squadboard') {
      return;
    }
    throw appError('CSRF');
  });
}
