import { describe, expect, it } from 'vitest';
import { ZActivate, ZForgotPassword, ZResetPassword } from './auth/auth.schema.ts';
import { ERROR_CATALOGUE } from './common/errors.ts';
import { MSG } from './messages.ts';

// Spec strings that a review found missing or altered in the catalogue (a rename had changed
// 'cadence' to 'moodVote'), or present and never shown. Each is written here as the spec writes
// it, so a rename or a "fix" of the catalogue that changes one fails this test.

/** Every string value in MSG (template functions are left out: they are checked where used). */
function catalogueStrings(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (typeof node === 'string') {
    into.add(node);
  } else if (node && typeof node === 'object') {
    for (const value of Object.values(node)) {
      catalogueStrings(value, into);
    }
  }
  return into;
}

const FIXED_SPEC_STRINGS = [
  // 002 §4 Ending and cadence.
  'Please wait, while the cadence is being prepared',
  // 000 §8 Register, Activation, Forgot password: now shown (sign-up, activation code, e-mail).
  'Registration failed',
  'Enter valid activation code',
  'Please enter valid e-mail.',
  // 000 §8 Login: the one answer to an unknown address and to a wrong password.
  'Please enter valid credentials.',
  // 000 §8 Register: sign-up keeps telling that an address is taken.
  'User already exists',
] as const;

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }): string {
  return result.success ? '' : (result.error?.issues[0]?.message ?? '');
}

describe('the catalogue holds the spec strings issue 31 fixed, exactly as written', () => {
  const strings = catalogueStrings(MSG);

  it.each(FIXED_SPEC_STRINGS)('%s', (text) => {
    expect(strings.has(text)).toBe(true);
  });

  it('the mood vote waits with the spec’s cadence text', () => {
    expect(MSG.retro.moodPreparing).toBe('Please wait, while the cadence is being prepared');
  });

  it('sign-in answers an unknown address and a wrong password with the same code and text', () => {
    expect(ERROR_CATALOGUE.NOT_AUTHORIZED.message).toBe('Please enter valid credentials.');
    expect(ERROR_CATALOGUE.NOT_AUTHORIZED.status).toBe(401);
  });

  it("the activation form refuses any code that cannot be one with 'Enter valid activation code'", () => {
    const email = 'ada@example.com';
    for (const code of ['', '12345', '12a456', '1234567']) {
      expect(firstMessage(ZActivate.safeParse({ email, code })), code).toBe('Enter valid activation code');
    }
    expect(ZActivate.safeParse({ email, code: '123456' }).success).toBe(true);
  });

  it("the forgotten-password e-mail fields refuse a malformed address with 'Please enter valid e-mail.'", () => {
    expect(firstMessage(ZForgotPassword.safeParse({ email: 'ada@' }))).toBe('Please enter valid e-mail.');
    const reset = { code: '123456', password: 'Secret@123', confirmPassword: 'Secret@123' };
    expect(firstMessage(ZResetPassword.safeParse({ ...reset, email: 'nope' }))).toBe(
      'Please enter valid e-mail.',
    );
    expect(ZForgotPassword.safeParse({ email: 'Ada@Example.com' })).toMatchObject({
      success: true,
      data: { email: 'ada@example.com' },
    });
  });
});
