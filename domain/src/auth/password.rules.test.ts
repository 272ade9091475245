import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { ZNewPassword, ZResetPassword, ZSignIn, ZSignUp } from './auth.schema.ts';
import { checkPassword } from './password.rules.ts';

describe('checkPassword', () => {
  it.each([
    ['', 'required'],
    ['Ab1!', 'length'],
    ['Abcdefg!', 'pattern'], // no digit
    ['abcdefg1!', 'pattern'], // no upper-case
    ['ABCDEFG1!', 'pattern'], // no lower-case
    ['Abcdefg12', 'pattern'], // no special
    ['Abcdef 12', 'pattern'], // a space is not a special character
    ['Abcdef1!', null],
    ['Zz9_zzzz', null], // specials beyond #?!@$%^&*- are accepted too
  ])('%j → %s', (password, expected) => {
    expect(checkPassword(password)).toBe(expected);
  });
});

describe('password messages', () => {
  const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues[0]?.message;

  it('uses the sign-up texts for a new password', () => {
    expect(messageOf(ZNewPassword.safeParse(''))).toBe(MSG.validation.passwordRequired);
    expect(messageOf(ZNewPassword.safeParse('Ab1!'))).toBe(MSG.validation.signUpPasswordLength);
    expect(messageOf(ZNewPassword.safeParse('abcdefgh'))).toBe(MSG.validation.signUpPasswordPattern);
  });

  it('uses the sign-in text on the sign-in form', () => {
    const r = ZSignIn.safeParse({ email: 'a@b.co', password: 'abcdefgh' });
    expect(messageOf(r)).toBe(MSG.validation.signInPasswordPattern);
  });

  it('normalises e-mail and refuses bad ones', () => {
    expect(ZSignUp.parse({ email: '  Ann@Example.COM ', password: 'Abcdef1!' }).email).toBe(
      'ann@example.com',
    );
    expect(messageOf(ZSignUp.safeParse({ email: 'ann@', password: 'Abcdef1!' }))).toBe(
      MSG.validation.emailInvalid,
    );
    expect(messageOf(ZSignUp.safeParse({ email: '', password: 'Abcdef1!' }))).toBe(
      MSG.validation.emailRequired,
    );
  });

  it('requires a matching confirmation and a 6-digit code on reset', () => {
    const base = { email: 'a@b.co', code: '123456', password: 'Abcdef1!' };
    expect(ZResetPassword.safeParse({ ...base, confirmPassword: 'Abcdef1!' }).success).toBe(true);
    const mismatch = ZResetPassword.safeParse({ ...base, confirmPassword: 'Abcdef1?' });
    expect(messageOf(mismatch)).toBe(MSG.validation.passwordMismatch);
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(messageOf(ZResetPassword.safeParse({ ...base, code: '12345', confirmPassword: 'Abcdef1!' }))).toBe(
      MSG.validation.codeLength,
    );
    expect(
      messageOf(ZResetPassword.safeParse({ ...base, code: '12a456', confirmPassword: 'Abcdef1!' })),
    ).toBe(MSG.validation.codeDigits);
  });
});
