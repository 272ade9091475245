import cookie from '@fastify/cookie';
import { createAdapter } from '@socket.io/redis-adapter';
import { ZSocketAuth } from '@squadboard/domain/realtime/retro-room.events';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { isSameOrAllowedOrigin } from '../http/csrf.ts';
import { SESSION_COOKIE } from '../modules/auth/session.ts';
import type { Schedule } from './board-timers.ts';
import { createBoardHandlers } from './retro-board.handlers.ts';
import { createRoomHandlers } from './retro-room.handlers.ts';
import type { RoomServer, RoomSocket } from './room-types.ts';

// socket.io on the same HTTP server as the API. The handshake is authenticated by the session
// cookie or, for a guest, by the pass the join page got (auth.guestToken). Rooms per user and per
// session let the auth service close a user's sockets when their sessions end (on this node or,
// through Redis, any other); the retro rooms are in retro-room.handlers.ts.

export type { SocketData } from './room-types.ts';

export interface RealtimeGateway {
  io: RoomServer;
  disconnectUser(userId: string): void;
  disconnectSession(sessionId: string): void;
  close(): Promise<void>;
}

/** Room messages are capped at 64 KB by the guard; the transport allows framing on top. */
const TRANSPORT_MAX_BYTES = 128 * 1024;

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeOptions {
  /** How the board's timers wait (lock lapses, the end of a countdown); tests fire them by hand. */
  schedule?: Schedule;
}

export async function attachRealtime(
  app: FastifyInstance,
  options: RealtimeOptions = {},
): Promise<RealtimeGateway> {
  const { config, auth, sessionEvents, retroEvents, rooms, board, ending, convert } = app.services;
  const io: RoomServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    maxHttpBufferSize: TRANSPORT_MAX_BYTES,
    allowRequest(req, callback) {
      // Browsers always send Origin on WebSocket and cross-origin requests; refuse foreign pages.
      const origin = req.headers.origin;
      const ok = !origin || isSameOrAllowedOrigin(origin, req.headers.host, config.allowedOrigins);
      callback(ok ? null : 'origin not allowed', ok);
    },
  });

  const redisClients: ReturnType<typeof createClient>[] = [];
  if (config.redisUrl) {
    const pub = createClient({ url: config.redisUrl });
    const sub = pub.duplicate();
    for (const client of [pub, sub]) {
      client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis connection error'));
    }
    await Promise.all([pub.connect(), sub.connect()]);
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub));
  }

  const boardHandlers = createBoardHandlers(io, { board, ending, convert }, app.log, options.schedule);
  const handlers = createRoomHandlers(io, rooms, boardHandlers, app.log);

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
    handlers.attach(socket);
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
      boardHandlers.dispose();
      io.disconnectSockets(true);
      io.engine.close();
      await Promise.all(redisClients.map((c) => c.quit().catch(() => undefined)));
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
  return gateway;
}
