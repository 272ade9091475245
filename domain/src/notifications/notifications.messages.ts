// Notifications, unsubscribe, the admin dashboard and the client error log (spec 000
// §2, 001 §2.2, §2.4, §8). Quoted strings are the spec's, spelling included.

export const notificationsMessages = {
  pageTitle: 'Notifications',
  markRead: 'Mark as read',
  markAllRead: 'Mark all as read',
  mention: (actor: string, subject: string) => `${actor} mentioned you on ${subject}`,
  assignment: (actor: string, subject: string) => `${actor} assigned ${subject} to you`,
  retroScheduled: (title: string, when: string) => `Retro "${title}" is scheduled for ${when}`,
  retroStarted: (title: string) => `Retro "${title}" has started`,
  guestWaiting: (guest: string, title: string) => `${guest} is waiting to join "${title}"`,
  releaseTagged: (subject: string, release: string) => `${subject} was tagged with release ${release}`,
} as const;

export const unsubscribeMessages = {
  joinToday: 'Join today & try it for free',
  unsubscribed: 'Unsubscribed successfully.',
  alreadyUnsubscribed: 'Already unsubscribed.',
  failed: 'Failed to unsubscribe. Please try again.',
  /** A typed address without the mail's link (conventions: where we differ): what happens next, whoever owns it. */
  confirmationSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Follow the link in that mail to unsubscribe this address.`,
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter valid email.',
} as const;

export const adminDashboardMessages = {
  unverifiedUser: 'Unverified user',
  noAccess: 'You do not have access.',
  contactAdmin: (email: string) =>
    `You are signed in as ${email}, which is not a staff account. Please contact the admin if you need access.`,
} as const;
