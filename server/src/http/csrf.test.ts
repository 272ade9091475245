import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MSG } from '@squadboard/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createActiveUser } from '../test-support/factories.ts';
import { api, uploadFile } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { rawServerOrigin, socketOriginAllowed } from './csrf.ts';

// The CSRF guard holds whatever the path's spelling, and an Origin matches
// by scheme as well as host, for form posts and for the socket handshake.

let t: TestApp;
/** A second node on the same database, as behind a TLS-terminating proxy with TRUST_PROXY on. */
let proxied: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  proxied = await buildApp({
    config: { ...t.config, trustProxy: true },
    db: t.db,
    mailer: t.mailer,
    webDistDir: null,
  });
});
afterAll(async () => {
  await proxied.close();
  await t.close();
});

const CSRF_REFUSED = { statusCode: 403, code: 'CSRF', message: MSG.generic.csrf };

/** A real 1×1 PNG. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('CSRF guard and the spelling of the path', () => {
  const spellings = [
    '/%61pi/auth/sign-out',
    '/%61%70%69/auth/sign-out',
    '/api/%61uth/sign-out',
    '//api/auth/sign-out',
    '/api/../api/auth/sign-out',
    '/api/./auth/sign-out',
    '/api%2Fauth%2Fsign-out',
    '/api%2fauth%2fsign-out',
    '/%2Fapi/auth/sign-out',
    '/API/auth/sign-out',
  ];

  it('refuses a text/plain sign-out however the path is written, and the session lives on', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    for (const url of spellings) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: 'x',
        headers: { 'content-type': 'text/plain', cookie: `sb_session=${me.token}` },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json(), url).toEqual(CSRF_REFUSED);
      expect(response.headers['set-cookie'], url).toBeUndefined();
    }
    expect((await api(t.app, me, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses every state-changing method with a form body, whatever the path', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/%61pi/profile', '/api/profile', '/not-an-api-path']) {
        const response = await t.app.inject({
          method,
          url,
          payload: 'firstName=Mallory',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: `sb_session=${me.token}`,
          },
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().code).toBe('CSRF');
      }
    }
  });

  it('lets the app’s own requests through at an encoded spelling', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/%61pi/auth/sign-out',
      headers: { 'x-requested-with': 'squadboard', cookie: `sb_session=${me.token}` },
    });
    expect(signOut.statusCode).toBe(204);
    expect((await api(t.app, me, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('Origin of a form post', () => {
  it('must match the scheme the request arrived with, not only the host', async () => {
    const me = await createActiveUser(t.app, t.mailer);
    const avatar = (app: FastifyInstance, origin: string, headers: Record<string, string> = {}) =>
      uploadFile(
        app,
        me,
        '/api/profile/avatar',
        { bytes: PNG_BYTES, name: 'a.png', type: 'image/png' },
        { origin, headers },
      );

    // Plain HTTP (inject's Host is localhost:80): an https page of the same host is another origin.
    expect((await avatar(t.app, 'https://localhost:80')).json()).toEqual(CSRF_REFUSED);
    expect((await avatar(t.app, 'https://localhost')).json()).toEqual(CSRF_REFUSED);
    expect((await avatar(t.app, 'http://localhost')).statusCode).toBe(200);
    // Without TRUST_PROXY a client cannot claim TLS with a header.
    const claimed = await avatar(t.app, 'https://localhost', { 'x-forwarded-proto': 'https' });
    expect(claimed.json()).toEqual(CSRF_REFUSED);

    // Behind a trusted proxy the forwarded scheme is the one the page used.
    const forwarded = { host: 'board.example', 'x-forwarded-proto': 'https' };
    expect((await avatar(proxied, 'https://board.example', forwarded)).statusCode).toBe(200);
    expect((await avatar(proxied, 'http://board.example', forwarded)).json()).toEqual(CSRF_REFUSED);
    expect((await avatar(t.app, 'https://board.example', forwarded)).json()).toEqual(CSRF_REFUSED);
    // ALLOWED_ORIGINS (PUBLIC_URL by default) still counts as listed, scheme included.
    expect((await avatar(t.app, 'http://localhost:3000')).statusCode).toBe(200);
    expect((await avatar(t.app, 'https://localhost:3000')).json()).toEqual(CSRF_REFUSED);
  });
});

describe('Origin of a socket handshake (a raw Node request)', () => {
  let server: http.Server;
  let port = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const trustProxy = req.headers['x-test-trust-proxy'] === 'yes';
      res.end(JSON.stringify(socketOriginAllowed(req, trustProxy, ['https://app.example'])));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  function allowed(headers: Record<string, string>): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/socket.io/', headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve(JSON.parse(body) as boolean));
      });
      request.on('error', reject);
    });
  }

  it('compares the scheme: from the connection, or from X-Forwarded-Proto only behind a trusted proxy', async () => {
    const self = `127.0.0.1:${port}`;
    expect(await allowed({})).toBe(true);
    expect(await allowed({ origin: `http://${self}` })).toBe(true);
    expect(await allowed({ origin: `https://${self}` })).toBe(false);
    expect(await allowed({ origin: 'https://app.example' })).toBe(true);
    expect(await allowed({ origin: 'http://app.example' })).toBe(false);
    expect(await allowed({ origin: 'https://evil.example' })).toBe(false);
    expect(await allowed({ origin: 'null' })).toBe(false);

    const behindTls = { 'x-forwarded-proto': 'https' };
    expect(await allowed({ origin: `https://${self}`, ...behindTls })).toBe(false);
    const trusted = { ...behindTls, 'x-test-trust-proxy': 'yes' };
    expect(await allowed({ origin: `https://${self}`, ...trusted })).toBe(true);
    expect(await allowed({ origin: `http://${self}`, ...trusted })).toBe(false);
    // A proxy that appends: the last hop's value counts, as in Fastify.
    expect(await allowed({ origin: `https://${self}`, ...trusted, 'x-forwarded-proto': 'http, https' })).toBe(
      true,
    );
  });

  it('reads a TLS connection as https, and the forwarded host only when trusted', () => {
    // The fields a TLS socket's request has; no certificate needed to see how they are read.
    const tls = {
      socket: { encrypted: true },
      headers: { host: 'board.example', 'x-forwarded-host': 'other.example' },
    } as unknown as IncomingMessage;
    expect(rawServerOrigin(tls, false)).toEqual({ protocol: 'https', host: 'board.example' });
    expect(rawServerOrigin(tls, true)).toEqual({ protocol: 'https', host: 'other.example' });
  });
});
