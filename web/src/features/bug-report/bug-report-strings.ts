// Labels of the Report a bug dialog that the spec does not quote (its strings live in MSG).

export const BUG_REPORT_UI = {
  description: 'Description',
  descriptionPlaceholder: 'What happened, and what did you expect?',
  email: 'Email',
  emailHint: 'We reply to this address if we need more details.',
} as const;
