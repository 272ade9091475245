import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import {
  countRows,
  createActiveUser,
  findUser,
  PASSWORD,
  signUp,
  uniqueEmail,
} from '../../test-support/factories.ts';
import { api, sessionCookieOf } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';
import { sessionIdOf } from './secrets.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth/sign-in', () => {
  it('signs in an active user and stores only the hash of the cookie', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: MSG.login.success, user: { email, status: 'ACTIVE' } });
    const token = sessionCookieOf(response) ?? '';
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(stored).toBeDefined();
    expect(stored?.id).not.toBe(token);
    expect(stored?.ip).toBe('127.0.0.1');
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('answers an unknown address exactly as a wrong password, so no address is revealed', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    const unknown = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: uniqueEmail(),
      password: PASSWORD,
    });
    const wrong = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: 'Wrong@1234' });
    const refusal = { statusCode: 401, code: 'NOT_AUTHORIZED', message: MSG.login.notAuthorized };
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(refusal);
    expect(wrong.json()).toEqual(refusal);
    expect(sessionCookieOf(unknown)).toBeUndefined();
  });

  it('answers NOT_AUTHORIZED for a wrong password, whatever the account status', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: 'Wrong@1234' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NOT_AUTHORIZED', message: MSG.login.notAuthorized });
    expect(sessionCookieOf(response)).toBeUndefined();

    const unverified = uniqueEmail();
    await signUp(t.app, unverified);
    const hidden = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: unverified,
      password: 'Wrong@1234',
    });
    expect(hidden.json().code).toBe('NOT_AUTHORIZED');
  });

  it('answers USER_NOT_CONFIRMED with canVerify for a young unverified account', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const sessionsBefore = await countRows(t.db, sessions);
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'USER_NOT_CONFIRMED',
      message: MSG.login.notConfirmed,
      canVerify: true,
    });
    expect(await countRows(t.db, sessions)).toBe(sessionsBefore);
  });

  it('answers canVerify false when the unverified account is older than 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    await t.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(users.email, email));
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'USER_NOT_CONFIRMED', canVerify: false });
  });

  it.each(['INACTIVE', 'DISABLED'] as const)('answers USER_INACTIVE for a %s user', async (status) => {
    const { email } = await createActiveUser(t.app, t.mailer);
    await t.db.update(users).set({ status }).where(eq(users.email, email));
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'USER_INACTIVE', message: MSG.login.inactive });
  });

  it('answers an invited user who has not chosen a password as a wrong password', async () => {
    const { email: adminEmail } = await createActiveUser(t.app, t.mailer);
    const admin = await findUser(t.db, adminEmail);
    const email = uniqueEmail('invited');
    await createAuthRepository(t.db).createUser({
      customerId: admin?.customerId ?? '',
      email,
      passwordHash: null,
      role: 'SQUAD_MEMBER',
      status: 'UNVERIFIED',
    });
    const response = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'NOT_AUTHORIZED', message: MSG.login.notAuthorized });
  });

  it('validates with the sign-in messages', async () => {
    const noPassword = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: 'a@example.com',
      password: '',
    });
    expect(noPassword.json()).toMatchObject({ code: 'VALIDATION', message: MSG.validation.passwordRequired });
    const weak = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: 'a@example.com',
      password: 'abcdefgh',
    });
    expect(weak.json()).toMatchObject({ code: 'VALIDATION', message: MSG.validation.signInPasswordPattern });
    const badEmail = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: 'a@b',
      password: PASSWORD,
    });
    expect(badEmail.json()).toMatchObject({ code: 'VALIDATION', message: MSG.validation.emailInvalid });
  });
});

describe('session', () => {
  it('GET /api/auth/me without a cookie answers UNAUTHENTICATED', async () => {
    const response = await api(t.app, null, 'GET', '/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('GET /api/auth/me returns the presented user, never secrets', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'GET', '/api/auth/me');
    expect(response.statusCode).toBe(200);
    const { user } = response.json();
    expect(Object.keys(user).sort()).toEqual(
      [
        'avatarUrl',
        'companyName',
        'customerId',
        'email',
        'firstLogin',
        'firstName',
        'id',
        'lastName',
        'location',
        'plan',
        'role',
        'status',
        'timeZone',
      ].sort(),
    );
    expect(user.email).toBe(email);
  });

  it('sign-out deletes the session and clears the cookie', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    const response = await api(t.app, token, 'POST', '/api/auth/sign-out', {});
    expect(response.statusCode).toBe(204);
    const cleared = response.cookies.find((c) => c.name === 'sb_session');
    expect(cleared?.value).toBe('');
    const [stored] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)));
    expect(stored).toBeUndefined();
    const me = await api(t.app, token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(401);
  });

  it('sign-out without a session still answers 204', async () => {
    const response = await api(t.app, null, 'POST', '/api/auth/sign-out');
    expect(response.statusCode).toBe(204);
  });

  it('an expired session answers SESSION_EXPIRED, clears the cookie and is deleted', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await api(t.app, token, 'GET', '/api/auth/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
      message: MSG.session.expired,
    });
    expect(response.cookies.find((c) => c.name === 'sb_session')?.value).toBe('');
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, sessionIdOf(token))),
    ).toHaveLength(0);
  });

  it('a session of a user made inactive stops working', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.email, email));
    const response = await api(t.app, token, 'GET', '/api/auth/me');
    expect(response.json().code).toBe('SESSION_EXPIRED');
  });

  it('endUserSessions ends every session of the user and tells listeners', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const second = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    const user = await findUser(t.db, email);
    const ended: string[] = [];
    const stop = t.app.services.sessionEvents.onEnded((e) => {
      if (e.kind === 'user') {
        ended.push(e.userId);
      }
    });
    expect(await t.app.services.auth.endUserSessions(user?.id ?? '')).toBe(2);
    stop();
    expect(ended).toEqual([user?.id]);
    const secondToken = sessionCookieOf(second);
    expect(secondToken).toBeTruthy();
    for (const cookie of [token, secondToken ?? null]) {
      expect((await api(t.app, cookie, 'GET', '/api/auth/me')).statusCode).toBe(401);
    }
  });

  it('GET /api/auth/time answers the server time', async () => {
    const response = await api(t.app, null, 'GET', '/api/auth/time');
    expect(response.statusCode).toBe(200);
    expect(Math.abs(Date.parse(response.json().date) - Date.now())).toBeLessThan(5000);
  });

  it('the service can be built on its own (used by the CLI and later modules)', () => {
    const service = createAuthService({
      repo: createAuthRepository(t.db),
      mailer: t.mailer,
      config: t.config,
      sessionEvents: t.app.services.sessionEvents,
      log: t.app.log,
    });
    expect(typeof service.endUserSessions).toBe('function');
  });
});

describe('GET /api/auth/session (the browser probe)', () => {
  it('answers a visitor 200 with no user, so the browser logs nothing', async () => {
    const response = await api(t.app, null, 'GET', '/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, expired: false });
  });

  it('answers the same user as /me for a signed-in caller', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    const probe = await api(t.app, token, 'GET', '/api/auth/session');
    const me = await api(t.app, token, 'GET', '/api/auth/me');
    expect(probe.statusCode).toBe(200);
    expect(probe.json()).toEqual({ user: me.json().user, expired: false });
  });

  it('says an ended session has expired, clears the cookie, and then sees a visitor', async () => {
    const { token } = await createActiveUser(t.app, t.mailer);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(token)));
    const response = await api(t.app, token, 'GET', '/api/auth/session');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, expired: true });
    expect(response.cookies.find((c) => c.name === 'sb_session')?.value).toBe('');
  });
});
