import { LIMITS } from '../common/constants.ts';

// One password policy for sign-up, reset and change: 8+ characters with a digit, an upper-case
// letter, a lower-case letter and a special character. The spec lists #?!@$%^&*- as specials on
// the account form; any other printable non-alphanumeric character counts too, so a password
// accepted at sign-up is never refused later.

export type PasswordProblem = 'required' | 'length' | 'pattern';

export function hasRequiredCharacterMix(password: string): boolean {
  return (
    /[0-9]/.test(password) &&
    /[A-Z]/.test(password) &&
    /[a-z]/.test(password) &&
    /[^A-Za-z0-9\s]/.test(password)
  );
}

export function checkPassword(password: string): PasswordProblem | null {
  if (password.length === 0) {
    return 'required';
  }
  if (password.length < LIMITS.passwordMin) {
    return 'length';
  }
  if (!hasRequiredCharacterMix(password)) {
    return 'pattern';
  }
  return null;
}
