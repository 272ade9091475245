import { MSG } from '@squadboard/domain';
import type { NotificationKind } from '@squadboard/domain/notifications/notification.model';

// Labels of /notification that the spec does not quote (its strings live in MSG.notifications
// and MSG.topBar). Tests and screen-reader names rely on them.

export const NOTIFICATIONS_UI = {
  pageTitle: MSG.notifications.pageTitle,
  markRead: MSG.notifications.markRead,
  markAllRead: MSG.notifications.markAllRead,
  empty: MSG.topBar.noNotifications,
  emptyAll: 'Mentions, assignments and retros of your squads will show up here.',
  emptyUnread: 'You have read everything.',
  loading: 'Loading notifications',
  tryAgain: 'Try again',
  show: 'Show',
  all: 'All',
  unread: 'Unread',
  unreadTotal: (n: number) => `${n} unread`,
  pages: 'Notification pages',
  list: 'Notifications list',
  unreadMarker: 'Unread',
  visitor: 'Sign in to see your notifications.',
  signIn: 'Sign in',
  kinds: {
    mention: 'Mention',
    assignment: 'Assignment',
    retro_scheduled: 'Retro scheduled',
    retro_started: 'Retro started',
    guest_waiting: 'Guest waiting',
    release_tagged: 'Release tagged',
  } satisfies Record<NotificationKind, string>,
  justNow: 'just now',
  minutesAgo: (n: number) => `${n} min ago`,
  hoursAgo: (n: number) => `${n} h ago`,
  daysAgo: (n: number) => (n === 1 ? 'yesterday' : `${n} days ago`),
} as const;
