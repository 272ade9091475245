// Labels of the public join page; the messages themselves come from MSG (domain).
export const JOIN_UI = {
  title: 'Join Retro',
  subtitle: 'Enter your name and the meeting ID you were given.',
  name: 'Name',
  namePlaceholder: 'Your name',
  meetingId: 'Meeting ID',
  meetingIdPlaceholder: 'e.g. 1152383301',
  meetingIdLocked: 'From your invitation link',
  submit: 'Join',
} as const;
