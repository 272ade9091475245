import { MSG, ZResetPassword, ZSignIn, ZSignUp } from '@squadboard/domain';
import { describe, expect, it } from 'vitest';
import { parseWith, zodResolver } from './form.ts';

describe('zodResolver', () => {
  it('maps each field to the first message of the domain schema', () => {
    const validate = zodResolver(ZSignIn);
    expect(validate({ email: '', password: '' })).toEqual({
      email: MSG.validation.emailRequired,
      password: MSG.validation.passwordRequired,
    });
    expect(validate({ email: 'not-an-email', password: 'short' })).toEqual({
      email: MSG.validation.emailInvalid,
      password: MSG.validation.signInPasswordPattern,
    });
  });

  it('uses the sign-up password policy messages', () => {
    const validate = zodResolver(ZSignUp);
    expect(validate({ email: 'a@b.co', password: 'Ab1!' }).password).toBe(
      MSG.validation.signUpPasswordLength,
    );
    expect(validate({ email: 'a@b.co', password: 'abcdefgh' }).password).toBe(
      MSG.validation.signUpPasswordPattern,
    );
  });

  it('puts cross-field errors on the field the schema names', () => {
    const validate = zodResolver(ZResetPassword);
    const errors = validate({
      email: 'a@b.co',
      code: '123456',
      password: 'Secret#123',
      confirmPassword: 'Secret#124',
    });
    expect(errors).toEqual({ confirmPassword: MSG.validation.passwordMismatch });
  });

  it('returns no errors for valid values, and parseWith applies the schema transforms', () => {
    const values = { email: '  Someone@Example.COM ', password: 'Secret#123' };
    expect(zodResolver(ZSignIn)(values)).toEqual({});
    expect(parseWith(ZSignIn, values).email).toBe('someone@example.com');
  });
});
