import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createOrg, type TestOrg } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { chooseEncoding } from './web-app.ts';

// The front end: API answers are compressed for clients that accept it, the built web
// app's files go out as the build pre-compressed them, hashed assets are cached for a year and
// index.html is revalidated on every visit.

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const ASSET = 'assets/app-abc123.js';
const INDEX = `<!doctype html><title>Squadboard</title><script src="/${ASSET}"></script>${'<!-- padding -->'.repeat(100)}`;

let t: TestApp;
let org: TestOrg;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  // What scripts/precompress.mjs leaves in web/dist: each file with its .br and .gz beside it.
  // The .br copy is marked so the test can tell it was sent as it is, not compressed anew.
  for (const [file, text] of [
    ['index.html', INDEX],
    [ASSET, SCRIPT],
  ] as const) {
    writeFileSync(path.join(webDir, file), text);
    writeFileSync(path.join(webDir, `${file}.br`), brotliCompressSync(`${text}/* from .br */`));
    writeFileSync(path.join(webDir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(webDir, 'assets', 'plain-def456.css'), `.a{color:red}\n`.repeat(200));
  t = await createTestApp({ webDistDir: webDir });
  org = await createOrg(t);
  // A page of users past the 1 KiB under which answers are not worth compressing.
  for (let i = 0; i < 5; i += 1) {
    await addUser(t, org.customerId, 'SQUAD_MEMBER');
  }
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

function listUsers(acceptEncoding: string | null) {
  return api(t.app, org.admin, 'GET', '/api/users', undefined, {
    headers: acceptEncoding === null ? {} : { 'accept-encoding': acceptEncoding },
  });
}

function get(url: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('API answers', () => {
  it('are compressed with Brotli or gzip for clients that accept it', async () => {
    const plain = await listUsers(null);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = plain.json();
    // Large enough to be worth compressing (the threshold is 1 KiB).
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await listUsers('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(body);

    const gzip = await listUsers('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(body);
  });

  it('go as they are to clients that accept no compression', async () => {
    const identity = await listUsers('identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json().items.length).toBeGreaterThan(0);
  });
});

describe('the web app', () => {
  it('sends a hashed asset pre-compressed, cached for a year, varying by encoding', async () => {
    const response = await get(`/${ASSET}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    // The build's copy itself (its marker), not the file compressed again per request.
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`${SCRIPT}/* from .br */`);
  });

  it('sends the gzip copy, or the file itself, to clients without Brotli', async () => {
    const gzip = await get(`/${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(`/${ASSET}`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses a file the build left without copies', async () => {
    const response = await get('/assets/plain-def456.css', { 'accept-encoding': 'br' });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(`.a{color:red}\n`.repeat(200));
  });

  it('revalidates index.html on every visit, for its address and for client-side routes', async () => {
    for (const url of ['/index.html', '/sign-in', '/dashboard']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain(ASSET);
    }
  });

  it('answers client-side routes from index.html in memory: each copy with its ETag, 304 when unchanged', async () => {
    const br = await get('/retros', { accept: 'text/html', 'accept-encoding': 'gzip;q=0.8, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${INDEX}/* from .br */`);
    const gzip = await get('/retros', { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(INDEX);
    const plain = await get('/retros', { accept: 'text/html' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(INDEX);
    const etags = new Set([br, gzip, plain].map((response) => response.headers.etag));
    expect(etags.size).toBe(3);

    const again = await get('/retros', {
      accept: 'text/html',
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect(again.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('chooseEncoding', () => {
  const both = new Set(['br', 'gzip', 'identity'] as const);
  it('takes the highest q the build has a copy for, Brotli on a tie, * as gzip', () => {
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(chooseEncoding('*', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBe('identity');
    expect(chooseEncoding('br', new Set(['gzip', 'identity'] as const))).toBe('identity');
  });
});
