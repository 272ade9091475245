import type { CalendarFeedStatus } from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import type { CalendarFeedRow } from '../../db/schema/index.ts';

/** Whether the person has an address, and its dates; the token's hash never leaves the server. */
export function presentFeedStatus(row: CalendarFeedRow | undefined): CalendarFeedStatus {
  return {
    feed: row
      ? { createdAt: row.createdAt.toISOString(), lastReadAt: row.lastReadAt?.toISOString() ?? null }
      : null,
  };
}
