// `node scripts/precompress.mjs <dir>` (run by the web build after `vite build`): writes a
// Brotli (.br) and a gzip (.gz) copy beside every compressible file of the built web app, at the
// highest levels, once per build. The server sends them as they are (@fastify/static's
// preCompressed, server/src/http/web-app.ts) instead of compressing the same bytes per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats and fonts; images are compressed already, source maps are only for developers. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|ttf|otf|wasm)$/;
/** Smaller files gain nothing measurable over the response headers. */
const MIN_BYTES = 1024;
/** A copy that saves less than this share of the bytes is not worth the extra file. */
const MIN_SAVING = 0.1;
/**
 * Brotli's top level (11) costs about ten times level 9 for a few per cent: worth it for the
 * code every visit downloads, not for the PDF fonts (700 KB each, 4.5 s apiece at level 11).
 */
const LARGE_FILE_BYTES = 512 * 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* walk(path);
    } else if (entry.isFile()) {
      yield path;
    }
  }
}

async function compressFile(path) {
  const source = await readFile(path);
  const variants = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: source.length > LARGE_FILE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }).then((bytes) => ({ ext: '.br', bytes })),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({ ext: '.gz', bytes })),
  ]);
  const written = { br: 0, raw: source.length };
  for (const { ext, bytes } of variants) {
    if (bytes.length <= source.length * (1 - MIN_SAVING)) {
      await writeFile(path + ext, bytes);
      if (ext === '.br') {
        written.br = bytes.length;
      }
    }
  }
  return written;
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <directory>');
  process.exit(2);
}
const started = Date.now();
const files = [];
for await (const path of walk(dir)) {
  if (COMPRESSIBLE.test(path) && (await stat(path)).size >= MIN_BYTES) {
    files.push(path);
  }
}
// zlib's asynchronous calls run on libuv's thread pool, so files compress in parallel.
const results = await Promise.all(files.map(compressFile));
const raw = results.reduce((sum, r) => sum + r.raw, 0);
const br = results.reduce((sum, r) => sum + (r.br || r.raw), 0);
console.log(
  `precompress: ${files.length} files, ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli (${Date.now() - started} ms)`,
);
