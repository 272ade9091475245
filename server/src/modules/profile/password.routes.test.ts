import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActiveUser, findUser, PASSWORD } from '../../test-support/factories.ts';
import { api, sessionCookieOf } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { sessionIdOf } from '../auth/secrets.ts';
import type { SessionsEnded } from '../auth/session-events.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const URL = '/api/profile/password';
const NEW_PASSWORD = 'N3w#Password';

async function signIn(email: string, password = PASSWORD) {
  return api(t.app, null, 'POST', '/api/auth/sign-in', { email, password });
}

describe('POST /api/profile/password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const before = (await findUser(t.db, email))?.passwordHash;
    const response = await api(t.app, token, 'POST', URL, {
      currentPassword: 'Wrong@1234',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: MSG.password.currentIncorrect,
    });
    expect((await findUser(t.db, email))?.passwordHash).toBe(before);
  });

  it("applies the account form's rules", async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    const cases: Array<[Record<string, string>, Record<string, string>]> = [
      [{}, { currentPassword: MSG.password.currentRequired, newPassword: MSG.password.newRequired }],
      [
        { currentPassword: '', newPassword: '' },
        { currentPassword: MSG.password.currentRequired, newPassword: MSG.password.newRequired },
      ],
      [{ currentPassword: PASSWORD, newPassword: 'Ab1#' }, { newPassword: MSG.password.length }],
      [{ currentPassword: PASSWORD, newPassword: 'abcdefgh1' }, { newPassword: MSG.password.pattern }],
      [{ currentPassword: PASSWORD, newPassword: PASSWORD }, { newPassword: MSG.password.mustDiffer }],
    ];
    for (const [body, fields] of cases) {
      const response = await api(t.app, token, 'POST', URL, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', fields });
    }
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const other = sessionCookieOf(await signIn(email)) ?? '';
    const ended: SessionsEnded[] = [];
    const stop = t.app.services.sessionEvents.onEnded((event) => ended.push(event));
    try {
      const response = await api(t.app, token, 'POST', URL, {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MSG.password.changed });
    } finally {
      stop();
    }
    // The other session's sockets are closed; this one's stay open.
    expect(ended).toEqual([{ kind: 'session', sessionId: sessionIdOf(other) }]);
    expect((await api(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(200);
    const gone = await api(t.app, other, 'GET', '/api/auth/me');
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('SESSION_EXPIRED');

    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await findUser(t.db, email))?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('needs a session', async () => {
    const response = await api(t.app, null, 'POST', URL, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('password change rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('allows a few attempts a minute, like sign-in', async () => {
    const { token } = await createActiveUser(limited.app, limited.mailer);
    const body = { currentPassword: 'Wrong@1234', newPassword: NEW_PASSWORD };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await api(limited.app, token, 'POST', URL, body, { ip: '10.9.8.7' })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    // Another address does not reset the account's budget.
    const elsewhere = await api(limited.app, token, 'POST', URL, body, { ip: '10.9.8.8' });
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json()).toMatchObject({ code: 'RATE_LIMITED', message: MSG.generic.tooManyRequests });
  });
});
