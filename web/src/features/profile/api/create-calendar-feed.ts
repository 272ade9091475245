import {
  type CalendarFeedStatus,
  ZCalendarFeedCreated,
} from '@squadboard/domain/calendar-feed/calendar-feed.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { CALENDAR_FEED_KEY, CALENDAR_FEED_PATH } from './get-calendar-feed.ts';

/** POST /api/calendar/feed: a new address (the old one stops working), its URL answered this once. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(CALENDAR_FEED_PATH, { method: 'POST', schema: ZCalendarFeedCreated }),
    onSuccess: ({ createdAt }) =>
      queryClient.setQueryData<CalendarFeedStatus>(CALENDAR_FEED_KEY, {
        feed: { createdAt, lastReadAt: null },
      }),
  });
}
