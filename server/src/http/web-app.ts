import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
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

type Encoding = 'br' | 'gzip' | 'identity';

/** index.html as sent: the bytes of each copy the build wrote, and one ETag per copy. */
interface SpaPage {
  copies: Map<Encoding, { body: Buffer; etag: string }>;
}

/**
 * Reads index.html and its pre-compressed copies once: every client route of the app answers with
 * it, and reading, stat-ing and streaming the file per visit cost several times the rest of the
 * request. The web app is built before the server starts (`npm start`, the image), and a new build
 * comes with a restart, so the copy in memory is the one on disk.
 */
function loadSpaPage(indexFile: string): SpaPage {
  const copies: SpaPage['copies'] = new Map();
  for (const [encoding, suffix] of [
    ['identity', ''],
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const file = `${indexFile}${suffix}`;
    if (existsSync(file)) {
      const body = readFileSync(file);
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      copies.set(encoding, { body, etag });
    }
  }
  return { copies };
}

/**
 * The encoding to send of those the build wrote, by Accept-Encoding: the highest q above 0, Brotli
 * before gzip on a tie, `*` standing for gzip (as @fastify/static reads it); identity otherwise.
 */
export function chooseEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!header) {
    return 'identity';
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim() === '*' ? 'gzip' : rawName.trim();
    if (name !== 'br' && name !== 'gzip') {
      continue;
    }
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!available.has(name) || !(q > 0)) {
      continue;
    }
    if (q > bestQ || (q === bestQ && name === 'br')) {
      best = name;
      bestQ = q;
    }
  }
  return best;
}

function sendSpaPage(
  page: SpaPage,
  available: ReadonlySet<Encoding>,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  const copy = page.copies.get(encoding) ?? page.copies.get('identity');
  if (!copy) {
    return notFound(reply);
  }
  // The same address answers Brotli, gzip or plain bytes: caches must key on the encoding.
  reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').header('etag', copy.etag);
  if (request.headers['if-none-match'] === copy.etag) {
    return reply.code(304).send();
  }
  if (encoding !== 'identity') {
    reply.header('content-encoding', encoding);
  }
  return reply.type('text/html; charset=utf-8').send(copy.body);
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
      // One route per file the build wrote, found once at start, instead of a catch-all: with
      // it every client-side route (/register, /retros …) was first looked up on disk, in vain,
      // before falling back to index.html. What is not a file goes to the handler below.
      wildcard: false,
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
  const page = serveWeb && indexFile ? loadSpaPage(indexFile) : null;
  const available = new Set(page?.copies.keys());
  app.setNotFoundHandler((request, reply) => {
    if (page && wantsSpa(request)) {
      return sendSpaPage(page, available, request, reply);
    }
    return notFound(reply);
  });
}
