import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { customers, invitationTokens, users, verificationCodes } from '../../db/schema/index.ts';
import {
  countRows,
  createOrganisation,
  findUser,
  invitationTokenFor,
  inviteUser,
  lastCodeFor,
  type Organisation,
  PASSWORD,
  uniqueEmail,
} from '../../test-support/factories.ts';
import { api, sessionCookieOf } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { FileOutboxMailer } from '../mail/mailer.ts';
import { sha256 } from './secrets.ts';

// An invited, not-yet-accepted address is claimed only with the single-use,
// expiring token of its invitation link; knowing the address is not enough.

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const signUp = (body: Record<string, unknown>) => api(t.app, null, 'POST', '/api/auth/sign-up', body);

async function userRow(email: string) {
  const row = await findUser(t.db, email);
  if (!row) {
    throw new Error(`no user ${email}`);
  }
  return row;
}

async function tokenRow(userId: string) {
  const [row] = await t.db.select().from(invitationTokens).where(eq(invitationTokens.userId, userId));
  return row;
}

/** Everything a refused claim must leave as it was: the user row, its token, codes, mails. */
async function snapshot(email: string) {
  const user = await userRow(email);
  return {
    user,
    token: await tokenRow(user.id),
    codes: await countRows(t.db, verificationCodes),
    customers: await countRows(t.db, customers),
    users: await countRows(t.db, users),
    mails: t.mailer.sent.length,
  };
}

async function activate(email: string) {
  return api(t.app, null, 'POST', '/api/auth/activate', { email, code: lastCodeFor(t.mailer, email) });
}

describe('the invitation link', () => {
  it('carries the prefill e-mail and a 256-bit token of which only the SHA-256 is stored', async () => {
    const invited = await inviteUser(t, org.admin);
    const link = t.mailer.lastMailTo(invited.email)?.text.match(/https?:\/\/\S+\/sign-up\?\S+/)?.[0];
    const token = invitationTokenFor(t.mailer, invited.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(link ?? '').searchParams.get('id')).toBeTruthy();
    const row = await tokenRow(invited.id);
    expect(row).toMatchObject({ tokenHash: sha256(token), usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('POST /api/auth/sign-up for an invited address', () => {
  it('claims the account with the token: password set, token spent, later sign-in works', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    const customersBefore = await countRows(t.db, customers);

    const response = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: MSG.signUp.codeSent });
    expect(await countRows(t.db, customers)).toBe(customersBefore);
    expect(await userRow(invited.email)).toMatchObject({
      customerId: org.customerId,
      role: 'SQUAD_MEMBER',
      status: 'UNVERIFIED',
      firstName: 'Ivy',
    });
    expect((await tokenRow(invited.id))?.usedAt).toBeInstanceOf(Date);

    const activated = await activate(invited.email);
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({ id: invited.id, customerId: org.customerId });

    await api(t.app, sessionCookieOf(activated) ?? null, 'POST', '/api/auth/sign-out');
    const signIn = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: invited.email,
      password: PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ id: invited.id, role: 'SQUAD_MEMBER', status: 'ACTIVE' });
  });

  it('refuses a takeover without the token (INVITATION_REQUIRED) and changes nothing', async () => {
    const invited = await inviteUser(t, org.admin);
    const before = await snapshot(invited.email);

    const attempt = await signUp({ email: invited.email, password: 'Attacker@123' });
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toMatchObject({
      code: 'INVITATION_REQUIRED',
      message: MSG.signUp.invitationRequired,
    });
    expect(await snapshot(invited.email)).toEqual(before);
    const attackerSignIn = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: invited.email,
      password: 'Attacker@123',
    });
    expect(attackerSignIn.statusCode).toBe(401);

    // The real invitee's link still works, and only their password opens the account.
    const token = invitationTokenFor(t.mailer, invited.email);
    expect(
      (await signUp({ email: invited.email, password: PASSWORD, invitationToken: token })).statusCode,
    ).toBe(201);
    expect((await activate(invited.email)).statusCode).toBe(200);
    const wrong = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: invited.email,
      password: 'Attacker@123',
    });
    expect(wrong.statusCode).toBe(401);
  });

  it.each([
    ['a made-up token', () => 'A'.repeat(43)],
    ['an empty-looking token', () => ' '],
    ['a token of another length', () => 'short'],
  ])('refuses %s (INVITATION_INVALID) and changes nothing', async (_name, makeToken) => {
    const invited = await inviteUser(t, org.admin);
    const before = await snapshot(invited.email);
    const response = await signUp({ email: invited.email, password: PASSWORD, invitationToken: makeToken() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVITATION_INVALID',
      message: MSG.signUp.invitationInvalid,
    });
    expect(await snapshot(invited.email)).toEqual(before);
  });

  it("refuses another invitee's token and leaves that token usable", async () => {
    const victim = await inviteUser(t, org.admin);
    const attacker = await inviteUser(t, org.admin);
    const attackerToken = invitationTokenFor(t.mailer, attacker.email);
    const before = await snapshot(victim.email);

    const response = await signUp({
      email: victim.email,
      password: PASSWORD,
      invitationToken: attackerToken,
    });
    expect(response.json()).toMatchObject({ code: 'INVITATION_INVALID' });
    expect(await snapshot(victim.email)).toEqual(before);
    expect((await tokenRow(attacker.id))?.usedAt).toBeNull();
  });

  it('refuses an expired token', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    await t.db
      .update(invitationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitationTokens.userId, invited.id));
    const before = await snapshot(invited.email);
    const response = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVITATION_INVALID');
    expect(await snapshot(invited.email)).toEqual(before);
  });

  it('refuses a used token once the account is back to invited (deactivated, then reactivated)', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    // Deactivating drops the unverified password: the account is invited again, the link spent.
    const edit = (inactive: boolean) =>
      api(t.app, org.admin, 'PATCH', `/api/users/${invited.id}`, { firstName: 'I', lastName: 'V', inactive });
    await edit(true);
    await edit(false);
    const before = await snapshot(invited.email);
    expect(before.user).toMatchObject({ passwordHash: null, status: 'UNVERIFIED' });

    const response = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVITATION_INVALID');
    expect(await snapshot(invited.email)).toEqual(before);
  });

  it('lets exactly one of two sign-ups racing with the same token claim the account', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    const [a, b] = await Promise.all([
      signUp({ email: invited.email, password: PASSWORD, invitationToken: token }),
      signUp({ email: invited.email, password: 'Other@1234', invitationToken: token }),
    ]);
    expect([a?.statusCode, b?.statusCode].sort()).toEqual([201, 400]);
  });

  it('refuses a token with an address nobody was invited with, creating nothing', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    const before = { customers: await countRows(t.db, customers), users: await countRows(t.db, users) };
    const email = uniqueEmail('stranger');
    const response = await signUp({ email, password: PASSWORD, invitationToken: token });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVITATION_INVALID');
    expect(await findUser(t.db, email)).toBeUndefined();
    expect({ customers: await countRows(t.db, customers), users: await countRows(t.db, users) }).toEqual(
      before,
    );
    expect((await tokenRow(invited.id))?.usedAt).toBeNull();
  });

  it('keeps the usual answers for an address that already accepted, token or not', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    const again = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(again.json().code).toBe('REGISTERED_NOT_VERIFIED');
    await activate(invited.email);
    const taken = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(taken.json().code).toBe('EMAIL_TAKEN');
  });
});

describe('when the activation mail of an invitee cannot be sent', () => {
  class BrokenMailer extends FileOutboxMailer {
    protected override async deliver(): Promise<void> {
      throw new Error('SMTP down');
    }
  }

  it('puts the account back to invited with its link still valid', async () => {
    const invited = await inviteUser(t, org.admin);
    const token = invitationTokenFor(t.mailer, invited.email);
    const before = await snapshot(invited.email);
    const broken = await buildApp({
      config: t.config,
      db: t.db,
      mailer: new BrokenMailer(t.mailer.dir, t.config.mailFrom),
      webDistDir: null,
    });
    try {
      const response = await api(broken, null, 'POST', '/api/auth/sign-up', {
        email: invited.email,
        password: PASSWORD,
        invitationToken: token,
      });
      expect(response.statusCode).toBe(502);
    } finally {
      await broken.close();
    }
    const after = await snapshot(invited.email);
    expect(after.user).toMatchObject({ passwordHash: null, status: 'UNVERIFIED' });
    expect(after.token).toEqual(before.token);
    expect(after.codes).toBe(before.codes);

    const retry = await signUp({ email: invited.email, password: PASSWORD, invitationToken: token });
    expect(retry.statusCode).toBe(201);
  });
});
