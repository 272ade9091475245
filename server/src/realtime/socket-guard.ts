import { type AckError, ROOM_PAYLOAD_MAX_BYTES } from '@squadboard/domain/realtime/retro-room.events';
import {
  type ClientAck,
  type ClientEventName,
  type ClientPayload,
  type ClientResult,
  ZClientMessages,
} from '@squadboard/domain/realtime/socket.events';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, appError } from '../http/app-error.ts';
import type { RoomSocket } from './room-types.ts';

// Every incoming socket message passes here before anything happens (DESIGN rule 5): a rate
// budget per socket, a size cap, a zod parse, then the handler; the acknowledgement carries the
// outcome. A refused message changes nothing.

/** Messages a socket may send: a burst, then a steady rate (a busy board, not a script). */
export const SOCKET_RATE = { burst: 30, perSecond: 10 } as const;

export interface TokenBucket {
  take(): boolean;
}

export function createTokenBucket(
  burst: number,
  perSecond: number,
  now: () => number = Date.now,
): TokenBucket {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
      last = at;
      if (tokens < 1) {
        return false;
      }
      tokens -= 1;
      return true;
    },
  };
}

/** The acknowledgement of a refused message: the catalogue's code and message, as over HTTP. */
function refusal(error: AppError): AckError {
  return { ok: false, code: error.code, message: error.message };
}

/** Bytes of the payload as JSON; anything that cannot be serialised counts as too large. */
function payloadBytes(payload: unknown): number {
  try {
    return Buffer.byteLength(JSON.stringify(payload ?? null), 'utf8');
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

export interface Guard {
  /**
   * Registers `handler` for `event`, whose payload is parsed with the event's schema from the
   * map: its result is acknowledged as `{ ok: true, ...result }`; an AppError as
   * `{ ok: false, code, message }`.
   */
  on<E extends ClientEventName>(
    event: E,
    handler: (payload: ClientPayload<E>) => Promise<ClientResult<E>>,
  ): void;
}

export function createGuard(socket: RoomSocket, log: FastifyBaseLogger): Guard {
  const bucket = createTokenBucket(SOCKET_RATE.burst, SOCKET_RATE.perSecond);

  function on<E extends ClientEventName>(
    event: E,
    handler: (payload: ClientPayload<E>) => Promise<ClientResult<E>>,
  ): void {
    const schema = ZClientMessages[event];
    // socket.io's typed on() cannot pair a generic event name with its listener, but any one
    // event's listener accepts this one: it takes what arrives as unknown, since nothing from the
    // wire is trusted before the parse.
    const name: ClientEventName = event;
    socket.on(name, (...args: unknown[]) => {
      const last = args[args.length - 1];
      const ack = (result: ClientAck<E>) => {
        if (typeof last === 'function') {
          last(result);
        }
      };
      const payload = typeof args[0] === 'function' ? undefined : args[0];
      if (!bucket.take()) {
        ack(refusal(appError('MESSAGE_RATE_LIMITED')));
        return;
      }
      if (payloadBytes(payload) > ROOM_PAYLOAD_MAX_BYTES) {
        ack(refusal(appError('MESSAGE_TOO_LARGE')));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        ack(refusal(appError('INVALID_PAYLOAD')));
        return;
      }
      handler(parsed.data).then(
        (result) => ack({ ok: true, ...result }),
        (error: unknown) => {
          if (error instanceof AppError) {
            ack(refusal(error));
            return;
          }
          log.error({ err: error, event }, 'socket handler failed');
          ack(refusal(appError('INTERNAL')));
        },
      );
    });
  }

  return { on };
}
