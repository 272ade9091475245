import { type UnreadCount, ZUnreadCount } from '@squadboard/domain/notifications/notification.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PATH,
  refreshNotificationLists,
  storeUnreadCount,
} from '../../../entities/notification/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

export function markNotificationRead(id: string): Promise<UnreadCount> {
  return api.post(`${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`, {}, { schema: ZUnreadCount });
}

/**
 * POST /api/notifications/:id/read. The outcome is handled here, not per call: following a
 * notification's link leaves the page before the answer comes, and the bell must still follow.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ unread }) => {
      storeUnreadCount(queryClient, unread);
      return refreshNotificationLists(queryClient);
    },
  });
}
