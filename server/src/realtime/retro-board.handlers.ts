import { MSG } from '@squadboard/domain';
import {
  type BoardOp,
  type BoardOpName,
  type BoardResults,
  ZBoardOps,
} from '@squadboard/domain/realtime/retro-board.events';
import type { RetroRole } from '@squadboard/domain/retro/retro.schema';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../http/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { BacklogCardService } from '../modules/retro-board/backlog-card.service.ts';
import type { LockTarget } from '../modules/retro-board/board.repository.ts';
import {
  type BoardActor,
  type BoardService,
  GROUPED_OPS,
  type GroupedOpName,
} from '../modules/retro-board/board.service.ts';
import type { RoleSeen } from '../modules/retro-board/board-checks.ts';
import type { ConvertService } from '../modules/retro-board/convert.service.ts';
import type { EndingService } from '../modules/retro-board/ending.service.ts';
import { createBoardTimers, type Schedule } from './board-timers.ts';
import { callerNow } from './caller-now.ts';
import { createOpBatcher } from './op-batcher.ts';
import type { RoomBroadcasts } from './room-broadcasts.ts';
import {
  adminRoom,
  participantRoom,
  type RoomSeat,
  type RoomServer,
  type RoomSocket,
  retroRoom,
  waitingRoom,
} from './room-types.ts';
import type { Guard } from './socket-guard.ts';

// The board's messages (spec 002 §7): each operation is applied by the board service in one
// transaction; only after it committed is the room told (coalesced with the room's other news,
// room-broadcasts.ts), then the sender acknowledged; in a busy room the acknowledgement does not
// wait for the room's broadcast window (up to 25 ms on every card).

const GROUPED: ReadonlySet<BoardOpName> = new Set<GroupedOpName>(GROUPED_OPS);
/** Operations with a handler of their own below: checks before, and re-seating after. */
const OWN: ReadonlySet<BoardOpName> = new Set<BoardOpName>(['handover']);
/**
 * Operations applied by the board service: one transaction each, or, for the grouped ones (cards
 * added, edited, dragged, deleted, liked, reacted to), with the others of their turn (op-batcher.ts).
 */
const OP_NAMES = (Object.keys(ZBoardOps) as BoardOpName[]).filter((name) => !OWN.has(name));

type Held = Map<string, { target: LockTarget; id: string; retroId: string; participantId: string }>;
/** What an applied operation means for the locks and timers of this node. */
type AfterOp = { [N in BoardOpName]?: (retroId: string, op: BoardOp<N>, ack: BoardResults[N]) => void };

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

/**
 * The database gave the sender another role than the one their seat took at join (the squad got
 * another lead, the account changed). The seat follows at once, and an ex-admin leaves the
 * admins' room on every node, so they stop hearing who waits. Every socket of that person is
 * then sent `admitted`, the client's cue to join again: the new snapshot brings its page the
 * role, and the room hears the change in `joined`.
 */
export function reseat(io: RoomServer, socket: RoomSocket, participantId: string, role: RetroRole): void {
  const seat = socket.data.seat;
  if (seat?.participant.id !== participantId || seat.participant.role === role) {
    return;
  }
  socket.data.seat = { ...seat, participant: { ...seat.participant, role } };
  const person = participantRoom(participantId);
  if (role !== 'RETRO_ADMIN') {
    io.in(person).socketsLeave(adminRoom(seat.retroId));
  }
  io.to(person).emit('admitted');
}

/**
 * Runs an operation that may read the sender's role from the database, and re-seats the sender
 * afterwards if that role is not the seat's, whether the operation went through or was refused.
 */
export async function followingRole<T>(
  io: RoomServer,
  socket: RoomSocket,
  participantId: string,
  work: (seen: RoleSeen) => Promise<T>,
): Promise<T> {
  const found: { role?: RetroRole } = {};
  try {
    return await work((role) => {
      found.role = role;
    });
  } finally {
    if (found.role) {
      reseat(io, socket, participantId, found.role);
    }
  }
}

/** Whether the participant has a socket admitted to the live room, on any node (Redis adapter). */
async function inRoomNow(io: RoomServer, retroId: string, participantId: string): Promise<boolean> {
  const sockets = await io.in(participantRoom(participantId)).fetchSockets();
  return sockets.some(({ data }) => {
    const seat = data.seat;
    return seat?.retroId === retroId && seat.state === 'admitted' && seat.mode === 'live';
  });
}

/**
 * The facilitator's role changed hands: everyone whose role may have changed joins
 * again, and join puts the right people back in the admins' room with the right role. Those are
 * the admins until now, the target, and, when the role went back to those who hold it by right,
 * every Super Admin or Squad Admin in the room (the lead and Super Admins are admins again; a
 * needless rejoin of another Squad Admin costs one `joined`). The admins' room is emptied at once,
 * so the former admins stop hearing who knocks before their page has even joined again.
 */
async function reseatAfterHandover(
  io: RoomServer,
  retroId: string,
  targetId: string,
  backToRight: boolean,
): Promise<void> {
  const admins = adminRoom(retroId);
  const sockets = await io.in(backToRight ? retroRoom(retroId) : admins).fetchSockets();
  const people = new Set([targetId]);
  for (const socket of sockets) {
    const seat = socket.data.seat;
    const role = socket.data.user?.role;
    if (
      seat?.retroId === retroId &&
      (socket.rooms.has(admins) || role === 'SUPER_ADMIN' || role === 'SQUAD_ADMIN')
    ) {
      people.add(seat.participant.id);
    }
  }
  io.in(admins).socketsLeave(admins);
  io.to([...people].map(participantRoom)).emit('admitted');
}

export function createBoardHandlers(
  io: RoomServer,
  services: {
    board: BoardService;
    ending: EndingService;
    convert: ConvertService;
    backlogCard: BacklogCardService;
    auth: Pick<AuthService, 'resolveSession'>;
  },
  broadcasts: RoomBroadcasts,
  log: FastifyBaseLogger,
  schedule?: Schedule,
) {
  const { board, ending, convert, backlogCard, auth } = services;
  const timers = new Set<NodeJS.Timeout>();
  const grouped = createOpBatcher(board);
  const boardTimers = createBoardTimers({
    board,
    announce: (retroId, emit) => void broadcasts.send(retroRoom(retroId), emit),
    log,
    schedule,
  });

  // Set when the gateway closes: locks freed by the sockets it closes are not told any more
  // (the Redis clients that would carry the news are closing too).
  let closed = false;

  function tellFreed(retroId: string, freed: Record<LockTarget, readonly string[]>): void {
    if (closed) {
      return;
    }
    for (const target of ['column', 'card'] as const) {
      for (const id of freed[target]) {
        boardTimers.lockFreed(target, id);
        void broadcasts.send(retroRoom(retroId), { event: 'editing', payload: { target, id, by: null } });
      }
    }
  }

  /** Counts the vote if it is due and tells the room, once, whoever counted it. */
  async function countVote(retroId: string): Promise<void> {
    const outcome = await ending.finalize(retroId);
    if (outcome?.counted) {
      await broadcasts.send(retroRoom(retroId), {
        event: 'cadence_result',
        payload: { result: outcome.result, cadence_object: outcome.summary },
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

  return {
    /**
     * Answers what frees this socket's edit locks: the room calls it when the socket leaves the
     * room without closing (`leave`); a closing socket frees them by itself.
     */
    attach(socket: RoomSocket, guard: Guard): { releaseHeld(): void } {
      /** The sender's seat, for an operation that may find their role changed. */
      const checked = <T>(actor: BoardActor, work: (seen: RoleSeen) => Promise<T>) =>
        followingRole(io, socket, actor.participantId, work);

      // The locks this socket took: when it disconnects or leaves the room, its edits are over.
      const held: Held = new Map();
      const freed = (target: LockTarget, id: string) => {
        held.delete(`${target}:${id}`);
        boardTimers.lockFreed(target, id);
      };
      const after: AfterOp = {
        startTimer: (retroId, _op, { timer }) => {
          if (timer.endsAt) {
            boardTimers.timerStarted(retroId, timer.endsAt);
          }
        },
        stopTimer: (retroId) => boardTimers.timerStopped(retroId),
        // Saving frees the lock in the same transaction; deleting takes it away with the row.
        edit: (_retroId, { cardId }) => freed('card', cardId),
        delete: (_retroId, { cardId }) => freed('card', cardId),
        editTitle: (_retroId, { columnId }) => freed('column', columnId),
        deleteTitle: (_retroId, { columnId }) => freed('column', columnId),
      };

      for (const name of OP_NAMES) {
        guard.on(name, async (op) => {
          const actor = actorOf(socket.data.seat);
          const outcome = await checked(actor, (seen) =>
            GROUPED.has(name)
              ? // A grouped name's payload is its own (the guard checked it against its schema).
                grouped.submit(actor, name as GroupedOpName, op as never, seen)
              : board.apply(actor, name, op, seen),
          );
          // Blur (a card's text for its author only) is kept per recipient by the broadcasts. The
          // sender needs only its acknowledgement: in a busy room it goes before the room's batch.
          await broadcasts.answerFirst(retroRoom(actor.retroId), ...outcome.emits);
          // The loop's name is the union of all names, which TypeScript cannot pair with its own
          // entry of the table; each entry is typed by its name above, so this holds.
          after[name]?.(actor.retroId, op as never, outcome.ack as never);
          return outcome.ack;
        });
      }

      guard.on('handover', async (op) => {
        const actor = actorOf(socket.data.seat);
        // Only to someone in the room now: the database cannot tell, the sockets can. A retry of
        // a handover that went through gets its first outcome, wherever its target is now.
        const retry = await board.applied(actor, op.opId);
        if (!retry && !(await inRoomNow(io, actor.retroId, op.participantId))) {
          throw appError('HANDOVER_TARGET');
        }
        const outcome = await checked(actor, (seen) => board.apply(actor, 'handover', op, seen));
        await broadcasts.send(retroRoom(actor.retroId), ...outcome.emits);
        const handed = outcome.emits.find((emit) => emit.event === 'handedOver');
        const backToRight = handed?.event === 'handedOver' && handed.payload.participantId === null;
        await reseatAfterHandover(io, actor.retroId, outcome.ack.participantId, backToRight);
        return outcome.ack;
      });

      guard.on('editing', async ({ target, id, on }) => {
        const actor = actorOf(socket.data.seat);
        const locked = await checked(actor, (seen) => board.lock(actor, target, id, on, seen));
        if (locked) {
          if (on) {
            const { retroId, participantId } = actor;
            held.set(`${target}:${id}`, { target, id, retroId, participantId });
            boardTimers.lockTaken(retroId, target, id);
          } else {
            freed(target, id);
          }
          // Renewals too: a client that missed the first one learns who edits.
          await broadcasts.send(retroRoom(actor.retroId), {
            event: 'editing',
            payload: { target, id, by: on ? actor.participantId : null },
          });
        }
        return { locked };
      });

      const releaseHeld = () => {
        for (const { target, id, retroId, participantId } of held.values()) {
          board
            .releaseLocks(retroId, participantId, { target, id })
            .then((gone) => tellFreed(retroId, gone))
            .catch((error: unknown) => log.error({ err: error }, 'releasing an edit lock failed'));
        }
        held.clear();
      };
      socket.on('disconnect', releaseHeld);

      guard.on('sync', async ({ cardsPerColumn }) => {
        const actor = actorOf(socket.data.seat, 'live-or-ended');
        await countVote(actor.retroId);
        const [view, moodVote] = await Promise.all([
          board.view(actor.retroId, actor.participantId, cardsPerColumn),
          ending.state(actor.retroId, actor.participantId),
        ]);
        if (view.lapsed.column.length > 0 || view.lapsed.card.length > 0) {
          // No timer freed these (the node that had it went away): whoever reads them first does.
          tellFreed(actor.retroId, await board.releaseLapsed(actor.retroId, view.lapsed));
        }
        return { board: { ...view.board, moodVote } };
      });

      guard.on('close_retro', async ({ opId }) => {
        const actor = actorOf(socket.data.seat);
        const { resultAt } = await checked(actor, (seen) => ending.end(actor, opId, seen));
        const rooms = [retroRoom(actor.retroId), waitingRoom(actor.retroId)];
        // At once, after what the room had gathered: nobody hears the end before the last card.
        broadcasts.flushNow(rooms);
        io.to(rooms).emit('close', {
          status: 'COMPLETED',
          resultAt,
        });
        countVoteAt(actor.retroId, resultAt);
        return { resultAt };
      });

      guard.on('action', async (op) => {
        const actor = actorOf(socket.data.seat);
        const { identity } = socket.data;
        const userId = identity.kind === 'user' ? identity.userId : null;
        const outcome = await checked(actor, (seen) => convert.convert(actor, userId, op, seen));
        await broadcasts.send(retroRoom(actor.retroId), ...outcome.emits);
        return { ...outcome.ack, message: MSG.retro.actionMoved };
      });

      guard.on('backlog', async (op) => {
        const actor = actorOf(socket.data.seat);
        // Work-item rights rest on the session (role, squads), read afresh as a request would.
        const caller = socket.data.user ? await callerNow(auth, socket) : null;
        const outcome = await backlogCard.toBacklog(actor, caller, op);
        await broadcasts.send(retroRoom(actor.retroId), ...outcome.emits);
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
      return { releaseHeld };
    },

    dispose(): void {
      for (const timer of timers) {
        clearTimeout(timer);
      }
      timers.clear();
      boardTimers.dispose();
      closed = true;
    },

    /** A participant's last socket closed: the locks they held are freed for everyone. */
    async release(retroId: string, participantId: string): Promise<void> {
      try {
        tellFreed(retroId, await board.releaseLocks(retroId, participantId));
      } catch (error) {
        log.error({ err: error }, 'releasing edit locks failed');
      }
    },
  };
}
