import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

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
}
