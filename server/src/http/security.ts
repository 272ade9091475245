import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** By the routed path when there is one, as the router decoded it (`/%61pi/…` is /api too). */
function isApiRequest(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? request.url;
  return path === '/api' || path.startsWith('/api/');
}

/**
 * API answers hold people's data and must not outlive the session in a browser or proxy cache:
 * `no-store` unless the route chose its own caching (a versioned avatar). The web app's files
 * (web-app.ts) keep theirs: hashed assets immutable, index.html revalidated.
 */
function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}

/**
 * CSP for the Vite-built React app: scripts only from our origin; inline styles are needed by
 * Mantine's CSS variables; images and previews may be data:/blob: URLs (avatars, uploads, PDFs).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const socketOrigin = config.publicUrl.replace(/^http/, 'ws');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", socketOrigin],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        frameSrc: ["'self'", 'blob:', 'data:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Over plain HTTP (local use) upgrading would break every request.
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // The app opens blob: previews and the help guide in new windows; keep them working.
    crossOriginEmbedderPolicy: false,
    hsts: config.cookieSecure,
  });
  registerApiNoStore(app);
}
