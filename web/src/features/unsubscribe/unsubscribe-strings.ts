// Labels of the public unsubscribe page; the spec's messages come from MSG.unsubscribe (domain).
export const UNSUBSCRIBE_UI = {
  title: 'Unsubscribe',
  subtitle:
    'Stop Squadboard notification and retro invitation mails to this address. Mails you need to sign in, such as codes and password resets, still arrive.',
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  submit: 'Unsubscribe',
} as const;
