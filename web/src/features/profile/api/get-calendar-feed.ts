import { ZCalendarFeedStatus } from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

// The address itself is never cached: the server answers it once, when it is made.

export const CALENDAR_FEED_PATH = '/api/calendar/feed';
export const CALENDAR_FEED_KEY = ['profile', 'calendar-feed'] as const;

/** GET /api/calendar/feed: whether the caller has a calendar address, and its dates. */
export function useCalendarFeed() {
  return useQuery({
    queryKey: CALENDAR_FEED_KEY,
    queryFn: ({ signal }) => apiRequest(CALENDAR_FEED_PATH, { schema: ZCalendarFeedStatus, signal }),
  });
}
