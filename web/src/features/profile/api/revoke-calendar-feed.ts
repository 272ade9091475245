import type { CalendarFeedStatus } from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CALENDAR_FEED_KEY, CALENDAR_FEED_PATH } from './get-calendar-feed.ts';

/** DELETE /api/calendar/feed: the address stops working. */
export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(CALENDAR_FEED_PATH, { method: 'DELETE' }),
    onSuccess: () => queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_KEY, { feed: null }),
  });
}
