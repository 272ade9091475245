import cookie from '@fastify/cookie';
import { ZSocketAuth } from '@squadboard/domain/realtime/retro-room.events';
import { SOCKET_MESSAGE_MAX_BYTES } from '@squadboard/domain/realtime/socket.events';
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import { appError } from '../http/app-error.ts';
import { clientAddress } from '../http/client-address.ts';
import { socketOriginAllowed } from '../http/csrf.ts';
import type { RedisClient } from '../http/redis-link.ts';
import { SESSION_COOKIE } from '../modules/auth/session.ts';
import type { RoomIdentity } from '../modules/retro-room/room.service.ts';
import type { Schedule } from './board-timers.ts';
import { createConnectionCaps } from './connection-caps.ts';
import { bindMessageBudget, createMessageBudget } from './message-budget.ts';
import { createResilientAdapter } from './resilient-adapter.ts';
import { createBoardHandlers } from './retro-board.handlers.ts';
import { createRoomHandlers, reseatUsers } from './retro-room.handlers.ts';
import { createRoomBroadcasts } from './room-broadcasts.ts';
import { type RoomServer, type RoomSocket, sessionRoom, userRoom } from './room-types.ts';
import { createGuard } from './socket-guard.ts';
import { createSprintBoardHandlers, subscribeSprintBoards } from './sprint-board.handlers.ts';
import { createSprintPanelHandlers } from './sprint-panel.handlers.ts';

// socket.io on the same HTTP server as the API. The handshake is authenticated by the session
// cookie or, for a guest, by the pass the join page got (auth.guestToken). Rooms per user and per
// session let the auth service close a user's sockets when their sessions end (on this node or,
// through Redis, any other); the retro rooms are in retro-room.handlers.ts, the sprint boards in
// sprint-board.handlers.ts. Each person (a user, or one guest pass) and each client address may
// hold only so many sockets, and a person's sockets share one message budget (connection-caps.ts,
// message-budget.ts).

export type { SocketData } from './room-types.ts';

export interface RealtimeGateway {
  io: RoomServer;
  disconnectUser(userId: string): void;
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

/** The guard caps each message's payload; the transport allows framing (and an ack id) on top. */
const TRANSPORT_MAX_BYTES = 2 * SOCKET_MESSAGE_MAX_BYTES;

const MAX_TIMER_MS = 2 ** 31 - 1;

/** Whose budget a socket draws on: a signed-in user, or one guest pass (its participant). */
function personOf(identity: RoomIdentity): string {
  return identity.kind === 'user' ? `user:${identity.userId}` : `guest:${identity.participantId}`;
}

/** A handshake refusal: the code as the message (as the others), the catalogue's text in data. */
function refusedHandshake(code: 'TOO_MANY_CONNECTIONS'): Error & { data: { code: string; message: string } } {
  return Object.assign(new Error(code), { data: { code, message: appError(code).message } });
}

export interface RealtimeOptions {
  /** How the board's timers wait (lock lapses, the end of a countdown); tests fire them by hand. */
  schedule?: Schedule;
}

export async function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions = {},
): Promise<RealtimeGateway> {
  const {
    config,
    auth,
    sessionEvents,
    retroEvents,
    squadEvents,
    rooms,
    board,
    ending,
    convert,
    backlogCard,
    redis,
    backlog,
    workItemEvents,
    sprintEvents,
    notifications,
    sprintPanel,
  } = app.services;
  const io: RoomServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: TRANSPORT_MAX_BYTES,
    allowRequest(req, callback) {
      // Browsers always send Origin on WebSocket and cross-origin requests; refuse foreign pages and
      // this host's pages over the other scheme (an http:// page is not the https:// app).
      const ok = socketOriginAllowed(req, config.trustProxy, config.allowedOrigins);
      callback(ok ? null : 'origin not allowed', ok);
    },
  });

  let subscriber: RedisClient | null = null;
  if (redis.commands) {
    await redis.start();
    subscriber = await redis.subscriber('socket.io subscriber');
    io.adapter(createResilientAdapter(redis.commands, subscriber, () => redis.state() === 'up', app.log));
  }
  const caps = createConnectionCaps({ redis, log: app.log });
  const messages = createMessageBudget({
    redis,
    burst: config.sockets.messageBurst,
    perSecond: config.sockets.messagesPerSecond,
    log: app.log,
  });

  const broadcasts = createRoomBroadcasts(io);
  const boardHandlers = createBoardHandlers(
    io,
    { board, ending, convert, backlogCard, auth },
    broadcasts,
    app.log,
    options.schedule,
  );
  const handlers = createRoomHandlers(io, {
    rooms,
    board: boardHandlers,
    broadcasts,
    log: app.log,
    multiNode: subscriber !== null,
    notifications,
  });
  const sprintBoards = createSprintBoardHandlers({ auth, backlog, log: app.log });
  const sprintPanels = createSprintPanelHandlers(io, { auth, sprintPanel, log: app.log });

  io.use((socket, next) => {
    const header = socket.request.headers.cookie;
    const token = header ? cookie.parse(header)[SESSION_COOKIE] : undefined;
    const guestAuth = ZSocketAuth.safeParse(socket.handshake.auth ?? {});
    const guestToken = guestAuth.success ? guestAuth.data.guestToken : undefined;
    authenticate(token, guestToken).then(
      (outcome) => {
        if (typeof outcome === 'string') {
          next(new Error(outcome));
          return;
        }
        socket.data.user = outcome.user;
        socket.data.sessionExpiresAt = outcome.expiresAt;
        socket.data.sessionToken = outcome.user ? (token ?? null) : null;
        socket.data.identity = outcome.identity;
        socket.data.seat = null;
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('INTERNAL'));
      },
    );
  });

  // After the identity: count the socket against its person's and its address's caps. The count
  // is released however the connection ends, even before the handshake completes.
  io.use((socket, next) => {
    const person = personOf(socket.data.identity);
    const address = clientAddress(socket.handshake.address, socket.request.headers, config.trustProxy);
    let gone = false;
    const release = () => {
      gone = true;
      caps.release(socket.id);
    };
    socket.conn.once('close', release);
    socket.once('disconnect', release);
    const claims = [
      { key: `person:${person}`, cap: config.sockets.perPerson },
      { key: `address:${address}`, cap: config.sockets.perAddress },
    ];
    caps.acquire(socket.id, claims).then(
      (admitted) => {
        if (gone) {
          caps.release(socket.id);
          return;
        }
        if (!admitted) {
          next(refusedHandshake('TOO_MANY_CONNECTIONS'));
          return;
        }
        bindMessageBudget(socket, () => messages.take(person));
        next();
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'socket handshake failed');
        next(new Error('INTERNAL'));
      },
    );
  });

  /**
   * A session that ends by itself (its time is up) emits no event: the socket closes at that
   * moment, so a connection never outlives the sign-in that opened it. Timers longer than
   * setTimeout allows (about 24.8 days) wait in steps.
   */
  function closeAtExpiry(socket: RoomSocket, expiresAt: Date): void {
    const left = expiresAt.getTime() - Date.now();
    if (left <= 0) {
      socket.disconnect(true);
      return;
    }
    const timer = setTimeout(() => closeAtExpiry(socket, expiresAt), Math.min(left, MAX_TIMER_MS));
    timer.unref();
    socket.once('disconnect', () => clearTimeout(timer));
  }

  /** A signed-in user wins over a guest pass; the error names why nobody could be identified. */
  async function authenticate(token: string | undefined, guestToken: string | undefined) {
    if (token) {
      const resolved = await auth.resolveSession(token);
      if (resolved.state === 'valid') {
        return {
          user: resolved.user,
          expiresAt: resolved.expiresAt,
          identity: { kind: 'user' as const, userId: resolved.user.id },
        };
      }
    }
    if (guestToken) {
      const identity = await rooms.guestOf(guestToken);
      return identity ? { user: null, expiresAt: null, identity } : 'GUEST_TOKEN_INVALID';
    }
    return token ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED';
  }

  io.on('connection', (socket) => {
    const { user, sessionExpiresAt } = socket.data;
    if (user) {
      void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
    }
    if (sessionExpiresAt) {
      closeAtExpiry(socket, sessionExpiresAt);
    }
    // One guard per socket: the retro room's and the sprint board's messages share its rate
    // budget (a tab's one socket carries both, and the bell).
    const guard = createGuard(socket, app.log);
    handlers.attach(socket, guard);
    sprintBoards.attach(socket, guard);
    sprintPanels.attach(socket, guard);
  });

  const gateway: RealtimeGateway = {
    io,
    disconnectUser(userId) {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    disconnectSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async close() {
      unsubscribe();
      unsubscribeRetros();
      unsubscribeLeads();
      unsubscribeSquadPeople();
      unsubscribeSprintBoards();
      unsubscribeSprintPanels();
      unsubscribeNotifications();
      boardHandlers.dispose();
      broadcasts.dispose();
      // This node's sockets only: through Redis a plain disconnectSockets reaches every node's.
      io.local.disconnectSockets(true);
      io.engine.close();
      caps.dispose();
      messages.dispose();
      if (subscriber) {
        await redis.release(subscriber);
      }
    },
  };
  const unsubscribe = sessionEvents.onEnded((event) => {
    if (event.kind === 'user') {
      gateway.disconnectUser(event.userId);
    } else {
      gateway.disconnectSession(event.sessionId);
    }
  });
  const unsubscribeRetros = retroEvents.onStatusChanged(({ retroId, status }) => {
    if (status !== 'INPROGRESS' && status !== 'SCHEDULED') {
      handlers.closeRoom(retroId, status);
    }
  });
  // The signals log a listener's rejection ("squad lead changed", "squad people changed").
  const unsubscribeLeads = squadEvents.onLeadChanged(({ userIds }) => reseatUsers(io, userIds));
  const unsubscribeSquadPeople = squadEvents.onPeopleChanged(({ squadId }) =>
    sprintBoards.recheckWatchers(io, squadId),
  );
  const unsubscribeSprintBoards = subscribeSprintBoards(io, {
    workItems: workItemEvents,
    sprints: sprintEvents,
  });
  const unsubscribeSprintPanels = sprintPanels.subscribe({
    workItems: workItemEvents,
    sprints: sprintEvents,
  });
  // A person's notifications go to their own room: every tab of theirs, on any node (the adapter).
  const stopCreated = notifications.events.onCreated(({ userId, notification, unread }) => {
    io.to(userRoom(userId)).emit('notification:new', { notification, unread });
  });
  const stopCounted = notifications.events.onCount(({ userId, unread }) => {
    io.to(userRoom(userId)).emit('notification:count', { unread });
  });
  const unsubscribeNotifications = () => {
    stopCreated();
    stopCounted();
  };
  return gateway;
}
