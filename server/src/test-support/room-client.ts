import type { AddressInfo } from 'node:net';
import type {
  ClientToServerEvents,
  ServerEventName,
  ServerToClientEvents,
} from '@squadboard/domain/realtime/socket.events';
import { unpackBatches } from '@squadboard/domain/realtime/socket.events';
import type { FastifyInstance } from 'fastify';
import { io as connect, type Socket } from 'socket.io-client';

// socket.io-client against a real listening test app: the same protocol the browser speaks.

export type RoomClient = Socket<ServerToClientEvents, ClientToServerEvents>;

export function urlOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export class RoomClients {
  private readonly open: RoomClient[] = [];

  constructor(private readonly url: () => string) {}

  /** A connected socket: signed in by a session token, or a guest by their pass. */
  async connect(who: { token?: string | null; guestToken?: string }, url = this.url()): Promise<RoomClient> {
    const socket: RoomClient = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: who.token ? { cookie: `sb_session=${who.token}` } : {},
      auth: who.guestToken ? { guestToken: who.guestToken } : {},
    });
    this.open.push(socket);
    // Coalesced room news (a `batch`) reaches each event's listeners as if sent alone.
    unpackBatches(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', (error) => reject(error));
    });
    return socket;
  }

  /** The handshake's refusal message, or 'connected'. */
  async handshake(who: { token?: string; guestToken?: string }): Promise<string> {
    try {
      await this.connect(who);
      return 'connected';
    } catch (error) {
      return (error as Error).message;
    }
  }

  closeAll(): void {
    for (const socket of this.open) {
      socket.close();
    }
  }
}

/** Emits and resolves with the acknowledgement (untyped payloads let tests send garbage). */
export function request<T = Record<string, unknown>>(
  socket: RoomClient,
  event: string,
  payload: unknown,
): Promise<T> {
  const loose = socket as unknown as {
    timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<T> };
  };
  return loose.timeout(5_000).emitWithAck(event, payload);
}

/** The next `event` this socket receives. */
export function next<T = unknown>(socket: RoomClient, event: ServerEventName, ms = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const loose = socket as unknown as { once(event: string, listener: (payload: T) => void): void };
    loose.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves with the first `event` payload that satisfies `match`. */
export function nextMatching<T>(
  socket: RoomClient,
  event: ServerEventName,
  match: (payload: T) => boolean,
  ms = 5_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const loose = socket as unknown as {
      on(event: string, listener: (payload: T) => void): void;
      off(event: string, listener: (payload: T) => void): void;
    };
    const listener = (payload: T) => {
      if (match(payload)) {
        clearTimeout(timer);
        loose.off(event, listener);
        resolve(payload);
      }
    };
    const timer = setTimeout(() => {
      loose.off(event, listener);
      reject(new Error(`no matching ${event} within ${ms} ms`));
    }, ms);
    loose.on(event, listener);
  });
}
