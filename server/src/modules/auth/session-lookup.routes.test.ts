import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeMember,
  createOrganisation,
  lastCodeFor,
  type Organisation,
  PASSWORD,
  promote,
  signIn,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The session lookup on two server nodes sharing one database (and Redis when TEST_REDIS_URL is
// set, as in production): whatever ends a session or changes what it carries on one node counts
// on the very next request on the other, even when both have just served that session: the cases
// a per-node cache gets wrong. On PGlite the lookup is cached (session-cache.ts); both nodes here
// share one client, whose every write empties each node's cache.

const NEW_PASSWORD = 'N3w#Password';

let a: TestApp;
let b: TestApp;
let org: Organisation;

beforeAll(async () => {
  const env: Record<string, string> = process.env.TEST_REDIS_URL
    ? { REDIS_URL: process.env.TEST_REDIS_URL }
    : {};
  a = await createTestApp({ env });
  b = await createTestApp({ env, shareDatabaseOf: a });
  org = await createOrganisation(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function statusOn(t: TestApp, token: string): Promise<number> {
  return (await api(t.app, token, 'GET', '/api/auth/me')).statusCode;
}

/** Serves the session on both nodes (twice each), as a browser with tabs on both would. */
async function warm(...tokens: string[]): Promise<void> {
  for (const token of tokens) {
    for (const t of [a, b, a, b]) {
      expect(await statusOn(t, token)).toBe(200);
    }
  }
}

describe('the session lookup across nodes', () => {
  it('answers /me and the browser probe with what the database holds now', async () => {
    const member = await activeMember(a, org);
    await warm(member.token);

    const renamed = { firstName: 'Ada', lastName: 'Lovelace', location: 'London', timeZone: 'Europe/London' };
    expect((await api(a.app, member.token, 'PUT', '/api/profile', renamed)).statusCode).toBe(200);
    await promote(a, org, member.id);

    for (const t of [b, a]) {
      const me = (await api(t.app, member.token, 'GET', '/api/auth/me')).json();
      expect(me.user).toMatchObject({
        id: member.id,
        firstName: 'Ada',
        location: 'London',
        role: 'SQUAD_ADMIN',
      });
      const probe = (await api(t.app, member.token, 'GET', '/api/auth/session')).json();
      expect(probe).toEqual({ user: me.user, expired: false });
    }
    // The Caller the routes authorise with carries the new role too.
    const resolved = await b.app.services.auth.resolveSession(member.token);
    expect(resolved).toMatchObject({ state: 'valid', user: { id: member.id, role: 'SQUAD_ADMIN' } });
  });

  it('sign-out on one node ends the session on the other at once', async () => {
    const member = await activeMember(a, org);
    await warm(member.token);
    expect((await api(a.app, member.token, 'POST', '/api/auth/sign-out', {})).statusCode).toBe(204);
    expect(await statusOn(b, member.token)).toBe(401);
    expect(await statusOn(a, member.token)).toBe(401);
  });

  it("a password change ends the user's other sessions on every node at once, keeping the changer's", async () => {
    const member = await activeMember(a, org);
    const other = await signIn(b.app, member.email);
    await warm(member.token, other);
    const changed = await api(a.app, member.token, 'POST', '/api/profile/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await statusOn(b, other)).toBe(401);
    expect(await statusOn(a, other)).toBe(401);
    expect(await statusOn(b, member.token)).toBe(200);
  });

  it('a password reset ends every session of the user on every node at once', async () => {
    const member = await activeMember(a, org);
    const other = await signIn(b.app, member.email);
    await warm(member.token, other);
    expect(
      (await api(a.app, null, 'POST', '/api/auth/forgot-password', { email: member.email })).statusCode,
    ).toBe(200);
    const reset = await api(a.app, null, 'POST', '/api/auth/reset-password', {
      email: member.email,
      code: lastCodeFor(a.mailer, member.email),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    for (const token of [member.token, other]) {
      expect(await statusOn(b, token)).toBe(401);
      expect(await statusOn(a, token)).toBe(401);
    }
  });

  it("deactivation on one node ends the user's sessions on the other at once", async () => {
    const member = await activeMember(a, org);
    const other = await signIn(b.app, member.email);
    await warm(member.token, other);
    const edited = await api(a.app, org.admin, 'PATCH', `/api/users/${member.id}`, {
      firstName: 'Mia',
      lastName: 'Member',
      inactive: true,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const token of [member.token, other]) {
      expect(await statusOn(b, token)).toBe(401);
      expect(await statusOn(a, token)).toBe(401);
    }
  });
});
