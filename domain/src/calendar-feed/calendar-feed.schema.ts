import { z } from 'zod';

// The signed-in person's calendar address (GET/POST/DELETE /api/calendar/feed) and the public
// feed's path (GET /api/calendar/<token>.ics).

/** Whether the caller has an address, and when it was made and last read; never the token. */
export const ZCalendarFeedStatus = z.object({
  feed: z
    .object({
      createdAt: z.iso.datetime(),
      lastReadAt: z.iso.datetime().nullable(),
    })
    .nullable(),
});
export type CalendarFeedStatus = z.infer<typeof ZCalendarFeedStatus>;

/** A new address: the full https URL, answered this once (only its hash is stored). */
export const ZCalendarFeedCreated = z.object({
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type CalendarFeedCreated = z.infer<typeof ZCalendarFeedCreated>;

/**
 * `<token>.ics`. Any text up to a bound is accepted: a malformed name is answered like an unknown
 * token (404), so the path's shape tells a prober nothing more than a wrong token does.
 */
export const ZCalendarFeedFile = z.object({ file: z.string().max(200) });
