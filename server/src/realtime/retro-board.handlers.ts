import {
  type BoardEventName,
  type BoardEventPayload,
  type BoardOpName,
  ZBoardOps,
} from '@squadboard/domain/realtime/retro-board.events';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../http/app-error.ts';
import type {
  BoardActor,
  BoardEmit,
  BoardEventEmit,
  BoardService,
} from '../modules/retro-board/board.service.ts';
import type { ConvertService } from '../modules/retro-board/convert.service.ts';
import type { EndingService } from '../modules/retro-board/ending.service.ts';
import {
  participantRoom,
  type RoomSeat,
  type RoomServer,
  type RoomSocket,
  retroRoom,
  waitingRoom,
} from './room-types.ts';
import type { Guard } from './socket-guard.ts';

// The board's messages (spec 002 §7): each operation is applied by the board service in one
// transaction; only after it committed is the sender acknowledged and the room told.

const OP_NAMES = Object.keys(ZBoardOps) as BoardOpName[];

type RoomBroadcast = ReturnType<RoomServer['to']>;
type EmitBoardEvent = <E extends BoardEventName>(event: E, payload: BoardEventPayload<E>) => boolean;

/**
 * Sends one of the board's events. socket.io types emit's arguments as Parameters<map[E]>, which
 * TypeScript cannot build from a payload while E is generic; the signature asserted here is the
 * map's own (an event's one argument is its payload), so callers stay fully checked.
 */
function relay<E extends BoardEventName>(target: RoomBroadcast, { event, payload }: BoardEventEmit<E>): void {
  const emit = target.emit.bind(target) as EmitBoardEvent;
  emit(event, payload);
}

/**
 * The sender's seat, if they are in the room (live, or read-only after the end when `ended` is
 * allowed); otherwise the operation is refused.
 */
export function actorOf(seat: RoomSeat | null, allow: 'live' | 'live-or-ended' = 'live'): BoardActor {
  const modes = allow === 'live' ? ['live'] : ['live', 'read-only'];
  if (seat?.state !== 'admitted' || !modes.includes(seat.mode)) {
    throw appError('NOT_IN_ROOM');
  }
  return {
    retroId: seat.retroId,
    participantId: seat.participant.id,
    name: seat.participant.name,
    role: seat.participant.role,
  };
}

export function createBoardHandlers(
  io: RoomServer,
  services: { board: BoardService; ending: EndingService; convert: ConvertService },
  log: FastifyBaseLogger,
) {
  const { board, ending, convert } = services;
  const timers = new Set<NodeJS.Timeout>();

  /** Counts the vote if it is due and tells the room, once, whoever counted it. */
  async function countVote(retroId: string): Promise<void> {
    const outcome = await ending.finalize(retroId);
    if (outcome?.counted) {
      io.to(retroRoom(retroId)).emit('cadence_result', {
        result: outcome.result,
        cadence_object: outcome.summary,
      });
    }
  }

  function countVoteAt(retroId: string, resultAt: string): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        countVote(retroId).catch((error: unknown) =>
          log.error({ err: error }, 'counting the mood vote failed'),
        );
      },
      Math.max(0, Date.parse(resultAt) - Date.now()) + 50,
    );
    timers.add(timer);
  }

  function broadcast(retroId: string, emits: readonly BoardEmit[]): void {
    for (const emit of emits) {
      const everyone = io.to(retroRoom(retroId));
      if (!emit.blurredExceptFor) {
        relay(everyone, emit);
        continue;
      }
      // Blur: the author gets the text, everybody else the card without it.
      const { event, payload, blurredExceptFor } = emit;
      const author = participantRoom(blurredExceptFor);
      relay(io.to(author), { event, payload });
      relay(everyone.except(author), { event, payload: { card: { ...payload.card, text: null } } });
    }
  }

  return {
    attach(socket: RoomSocket, guard: Guard): void {
      for (const name of OP_NAMES) {
        guard.on(name, async (op) => {
          const actor = actorOf(socket.data.seat);
          const outcome = await board.apply(actor, name, op);
          broadcast(actor.retroId, outcome.emits);
          return outcome.ack;
        });
      }

      guard.on('editing', async ({ target, id, on }) => {
        const actor = actorOf(socket.data.seat);
        const locked = await board.lock(actor, target, id, on);
        if (locked) {
          io.to(retroRoom(actor.retroId)).emit('editing', {
            target,
            id,
            by: on ? actor.participantId : null,
          });
        }
        return { locked };
      });

      guard.on('sync', async () => {
        const actor = actorOf(socket.data.seat, 'live-or-ended');
        await countVote(actor.retroId);
        const [state, moodVote] = await Promise.all([
          board.board(actor.retroId, actor.participantId),
          ending.state(actor.retroId, actor.participantId),
        ]);
        return { board: { ...state, moodVote } };
      });

      guard.on('close_retro', async ({ opId }) => {
        const actor = actorOf(socket.data.seat);
        const { resultAt } = await ending.end(actor, opId);
        io.to([retroRoom(actor.retroId), waitingRoom(actor.retroId)]).emit('close', {
          status: 'COMPLETED',
          resultAt,
        });
        countVoteAt(actor.retroId, resultAt);
        return { resultAt };
      });

      guard.on('action', async (op) => {
        const actor = actorOf(socket.data.seat);
        const { identity } = socket.data;
        const outcome = await convert.convert(actor, identity.kind === 'user' ? identity.userId : null, op);
        broadcast(actor.retroId, outcome.emits);
        return outcome.ack;
      });

      guard.on('cadence_input', async ({ vote }) => {
        await ending.vote(actorOf(socket.data.seat, 'live-or-ended'), vote);
        return {};
      });

      guard.on('acceptMetrics', async ({ useful }) => {
        await ending.useful(actorOf(socket.data.seat, 'live-or-ended'), useful);
        return {};
      });
    },

    dispose(): void {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
    },

    /** A participant's last socket closed: the locks they held are freed for everyone. */
    async release(retroId: string, participantId: string): Promise<void> {
      try {
        const freed = await board.releaseLocks(retroId, participantId);
        for (const id of freed.columns) {
          io.to(retroRoom(retroId)).emit('editing', { target: 'column', id, by: null });
        }
        for (const id of freed.cards) {
          io.to(retroRoom(retroId)).emit('editing', { target: 'card', id, by: null });
        }
      } catch (error) {
        log.error({ err: error }, 'releasing edit locks failed');
      }
    },
  };
}
