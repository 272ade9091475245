import dayjs from 'dayjs';
import { NOTIFICATIONS_UI as UI } from './notifications-strings.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago, the way a notification list says it: "just now", "5 min ago", "3 h ago",
 * "yesterday", "4 days ago", then the date ("5 Dec 2026"). A time slightly ahead of this
 * browser's clock reads as just now.
 */
export function timeAgo(iso: string, now: number): string {
  const at = dayjs(iso);
  if (!at.isValid()) {
    return iso;
  }
  const elapsed = now - at.valueOf();
  if (elapsed < MINUTE) {
    return UI.justNow;
  }
  if (elapsed < HOUR) {
    return UI.minutesAgo(Math.floor(elapsed / MINUTE));
  }
  if (elapsed < DAY) {
    return UI.hoursAgo(Math.floor(elapsed / HOUR));
  }
  if (elapsed < 7 * DAY) {
    return UI.daysAgo(Math.floor(elapsed / DAY));
  }
  return at.format('D MMM YYYY');
}
