import {
  type NotificationPage,
  ZNotificationPage,
} from '@squadboard/domain/notifications/notification.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_PATH, notificationKeys } from '../../../entities/notification/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

export function fetchNotifications(
  page: number,
  unreadOnly: boolean,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const query = new URLSearchParams({ page: String(page), unreadOnly: String(unreadOnly) });
  return api.get(`${NOTIFICATIONS_PATH}?${query}`, { schema: ZNotificationPage, signal });
}

export function notificationsQuery(page: number, unreadOnly: boolean) {
  return queryOptions({
    queryKey: notificationKeys.list(page, unreadOnly),
    queryFn: ({ signal }) => fetchNotifications(page, unreadOnly, signal),
  });
}

/** GET /api/notifications: one page, newest first. The page on screen stays while the next loads. */
export function useNotifications(page: number, unreadOnly: boolean) {
  return useQuery({ ...notificationsQuery(page, unreadOnly), placeholderData: keepPreviousData });
}
