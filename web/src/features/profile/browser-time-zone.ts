import { nearestTimeZone } from '@squadboard/domain/profile/time-zones';

/**
 * The offered time zone nearest the browser's own, for a person who has not chosen one yet, so
 * the first profile save is never refused with 'Time zone is required.'. Null when the browser
 * does not say (they then pick one on My Profile).
 */
export function browserTimeZone(): string | null {
  try {
    return nearestTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return null;
  }
}
