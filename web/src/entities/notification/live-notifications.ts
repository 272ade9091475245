import type { QueryClient } from '@tanstack/react-query';
import { holdLiveSocket, missedNews } from '../../lib/live-socket.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { notificationKeys, refreshNotificationLists, storeUnreadCount } from './api/keys.ts';

// The signed-in shell's hold on the tab's one socket (lib/live-socket.ts), for the user's own
// room (`user:<id>`, which the server joins every signed-in socket to on connection): it only
// listens. Loaded in a chunk of its own by useLiveNotifications, so socket.io-client is not part
// of the shell's first download.

/** The gateway's handshake refusals that mean nobody is signed in on this cookie any more. */
const SESSION_REFUSALS = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

/** Holds the socket and follows the user's notifications; returns what lets go of it. */
export function connectLiveNotifications(queryClient: QueryClient): () => void {
  const live = holdLiveSocket();
  const askedAt = Date.now();

  // The server closes a user's sockets when their session ends elsewhere (signed out in another
  // tab, password changed, made inactive) or its time is up. A tab that makes no request would
  // otherwise go on looking signed in: the session probe is asked again at once, and an ended
  // session then leaves with 'Session expired. Please login again.' (app/session-expiry.ts).
  // A session that is still valid (a role change reseats sockets too) changes nothing.
  const recheckSession = () => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
  };
  live.on('disconnect', (reason) => {
    // The server hung up (a session check, a session ended): the socket tries again at once
    // (live-socket.ts); if the session is over, that handshake is refused.
    if (reason === 'io server disconnect') {
      recheckSession();
    }
  });
  live.on('connect_error', (error) => {
    // A refused handshake names why; one refused for the session is the same news.
    if (SESSION_REFUSALS.has(error.message)) {
      recheckSession();
    }
  });
  live.on('notification:new', ({ unread }) => {
    // The bell says it; no toast, which would replace the confirmation of what the person is
    // doing right now (the app shows one toast at a time).
    storeUnreadCount(queryClient, unread);
    void refreshNotificationLists(queryClient);
  });
  live.on('notification:count', ({ unread }) => {
    // Read in another tab: the bell follows, and so does the read styling of the list here.
    storeUnreadCount(queryClient, unread);
    void refreshNotificationLists(queryClient);
  });
  live.onResync((again) => {
    // Whatever arrived while no socket listened (before the first connect, or while it was away)
    // is asked for again: the count over HTTP, and the lists on screen.
    const loadedAt = queryClient.getQueryState(notificationKeys.unreadCount())?.dataUpdatedAt ?? 0;
    if (missedNews(again, loadedAt, askedAt)) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(), exact: true });
      void refreshNotificationLists(queryClient);
    }
  });
  live.connect();

  return () => live.release();
}
