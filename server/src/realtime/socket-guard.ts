import { containsNul } from '@squadboard/domain/common/nul';
import type { AckError } from '@squadboard/domain/realtime/retro-room.events';
import {
  type ClientAck,
  type ClientEventName,
  type ClientPayload,
  type ClientResult,
  SOCKET_MESSAGE_MAX_BYTES,
  ZClientMessages,
} from '@squadboard/domain/realtime/socket.events';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, appError } from '../http/app-error.ts';
import { createTokenBucket, messageBudgetOf } from './message-budget.ts';
import type { RoomSocket } from './room-types.ts';

// Every incoming socket message passes here before anything happens (DESIGN rule 5): a rate
// budget per socket, a size cap, no NUL anywhere (PostgreSQL cannot store it, and a failing query
// would log the text), a zod parse, the person's budget across their sockets (message-budget.ts),
// then the handler; the acknowledgement carries the outcome. A refused message changes nothing,
// and its content is never logged.

/** Messages a socket may send: a burst, then a steady rate (a busy board, not a script). */
export const SOCKET_RATE = { burst: 30, perSecond: 10 } as const;

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
  const personBudget = messageBudgetOf(socket);

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
      if (payloadBytes(payload) > SOCKET_MESSAGE_MAX_BYTES) {
        ack(refusal(appError('MESSAGE_TOO_LARGE')));
        return;
      }
      if (containsNul(payload)) {
        ack(refusal(appError('NUL_CHARACTER')));
        return;
      }
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        ack(refusal(appError('INVALID_PAYLOAD')));
        return;
      }
      const allowed = personBudget ? personBudget() : Promise.resolve(true);
      allowed
        .then((ok) => {
          if (!ok) {
            throw appError('MESSAGE_RATE_LIMITED');
          }
          return handler(parsed.data);
        })
        .then(
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
