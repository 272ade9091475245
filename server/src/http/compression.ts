import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli level for answers compressed per request. Level 4 shrinks JSON nearly as well as the
 * maximum (11) at a small fraction of the CPU; the web app's files are compressed at the highest
 * level once, at build time (scripts/precompress.mjs), and sent as they are.
 */
export const RESPONSE_BROTLI_QUALITY = 4;

/**
 * Compresses API answers (and any static file without a pre-compressed copy) for clients that
 * accept Brotli or gzip; answers under 1 KiB go as they are. Register before the routes: the
 * plugin hooks the routes declared after it. socket.io answers on the raw HTTP server before
 * Fastify sees the request, so its polling and websocket upgrades are never touched here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY } },
    // Request bodies stay as they were before: never inflated (a small compressed upload could
    // otherwise expand far beyond what its size on the wire suggests).
    globalDecompression: false,
  });
}
