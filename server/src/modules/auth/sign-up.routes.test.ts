import { LIMITS, MSG, PLANS } from '@squadboard/domain';
import { isSignUpPlan, SIGN_UP_PLANS } from '@squadboard/domain/auth/sign-up.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { customers, sessions, users, verificationCodes } from '../../db/schema/index.ts';
import {
  countRows,
  findUser,
  lastCodeFor,
  PASSWORD,
  signUp,
  uniqueEmail,
  wrongCode,
} from '../../test-support/factories.ts';
import { api, sessionCookieOf } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { FileOutboxMailer } from '../mail/mailer.ts';
import { createAuthRepository } from './auth.repository.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function tableCounts() {
  return {
    customers: await countRows(t.db, customers),
    users: await countRows(t.db, users),
    codes: await countRows(t.db, verificationCodes),
    sessions: await countRows(t.db, sessions),
  };
}

describe('POST /api/auth/sign-up', () => {
  it('creates a customer with the user as unverified Super Admin on BETA and mails a code', async () => {
    const email = uniqueEmail('Founder').replace('founder', 'Founder');
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: `  ${email} `,
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MSG.signUp.codeSent });

    const user = await findUser(t.db, email);
    expect(user).toMatchObject({ email: email.toLowerCase(), role: 'SUPER_ADMIN', status: 'UNVERIFIED' });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, user?.customerId ?? ''));
    expect(customer).toMatchObject({ plan: 'BETA', name: null, teamNos: 1 });
    expect(lastCodeFor(t.mailer, email)).toMatch(/^\d{6}$/);
  });

  it.each(SIGN_UP_PLANS)('keeps the chosen plan %s', async (plan) => {
    const email = uniqueEmail();
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD, plan });
    expect(response.statusCode).toBe(201);
    const user = await findUser(t.db, email);
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, user?.customerId ?? ''));
    expect(customer?.plan).toBe(plan);
  });

  it.each(PLANS.filter((plan) => !isSignUpPlan(plan)))(
    'refuses the paid plan %s with PLAN_NOT_ALLOWED and creates nothing',
    async (plan) => {
      const email = uniqueEmail();
      const before = await tableCounts();
      const sentBefore = t.mailer.sent.length;
      const response = await api(t.app, null, 'POST', '/api/auth/sign-up', {
        email,
        password: PASSWORD,
        plan,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'PLAN_NOT_ALLOWED', message: MSG.signUp.planNotAllowed });
      expect(await findUser(t.db, email)).toBeUndefined();
      expect(await tableCounts()).toEqual(before);
      expect(t.mailer.sent.length).toBe(sentBefore);
    },
  );

  it.each([
    [{ email: '', password: PASSWORD }, 'email', MSG.validation.emailRequired],
    [{ email: 'not-an-email', password: PASSWORD }, 'email', MSG.validation.emailInvalid],
    [{ email: 'a@example.com', password: '' }, 'password', MSG.validation.passwordRequired],
    [{ email: 'a@example.com', password: 'Ab@1' }, 'password', MSG.validation.signUpPasswordLength],
    [{ email: 'a@example.com', password: 'abcdefgh1' }, 'password', MSG.validation.signUpPasswordPattern],
    [{ password: PASSWORD }, 'email', MSG.validation.emailRequired],
  ])('refuses %j with the spec message and writes nothing', async (body, field, message) => {
    const before = await tableCounts();
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION', message });
    expect(response.json().fields[field]).toBe(message);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses an unknown plan', async () => {
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: PASSWORD,
      plan: 'gold',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('plan');
  });

  it('refuses a body that is not an object with the generic message', async () => {
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', ['x']);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: MSG.generic.invalidInput });
  });

  it('answers REGISTERED_NOT_VERIFIED for an unverified address and EMAIL_TAKEN for an active one', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const before = await tableCounts();
    const again = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'REGISTERED_NOT_VERIFIED',
      message: MSG.signUp.registeredNotVerified,
    });

    await api(t.app, null, 'POST', '/api/auth/activate', { email, code: lastCodeFor(t.mailer, email) });
    const afterActivation = await tableCounts();
    const third = await api(t.app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: MSG.signUp.userExistsTryOther });
    expect(afterActivation.customers).toBe(before.customers);
    expect(await tableCounts()).toEqual(afterActivation);
  });

  it('lets an invited user choose a password with the invitation token, keeping customer and role', async () => {
    const admin = uniqueEmail('admin');
    await signUp(t.app, admin);
    const adminRow = await findUser(t.db, admin);
    const repo = createAuthRepository(t.db);
    const invitedEmail = uniqueEmail('invited');
    const invitedRow = await repo.createUser({
      customerId: adminRow?.customerId ?? '',
      email: invitedEmail,
      passwordHash: null,
      role: 'SQUAD_MEMBER',
      status: 'UNVERIFIED',
      firstName: 'Ivy',
      lastName: 'Invited',
    });
    const invitationToken = await t.app.services.auth.issueInvitation(invitedRow.id);
    const customersBefore = await countRows(t.db, customers);

    // Even a paid plan in the body is refused first: an invitee joins the inviter's plan.
    const paid = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: invitedEmail,
      password: PASSWORD,
      plan: 'enterprise',
      invitationToken,
    });
    expect(paid.json().code).toBe('PLAN_NOT_ALLOWED');

    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', {
      email: invitedEmail,
      password: PASSWORD,
      invitationToken,
    });
    expect(response.statusCode).toBe(201);
    expect(await countRows(t.db, customers)).toBe(customersBefore);
    const invited = await findUser(t.db, invitedEmail);
    expect(invited).toMatchObject({
      customerId: adminRow?.customerId,
      role: 'SQUAD_MEMBER',
      status: 'UNVERIFIED',
      firstName: 'Ivy',
    });
    expect(invited?.passwordHash).toBeTruthy();

    const activated = await api(t.app, null, 'POST', '/api/auth/activate', {
      email: invitedEmail,
      code: lastCodeFor(t.mailer, invitedEmail),
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().user).toMatchObject({ role: 'SQUAD_MEMBER', customerId: adminRow?.customerId });
  });

  it('refuses sign-up for an invited user who was made inactive', async () => {
    const admin = uniqueEmail('admin');
    await signUp(t.app, admin);
    const adminRow = await findUser(t.db, admin);
    const email = uniqueEmail('inactive-invite');
    await createAuthRepository(t.db).createUser({
      customerId: adminRow?.customerId ?? '',
      email,
      passwordHash: null,
      role: 'SQUAD_MEMBER',
      status: 'INACTIVE',
    });
    const response = await api(t.app, null, 'POST', '/api/auth/sign-up', { email, password: PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_TAKEN');
    expect((await findUser(t.db, email))?.passwordHash).toBeNull();
  });
});

describe('when mail cannot be sent', () => {
  class BrokenMailer extends FileOutboxMailer {
    protected override async deliver(): Promise<void> {
      throw new Error('SMTP down');
    }
  }

  it('answers MAIL_FAILED and leaves no account behind', async () => {
    const app = await buildApp({
      config: t.config,
      db: t.db,
      mailer: new BrokenMailer(t.mailer.dir, t.config.mailFrom),
      webDistDir: null,
    });
    const before = await tableCounts();
    const response = await api(app, null, 'POST', '/api/auth/sign-up', {
      email: uniqueEmail(),
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({ code: 'MAIL_FAILED', message: MSG.activation.sendFailed });
    expect(await tableCounts()).toEqual(before);
    await app.close();
  });
});

describe('POST /api/auth/activate', () => {
  it('activates, signs in with an httpOnly cookie and removes the code', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const response = await api(t.app, null, 'POST', '/api/auth/activate', {
      email,
      code: lastCodeFor(t.mailer, email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: MSG.activation.verified,
      user: { email, status: 'ACTIVE', role: 'SUPER_ADMIN', plan: 'BETA', firstLogin: true },
    });
    const cookie = response.cookies.find((c) => c.name === 'sb_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await api(t.app, sessionCookieOf(response) ?? null, 'GET', '/api/auth/me');
    expect(me.json().user.email).toBe(email);
    const user = await findUser(t.db, email);
    expect(await createAuthRepository(t.db).findCode(user?.id ?? '', 'ACTIVATION')).toBeUndefined();
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const code = lastCodeFor(t.mailer, email);
    const wrong = await api(t.app, null, 'POST', '/api/auth/activate', { email, code: wrongCode(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CODE_MISMATCH', message: MSG.activation.mismatch });
    expect(sessionCookieOf(wrong)).toBeUndefined();
    expect((await findUser(t.db, email))?.status).toBe('UNVERIFIED');
    const right = await api(t.app, null, 'POST', '/api/auth/activate', { email, code });
    expect(right.statusCode).toBe(200);
  });

  it("refuses a code that cannot be one with the spec's 'Enter valid activation code'", async () => {
    const message = MSG.activation.enterValidCode;
    for (const code of ['', '123', '12345a']) {
      const response = await api(t.app, null, 'POST', '/api/auth/activate', { email: 'x@example.com', code });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message, fields: { code: message } });
    }
  });

  it('refuses an expired code', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const user = await findUser(t.db, email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user?.id ?? ''));
    const response = await api(t.app, null, 'POST', '/api/auth/activate', {
      email,
      code: lastCodeFor(t.mailer, email),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CODE_EXPIRED', message: MSG.activation.expired });
  });

  it(`locks the code after ${LIMITS.codeMaxAttempts} wrong tries until a new one is sent`, async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const code = lastCodeFor(t.mailer, email);
    for (let i = 0; i < LIMITS.codeMaxAttempts; i++) {
      const response = await api(t.app, null, 'POST', '/api/auth/activate', { email, code: wrongCode(code) });
      expect(response.json().code).toBe('CODE_MISMATCH');
    }
    const locked = await api(t.app, null, 'POST', '/api/auth/activate', { email, code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ code: 'CODE_LOCKED', message: MSG.activation.locked });

    const resend = await api(t.app, null, 'POST', '/api/auth/resend-code', { email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: MSG.signUp.codeSent });
    const fresh = lastCodeFor(t.mailer, email);
    const ok = await api(t.app, null, 'POST', '/api/auth/activate', { email, code: fresh });
    expect(ok.statusCode).toBe(200);
  });

  it('does not let parallel guesses exceed the attempt budget', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const code = lastCodeFor(t.mailer, email);
    const guesses = Array.from({ length: LIMITS.codeMaxAttempts + 3 }, () =>
      api(t.app, null, 'POST', '/api/auth/activate', { email, code: wrongCode(code) }),
    );
    const codes = (await Promise.all(guesses)).map((r) => r.json().code);
    expect(codes.filter((c) => c === 'CODE_MISMATCH')).toHaveLength(LIMITS.codeMaxAttempts);
    expect(codes.filter((c) => c === 'CODE_LOCKED')).toHaveLength(3);
  });

  it('resend replaces the previous code', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const first = lastCodeFor(t.mailer, email);
    await api(t.app, null, 'POST', '/api/auth/resend-code', { email });
    let second = lastCodeFor(t.mailer, email);
    // One in a million the same number comes up; ask again then.
    while (second === first) {
      await api(t.app, null, 'POST', '/api/auth/resend-code', { email });
      second = lastCodeFor(t.mailer, email);
    }
    const old = await api(t.app, null, 'POST', '/api/auth/activate', { email, code: first });
    expect(old.json().code).toBe('CODE_MISMATCH');
    const current = await api(t.app, null, 'POST', '/api/auth/activate', { email, code: second });
    expect(current.statusCode).toBe(200);
  });

  it('answers USER_NOT_FOUND and ALREADY_VERIFIED', async () => {
    const missing = await api(t.app, null, 'POST', '/api/auth/activate', {
      email: uniqueEmail(),
      code: '123456',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('USER_NOT_FOUND');

    const email = uniqueEmail();
    await signUp(t.app, email);
    const code = lastCodeFor(t.mailer, email);
    await api(t.app, null, 'POST', '/api/auth/activate', { email, code });
    const again = await api(t.app, null, 'POST', '/api/auth/activate', { email, code });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED', message: MSG.signUp.alreadyRegistered });
  });
});

describe('POST /api/auth/resend-code', () => {
  it('answers CODE_NOT_SENT for an unknown address and ALREADY_VERIFIED for an active one', async () => {
    const missing = await api(t.app, null, 'POST', '/api/auth/resend-code', { email: uniqueEmail() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'CODE_NOT_SENT', message: MSG.activation.sendFailed });

    const email = uniqueEmail();
    await signUp(t.app, email);
    await api(t.app, null, 'POST', '/api/auth/activate', { email, code: lastCodeFor(t.mailer, email) });
    const sentBefore = t.mailer.sent.length;
    const active = await api(t.app, null, 'POST', '/api/auth/resend-code', { email });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({
      code: 'ALREADY_VERIFIED',
      message: MSG.signUp.alreadyRegistered,
    });
    expect(t.mailer.sent.length).toBe(sentBefore);
  });
});
