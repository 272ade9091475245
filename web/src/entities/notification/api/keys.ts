import type { UnreadCount } from '@squadboard/domain/notifications/notification.schema';
import type { QueryClient } from '@tanstack/react-query';

// The notifications' cached answers, shared by the shell's bell, the /notification page and the
// profile's mail settings. Lists sit under one root so a new notification refreshes every page of
// them; the unread count is a key of its own that every answer carrying a count updates in place.

export const notificationKeys = {
  lists: () => ['notifications', 'list'] as const,
  list: (page: number, unreadOnly: boolean) => ['notifications', 'list', { page, unreadOnly }] as const,
  unreadCount: () => ['notifications', 'unread-count'] as const,
  mailPreferences: () => ['notifications', 'mail-preferences'] as const,
};

export const NOTIFICATIONS_PATH = '/api/notifications';

/** Puts a count the server just told (an answer, a socket event) on the bell without asking again. */
export function storeUnreadCount(queryClient: QueryClient, unread: number): void {
  queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), { unread });
}

/** The list pages on screen reload; pages not on screen are dropped and load when next opened. */
export function refreshNotificationLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
}
