// Labels of the sign-in, sign-up, activation and password-reset pages that the spec does not
// quote (its strings live in MSG in domain). One place, so e2e tests and screen-reader names agree.

export const AUTH_UI = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  activationCode: 'Activation code',
  activationCodeDigit: (n: number) => `Activation code digit ${n}`,
  emailPlaceholder: 'you@company.com',

  signInTitle: 'Sign in',
  signInSubtitle: 'Welcome back. Sign in to your workspace.',
  signInSubmit: 'Sign in',
  forgotPasswordLink: 'Forgot password?',
  noAccount: 'New to Squadboard?',
  createAccountLink: 'Create an account',

  signUpTitle: 'Create your account',
  signUpSubtitle: 'Start running retrospectives and tracking delivery with your squad.',
  signUpSubmit: 'Create account',
  agreePrefix: 'By creating an account you agree to the',
  agreeJoin: 'and the',
  emailLockedHint: 'You were invited with this address.',

  activateTitle: 'Activate your account',
  activateSubtitle: (email: string) => `We sent a 6-digit code to ${email}.`,
  activateSubtitleNoEmail: 'Enter your e-mail and the 6-digit code we sent you.',
  activateSubmit: 'Verify',
  resendCode: 'Resend code',
  resendIn: (seconds: number) => `You can ask for a new code in ${seconds} s.`,

  forgotTitle: 'Reset your password',
  forgotStep1: 'Enter the e-mail of your account and we will send you a code.',
  forgotStep2: (email: string) => `Enter the code we sent to ${email} and choose a new password.`,
  forgotSubmit: 'Change password',
  changeEmail: 'Use another e-mail',
  changedTitle: 'Password changed',
  signUpLink: 'Sign up',
} as const;
