import { type UnreadCount, ZUnreadCount } from '@squadboard/domain/notifications/notification.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PATH,
  refreshNotificationLists,
  storeUnreadCount,
} from '../../../entities/notification/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

export function markAllNotificationsRead(): Promise<UnreadCount> {
  return api.post(`${NOTIFICATIONS_PATH}/read-all`, {}, { schema: ZUnreadCount });
}

/** POST /api/notifications/read-all: the bell empties and the lists reload. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => {
      storeUnreadCount(queryClient, unread);
      return refreshNotificationLists(queryClient);
    },
  });
}
