// A person's private calendar address: the Account Settings section that makes and
// revokes it, and the words of the events the feed and the invitation mails' .ics carry.

export const calendarFeedMessages = {
  title: 'Calendar feed',
  intro:
    'A private address your calendar app (Google Calendar, Outlook, Apple Calendar) subscribes to, to show your squads’ retros and sprint start and end dates.',
  superAdminNote:
    'As a Super Admin you get the squads you lead or belong to, not every squad of the organisation.',
  none: 'You have no calendar address yet.',
  madeOn: (date: string) => `Your calendar address was made on ${date}.`,
  lastRead: (date: string) => `A calendar last read it on ${date}.`,
  neverRead: 'No calendar has read it yet.',
  create: 'Create calendar address',
  renew: 'Make a new address',
  revoke: 'Revoke',
  address: 'Calendar address',
  copy: 'Copy',
  copied: 'Copied',
  shownOnce:
    'Copy it now: it is shown only this once. Anyone who has it can read your calendar, so keep it to yourself.',
  renewTitle: 'Make a new calendar address?',
  renewBody: 'The old address stops working: calendars subscribed to it no longer update.',
  revokeTitle: 'Revoke the calendar address?',
  revokeBody: 'The address stops working: calendars subscribed to it no longer update.',
  cancel: 'Cancel',
  created: 'Calendar address created.',
  revoked: 'Calendar address revoked.',
  failed: 'The calendar address could not be changed. Please try again.',
  loadFailed: 'The calendar address could not be loaded.',
  tryAgain: 'Try again',
  loading: 'Loading the calendar address',

  // The feed's and the invitations' events.
  calendarName: 'Squadboard',
  calendarDescription: 'Your squads’ retros and sprint dates',
  retroSummary: (title: string, squad: string) => `${title} (${squad})`,
  retroDescription: (squad: string, link: string) => `Retrospective of ${squad}. Join: ${link}`,
  sprintStarts: (sprint: string, squad: string | null) => `${sprint} starts${squad ? ` (${squad})` : ''}`,
  sprintEnds: (sprint: string, squad: string | null) => `${sprint} ends${squad ? ` (${squad})` : ''}`,
} as const;
