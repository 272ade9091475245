import { MSG } from '@squadboard/domain';

// Labels of the bell that the spec does not quote (its one string, 'No new notifications', is in
// MSG.topBar). Tests and screen readers find the bell by these names.

/** The badge's text: the count, capped so it stays a small round badge. */
export function unreadBadgeText(unread: number): string {
  return unread > 99 ? '99+' : String(unread);
}

export const NOTIFICATION_BELL_UI = {
  /** The link's accessible name: "Notifications" alone when nothing is unread. */
  name: (unread: number) =>
    unread > 0 ? `${MSG.topBar.notifications}, ${unreadBadgeText(unread)} unread` : MSG.topBar.notifications,
  tooltip: (unread: number) =>
    unread === 0
      ? MSG.topBar.noNotifications
      : `${unreadBadgeText(unread)} unread notification${unread === 1 ? '' : 's'}`,
} as const;
