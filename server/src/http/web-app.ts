import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appError } from './app-error.ts';

/** web/dist relative to the repository root, wherever the process was started from. */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function wantsSpa(request: FastifyRequest): boolean {
  return (
    request.method === 'GET' &&
    !request.url.startsWith('/api') &&
    !request.url.startsWith('/socket.io') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(appError('NOT_FOUND').toBody());
}

/**
 * Serves the built web app when it exists; client-side routes fall back to index.html. Unknown
 * /api routes (and anything else) answer JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : null;
  const serveWeb = indexFile !== null && existsSync(indexFile);
  if (serveWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // The web build writes a .br and a .gz beside each file (scripts/precompress.mjs): sent
      // as they are to clients that accept them. A file without them is compressed per request
      // (http/compression.ts).
      preCompressed: true,
      // Our own header below; the plugin's default (max-age=0) would overwrite it.
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite fingerprints everything under assets/, so those never change.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers Brotli, gzip or plain bytes: caches must key on the encoding.
        res.setHeader('vary', 'Accept-Encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && wantsSpa(request)) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return notFound(reply);
  });
}
