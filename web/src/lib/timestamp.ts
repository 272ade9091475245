import dayjs from 'dayjs';

/**
 * Spec 001 §9, comments and history ('d MMM yyyy HH:mm:ss'): '5 Dec 2026 14:03:09' in the
 * reader's time zone, for an ISO timestamp; the text as it came when it is no date.
 */
export function formatTimestamp(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('D MMM YYYY HH:mm:ss') : iso;
}
