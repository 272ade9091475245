import { LIMITS, MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users, verificationCodes } from '../../db/schema/index.ts';
import {
  countRows,
  createActiveUser,
  findUser,
  lastCodeFor,
  PASSWORD,
  uniqueEmail,
  wrongCode,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

const NEW_PASSWORD = 'Changed#2024';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function reset(email: string, code: string, password = NEW_PASSWORD, confirmPassword = password) {
  return api(t.app, null, 'POST', '/api/auth/reset-password', { email, code, password, confirmPassword });
}

describe('forgot and reset password', () => {
  it('mails a reset code, changes the password and ends every session', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    const forgot = await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ message: MSG.signUp.codeSent });
    expect(t.mailer.lastMailTo(email)?.subject).toMatch(/reset/i);

    const response = await reset(email, lastCodeFor(t.mailer, email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.forgot.changed });

    expect((await api(t.app, token, 'GET', '/api/auth/me')).json().code).toBe('SESSION_EXPIRED');
    const user = await findUser(t.db, email);
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, user?.id ?? '')),
    ).toHaveLength(0);
    const oldPassword = await api(t.app, null, 'POST', '/api/auth/sign-in', { email, password: PASSWORD });
    expect(oldPassword.json().code).toBe('NOT_AUTHORIZED');
    const newPassword = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email,
      password: NEW_PASSWORD,
    });
    expect(newPassword.statusCode).toBe(200);
  });

  it('writes the code to the outbox directory as a file too', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    const { readdir, readFile } = await import('node:fs/promises');
    const files = await readdir(t.mailer.dir);
    const contents = await Promise.all(files.map((f) => readFile(`${t.mailer.dir}/${f}`, 'utf8')));
    const mine = contents.map((c) => JSON.parse(c)).filter((m) => m.to === email);
    expect(mine.at(-1)?.text).toContain(`Your code: ${lastCodeFor(t.mailer, email)}`);
  });

  it("refuses a malformed address with 'Please enter valid e-mail.' on every forgot-password call", async () => {
    for (const url of ['/api/auth/forgot-password', '/api/auth/forgot-password/resend']) {
      const response = await api(t.app, null, 'POST', url, { email: 'not-an-address' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION',
        fields: { email: MSG.forgot.enterValidEmail },
      });
    }
    const resetMalformed = await reset('not-an-address', '123456');
    expect(resetMalformed.json()).toMatchObject({ fields: { email: MSG.forgot.enterValidEmail } });
  });

  it('answers EMAIL_NOT_FOUND for an unknown address on both send endpoints', async () => {
    for (const url of ['/api/auth/forgot-password', '/api/auth/forgot-password/resend']) {
      const response = await api(t.app, null, 'POST', url, { email: uniqueEmail() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'EMAIL_NOT_FOUND', message: MSG.forgot.emailNotExist });
    }
    const resetUnknown = await reset(uniqueEmail(), '123456');
    expect(resetUnknown.statusCode).toBe(404);
    expect(resetUnknown.json().code).toBe('EMAIL_NOT_FOUND');
  });

  it('resend replaces the code', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    const first = lastCodeFor(t.mailer, email);
    let second = first;
    while (second === first) {
      const again = await api(t.app, null, 'POST', '/api/auth/forgot-password/resend', { email });
      expect(again.statusCode).toBe(200);
      second = lastCodeFor(t.mailer, email);
    }
    expect((await reset(email, first)).json().code).toBe('CODE_MISMATCH');
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it('refuses a wrong code with the forgot-password message and keeps the password', async () => {
    const { email, token } = await createActiveUser(t.app, t.mailer);
    await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    const hashBefore = (await findUser(t.db, email))?.passwordHash;
    const response = await reset(email, wrongCode(lastCodeFor(t.mailer, email)));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'CODE_MISMATCH', message: MSG.forgot.enterValidCode });
    expect((await findUser(t.db, email))?.passwordHash).toBe(hashBefore);
    expect((await api(t.app, token, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('refuses an expired or locked code', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    const user = await findUser(t.db, email);
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(verificationCodes.userId, user?.id ?? ''));
    expect((await reset(email, lastCodeFor(t.mailer, email))).json().code).toBe('CODE_EXPIRED');

    await api(t.app, null, 'POST', '/api/auth/forgot-password/resend', { email });
    const code = lastCodeFor(t.mailer, email);
    for (let i = 0; i < LIMITS.codeMaxAttempts; i++) {
      await reset(email, wrongCode(code));
    }
    const locked = await reset(email, code);
    expect(locked.json()).toMatchObject({ code: 'CODE_LOCKED', message: MSG.activation.locked });
  });

  it('validates the new password and the confirmation without touching anything', async () => {
    const { email } = await createActiveUser(t.app, t.mailer);
    await api(t.app, null, 'POST', '/api/auth/forgot-password', { email });
    const code = lastCodeFor(t.mailer, email);
    const codesBefore = await t.db.select().from(verificationCodes);
    const hashBefore = (await findUser(t.db, email))?.passwordHash;

    const mismatch = await reset(email, code, NEW_PASSWORD, 'Other#2024x');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({
      code: 'VALIDATION',
      message: MSG.validation.passwordMismatch,
      fields: { confirmPassword: MSG.validation.passwordMismatch },
    });
    const weak = await reset(email, code, 'weak');
    expect(weak.json().message).toBe(MSG.validation.signUpPasswordLength);
    const noConfirm = await api(t.app, null, 'POST', '/api/auth/reset-password', {
      email,
      code,
      password: NEW_PASSWORD,
    });
    expect(noConfirm.json().fields.confirmPassword).toBe(MSG.validation.confirmPasswordRequired);

    // Validation failures do not even spend an attempt.
    expect(await t.db.select().from(verificationCodes)).toEqual(codesBefore);
    expect((await findUser(t.db, email))?.passwordHash).toBe(hashBefore);
    expect(await countRows(t.db, users)).toBeGreaterThan(0);
  });
});
