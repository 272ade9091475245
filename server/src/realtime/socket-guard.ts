import { MSG } from '@squadboard/domain';
import { type AckError, ROOM_PAYLOAD_MAX_BYTES } from '@squadboard/domain/realtime/retro-room.events';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import type { z } from 'zod';
import { AppError } from '../http/app-error.ts';

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

function refusal(code: string, message: string): AckError {
  return { ok: false, code, message };
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
   * Registers `handler` for `event`: its result is acknowledged as `{ ok: true, ...result }`;
   * an AppError as `{ ok: false, code, message }`.
   */
  on<S extends z.ZodType, R extends object>(
    event: string,
    schema: S,
    handler: (payload: z.infer<S>) => Promise<R>,
  ): void;
}

// socket.io's typed `on` cannot take a computed event name; the guard is the one untyped seam,
// and the zod schema restores the payload's type.
type LooseSocket = { on(event: string, listener: (...args: unknown[]) => void): unknown };

export function createGuard(socket: Socket, log: FastifyBaseLogger): Guard {
  const bucket = createTokenBucket(SOCKET_RATE.burst, SOCKET_RATE.perSecond);
  const loose = socket as unknown as LooseSocket;
  return {
    on(event, schema, handler) {
      loose.on(event, (...args: unknown[]) => {
        const last = args[args.length - 1];
        const ack = typeof last === 'function' ? (last as (result: unknown) => void) : () => undefined;
        const payload = typeof args[0] === 'function' ? undefined : args[0];
        if (!bucket.take()) {
          ack(refusal('RATE_LIMITED', MSG.room.rateLimited));
          return;
        }
        if (payloadBytes(payload) > ROOM_PAYLOAD_MAX_BYTES) {
          ack(refusal('PAYLOAD_TOO_LARGE', MSG.room.tooLarge));
          return;
        }
        const parsed = schema.safeParse(payload);
        if (!parsed.success) {
          ack(refusal('INVALID_PAYLOAD', MSG.validation.invalidDetails));
          return;
        }
        handler(parsed.data).then(
          (result) => ack({ ok: true, ...result }),
          (error: unknown) => {
            if (error instanceof AppError) {
              ack(refusal(error.code, error.message));
              return;
            }
            log.error({ err: error, event }, 'socket handler failed');
            ack(refusal('INTERNAL', MSG.generic.somethingWentWrong));
          },
        );
      });
    },
  };
}
