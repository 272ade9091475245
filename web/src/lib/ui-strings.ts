// Pure interface labels that the spec does not quote (spec strings live in MSG in domain) and that
// more than one layer shows. A feature's own labels live beside it (e.g. auth-strings.ts), the
// shell's in app/shell-strings.ts. Kept in one place so e2e tests and screen-reader names agree.

export const APP_NAME = 'Squadboard';

/** The server's default CONTACT_EMAIL, shown only until /api/config/public has answered. */
export const CONTACT_EMAIL = 'support@squadboard.local';

export const GUIDE_URL = '/guide/index.html';

export const UI = {
  closeNotification: 'Close notification',
  close: 'Close',
  discardTitle: 'Discard your changes?',
  discard: 'Discard changes',
  keepEditing: 'Keep editing',
  loading: 'Loading…',
  tryAgain: 'Try again',
  comingSoon: 'This area is being built. It will be available in a coming release.',
  toggleVisibility: 'Show or hide characters',
  submit: 'Submit',
  cancel: 'Cancel',
  termsOfService: 'Terms of Service',
  privacyPolicy: 'Privacy Policy',
} as const;
