// Report a bug (spec 002 §8).

export const bugReportMessages = {
  sent: 'Your submission has been sent.',
} as const;
