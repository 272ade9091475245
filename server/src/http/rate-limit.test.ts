import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, uniqueEmail } from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

let t: TestApp;
const MAX = 3;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });
});
afterAll(async () => {
  await t.close();
});

describe('rate limits on sensitive auth endpoints', () => {
  it('limits each client address', async () => {
    const ip = '10.0.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 1; i++) {
      const response = await api(
        t.app,
        null,
        'POST',
        '/api/auth/sign-in',
        { email: uniqueEmail(), password: PASSWORD },
        { ip },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await api(
      t.app,
      null,
      'POST',
      '/api/auth/sign-in',
      { email: uniqueEmail(), password: PASSWORD },
      { ip },
    );
    expect(limited.json()).toEqual({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: MSG.generic.tooManyRequests,
    });
    expect(limited.headers['retry-after']).toBeDefined();

    const otherAddress = await api(
      t.app,
      null,
      'POST',
      '/api/auth/sign-in',
      { email: uniqueEmail(), password: PASSWORD },
      { ip: '10.0.0.2' },
    );
    expect(otherAddress.statusCode).toBe(401);
  });

  it('limits each account across addresses', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < MAX + 1; i++) {
      const response = await api(
        t.app,
        null,
        'POST',
        '/api/auth/activate',
        { email, code: '123456' },
        { ip: `10.1.0.${i + 1}` },
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it('does not limit reading the session', async () => {
    for (let i = 0; i < MAX + 2; i++) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', remoteAddress: '10.2.0.1' });
      expect(response.statusCode).toBe(401);
    }
  });
});
