import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { users } from '../db/schema/index.ts';
import { DATABASE_PROBE_REUSE_MS } from '../modules/health/health.routes.ts';
import { countRows, createActiveUser, PASSWORD, uniqueEmail } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { securityHeadersOf } from './security.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Squadboard</title>');
  writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('CSRF guard', () => {
  it('refuses a state-changing /api request without JSON, multipart or the custom header', async () => {
    const before = await countRows(t.db, users);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(uniqueEmail())}&password=${encodeURIComponent(PASSWORD)}`,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ statusCode: 403, code: 'CSRF', message: MSG.generic.csrf });
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', payload: 'x' });
    expect(plain.json().code).toBe('CSRF');
    expect(await countRows(t.db, users)).toBe(before);
  });

  it('accepts the X-Requested-With header instead of a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'x-requested-with': 'squadboard' },
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a multipart post from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bug-reports',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: 'https://evil.example' },
      payload: '--x--',
    });
    expect(response.json().code).toBe('CSRF');
  });
});

describe('errors', () => {
  it('answers JSON 404 for unknown /api routes, even when the client accepts HTML', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: MSG.generic.notFound });
  });

  it('answers 400 VALIDATION for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: MSG.generic.invalidInput });
  });
});

describe('web app', () => {
  it('serves index.html for client routes and assets with long caching', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/sign-in', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Squadboard</title>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['content-security-policy']).toContain("img-src 'self' data: blob:");

    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const missing = await t.app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the long caching of hashed assets and revalidates index.html, as before no-store', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ method: 'GET', url: '/retros', headers: { accept: 'text/html' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the OpenAPI description at /api/docs', async () => {
    const json = await api(t.app, null, 'GET', '/api/docs/json');
    expect(json.statusCode).toBe(200);
    expect(Object.keys(json.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-in', '/api/auth/sign-up', '/api/bug-reports', '/api/health']),
    );
  });
});

describe('API responses', () => {
  it('carry Cache-Control: no-store: answers, errors, refusals and unknown routes alike', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    const answers = [
      await api(t.app, token, 'GET', '/api/auth/me'),
      await api(t.app, null, 'GET', '/api/health'),
      await api(t.app, null, 'GET', '/api/auth/me'),
      await api(t.app, token, 'PUT', '/api/profile', {}),
      await api(t.app, null, 'GET', '/api/nope', undefined, { headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: 'x' }),
      await api(t.app, token, 'GET', '/%61pi/health'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 200, 401, 400, 404, 403, 200]);
    for (const response of answers) {
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await api(t.app, null, 'GET', '/api/health');
    expect(response.statusCode).toBe(200);
    // Other fields (Redis) are the health module's own tests' business.
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers 503 when the database is unreachable', async () => {
    // The same database, except that every raw query fails as it would with the server down.
    const unreachable = new Proxy(t.db, {
      get: (target, property, receiver) =>
        property === 'execute'
          ? () => Promise.reject(new Error('connect ECONNREFUSED'))
          : Reflect.get(target, property, receiver),
    });
    const app = await buildApp({ config: t.config, db: unreachable, mailer: t.mailer, webDistDir: null });
    const response = await api(app, null, 'GET', '/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: 'down' });
    await app.close();
  });

  it('asks the database once for calls that come together or within a second', async () => {
    let probes = 0;
    const counted = new Proxy(t.db, {
      get: (target, property, receiver) => {
        const value = Reflect.get(target, property, receiver);
        return property === 'execute'
          ? (...args: unknown[]) => {
              probes += 1;
              return (value as (...a: unknown[]) => unknown).apply(target, args);
            }
          : value;
      },
    });
    const app = await buildApp({ config: t.config, db: counted, mailer: t.mailer, webDistDir: null });
    const together = await Promise.all([1, 2, 3].map(() => api(app, null, 'GET', '/api/health')));
    const after = await api(app, null, 'GET', '/api/health');
    for (const response of [...together, after]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
    }
    expect(probes).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, DATABASE_PROBE_REUSE_MS + 50));
    await api(app, null, 'GET', '/api/health');
    expect(probes).toBe(2);
    await app.close();
  });
});

describe('request logging', () => {
  it('writes one line per request, health checks only at debug', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      db: t.db,
      mailer: t.mailer,
      webDistDir: null,
      logStream: { write: (line) => lines.push(JSON.parse(line)) },
    });
    await api(app, null, 'GET', '/api/auth/me');
    await api(app, null, 'GET', '/api/health');
    const perRequest = lines.filter((line) => line.reqId !== undefined);
    expect(perRequest).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/api/auth/me' }),
        res: { statusCode: 401 },
      }),
    ]);
    await app.close();
  });
});

describe('security headers', () => {
  it("are helmet's own, on answers, refusals and unknown routes alike", async () => {
    const headers = await securityHeadersOf(t.config);
    expect(headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'self'"),
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(headers['strict-transport-security']).toBeUndefined();
    const secure = await securityHeadersOf({ ...t.config, cookieSecure: true });
    expect(secure['strict-transport-security']).toMatch(/max-age=/);
    expect(secure['content-security-policy']).toContain('upgrade-insecure-requests');
    for (const response of [
      await api(t.app, null, 'GET', '/api/health'),
      await api(t.app, null, 'GET', '/api/auth/me'),
      await api(t.app, null, 'GET', '/api/nope'),
      await t.app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: 'x' }),
    ]) {
      for (const [name, value] of Object.entries(headers)) {
        expect(response.headers[name], name).toBe(value);
      }
    }
  });
});
