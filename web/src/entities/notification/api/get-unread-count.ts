import type { UnreadCount } from '@squadboard/domain/notifications/notification.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_PATH, notificationKeys } from './keys.ts';

// The bell sits in the shell, whose chunk loads no zod (docs/performance.md): the answer is taken
// as the server sent it, which the route already checked against ZUnreadCount.
export function fetchUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return api.get<UnreadCount>(`${NOTIFICATIONS_PATH}/unread-count`, { signal });
}

export const unreadCountQuery = queryOptions({
  queryKey: notificationKeys.unreadCount(),
  queryFn: ({ signal }) => fetchUnreadCount(signal),
  // The socket keeps it current; asking again on every page would only repeat what it said.
  staleTime: Number.POSITIVE_INFINITY,
});

/** GET /api/notifications/unread-count: the bell's number, kept live by useLiveNotifications. */
export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}
