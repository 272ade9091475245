// Pure interface labels that the spec does not quote (spec strings live in MSG in domain).
// Kept in one place so the e2e tests and screen-reader names stay consistent.

export const APP_NAME = 'Squadboard';

/** The server's default CONTACT_EMAIL, shown only until /api/config/public has answered. */
export const CONTACT_EMAIL = 'support@squadboard.local';

export const GUIDE_URL = '/guide/index.html';

export const UI = {
  closeNotification: 'Close notification',
  close: 'Close',
  loading: 'Loading…',
  tryAgain: 'Try again',
  comingSoon: 'This area is being built. It will be available in a coming release.',
  backToDashboard: 'Back to dashboard',

  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  confirmPassword: 'Confirm password',
  activationCode: 'Activation code',
  activationCodeDigit: (n: number) => `Activation code digit ${n}`,
  emailPlaceholder: 'you@company.com',
  toggleVisibility: 'Show or hide characters',

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

  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
  copyright: (year: number) => `© ${year} ${APP_NAME}. All rights reserved.`,

  accountMenu: 'Account menu',
  collapseMenu: 'Collapse menu',
  expandMenu: 'Expand menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  mainNavigation: 'Main navigation',
  siteNavigation: 'Site',
  home: `${APP_NAME} home`,

  bugDescription: 'Description',
  bugDescriptionPlaceholder: 'What happened, and what did you expect?',
  bugEmail: 'Email',
  bugEmailHint: 'We reply to this address if we need more details.',
  submit: 'Submit',
  cancel: 'Cancel',

  welcome: (name: string) => `Welcome, ${name}!`,
  dashboardIntro: 'Here is where your squads, sprints and retrospectives come together.',
} as const;

/** Headings of areas that have no side-menu entry to borrow a label from. */
export const AREA_TITLES = {
  joinRetro: 'Join Retro',
  plans: 'Plans',
  billing: 'Billing',
  confirmedBill: 'Order Confirmed',
  notification: 'Notifications',
  unsubscribe: 'Unsubscribe',
  retroSession: 'Retro Session',
  profile: 'Profile',
  adminDashboard: 'Admin Dashboard',
  editPortfolio: 'Edit Portfolio',
  editWorkItem: 'Edit Work Item',
  sprintSettings: 'Sprint Settings',
} as const;
