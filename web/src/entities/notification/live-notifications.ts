import type { ClientToServerEvents, ServerToClientEvents } from '@squadboard/domain/realtime/socket.events';
import type { QueryClient } from '@tanstack/react-query';
import { io, type Socket } from 'socket.io-client';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { notificationKeys, refreshNotificationLists, storeUnreadCount } from './api/keys.ts';

// The signed-in shell's one socket, for the user's own room (`user:<id>`, which the server joins
// every signed-in socket to on connection): it only listens. Loaded in a chunk of its own by
// useLiveNotifications, so socket.io-client is not part of the shell's first download.

type NotificationSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The gateway's handshake refusals that mean nobody is signed in on this cookie any more. */
const SESSION_REFUSALS = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

/** Opens the socket and follows the user's notifications; returns what closes it. */
export function connectLiveNotifications(queryClient: QueryClient): () => void {
  // The same options as the retro room and the sprint board: the session cookie is the identity.
  const socket: NotificationSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    withCredentials: true,
    autoConnect: false,
  });
  let disposed = false;
  let connectedBefore = false;
  const askedAt = Date.now();

  socket.on('connect', () => {
    // Whatever arrived while no socket listened (before the first connect, or while it was away)
    // is asked for again: the count over HTTP, and the lists on screen.
    const loadedAt = queryClient.getQueryState(notificationKeys.unreadCount())?.dataUpdatedAt ?? 0;
    if (connectedBefore || (loadedAt > 0 && loadedAt < askedAt)) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount(), exact: true });
      void refreshNotificationLists(queryClient);
    }
    connectedBefore = true;
  });
  // The server closes a user's sockets when their session ends elsewhere (signed out in another
  // tab, password changed, made inactive) or its time is up. A tab that makes no request would
  // otherwise go on looking signed in: the session probe is asked again at once, and an ended
  // session then leaves with 'Session expired. Please login again.' (app/session-expiry.ts).
  // A session that is still valid (a role change reseats sockets too) changes nothing.
  const recheckSession = () => {
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true });
  };
  socket.on('disconnect', (reason) => {
    // The server hung up (a session check, a session ended): socket.io retries only when asked
    // to. If the session is over, the handshake is refused and socket.io stops there.
    if (!disposed && reason === 'io server disconnect') {
      recheckSession();
      socket.connect();
    }
  });
  socket.on('connect_error', (error) => {
    // A refused handshake names why; one refused for the session is the same news.
    if (!disposed && SESSION_REFUSALS.has(error.message)) {
      recheckSession();
    }
  });
  socket.on('notification:new', ({ unread }) => {
    // The bell says it; no toast, which would replace the confirmation of what the person is
    // doing right now (the app shows one toast at a time).
    storeUnreadCount(queryClient, unread);
    void refreshNotificationLists(queryClient);
  });
  socket.on('notification:count', ({ unread }) => {
    // Read in another tab: the bell follows, and so does the read styling of the list here.
    storeUnreadCount(queryClient, unread);
    void refreshNotificationLists(queryClient);
  });
  socket.connect();

  return () => {
    disposed = true;
    socket.removeAllListeners();
    socket.disconnect();
  };
}
