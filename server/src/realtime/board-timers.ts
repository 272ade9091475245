import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { LockTarget } from '../modules/retro-board/board.repository.ts';
import type { BoardEventEmit, BoardService } from '../modules/retro-board/board.service.ts';

// What happens on the board at a time nobody asks for it: an edit lock nobody renewed lapses,
// and a countdown reaches zero. The node that took the lock or started the timer keeps the one
// timer for it. What the timer does is a conditional write (only a lock still unrenewed, only
// the same run of the timer), so a timer that fires late, twice, or on two nodes tells the room
// once; and a node that went away loses nothing, because a lapsed lock reads as free anyway.

/** Runs `run` after `ms`; the answer cancels it. Tests pass their own to fire on demand. */
export type Schedule = (run: () => Promise<void>, ms: number) => () => void;

const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(() => void run(), ms);
  return () => clearTimeout(timer);
};

/** Fired a little after the moment, so the write's own clock agrees that it has come. */
const LATE_MS = 50;

export interface BoardTimersDeps {
  board: Pick<BoardService, 'releaseLapsed' | 'finishTimer'>;
  /** Tells a retro's room. */
  announce: (retroId: string, emit: BoardEventEmit) => void;
  log: FastifyBaseLogger;
  schedule?: Schedule;
  now?: () => number;
}

export type BoardTimers = ReturnType<typeof createBoardTimers>;

export function createBoardTimers(deps: BoardTimersDeps) {
  const { board, announce, log } = deps;
  const schedule = deps.schedule ?? realSchedule;
  const now = deps.now ?? Date.now;
  const pending = new Map<string, () => void>();

  function at(key: string, ms: number, work: () => Promise<void>): void {
    pending.get(key)?.();
    const stop = schedule(() => {
      if (pending.get(key) === stop) {
        pending.delete(key);
      }
      return work().catch((error: unknown) => log.error({ err: error, key }, 'a board timer failed'));
    }, Math.max(0, ms) + LATE_MS);
    pending.set(key, stop);
  }

  function cancel(key: string): void {
    pending.get(key)?.();
    pending.delete(key);
  }

  const lockKey = (target: LockTarget, id: string) => `lock:${target}:${id}`;
  const timerKey = (retroId: string) => `timer:${retroId}`;

  async function expire(retroId: string, target: LockTarget, id: string): Promise<void> {
    const lapsed = target === 'column' ? { column: [id], card: [] } : { column: [], card: [id] };
    const freed = await board.releaseLapsed(retroId, lapsed);
    for (const freedId of freed[target]) {
      announce(retroId, { event: 'editing', payload: { target, id: freedId, by: null } });
    }
  }

  return {
    /** A lock was taken or renewed just now: it lapses EDIT_LOCK.ttlMs later unless renewed. */
    lockTaken(retroId: string, target: LockTarget, id: string): void {
      at(lockKey(target, id), EDIT_LOCK.ttlMs, () => expire(retroId, target, id));
    },

    /** The lock was freed (saved, cancelled, its holder gone): nothing left to expire. */
    lockFreed(target: LockTarget, id: string): void {
      cancel(lockKey(target, id));
    },

    /** A run of the countdown ends at `endsAt`: the room hears it then (`emit_sound`). */
    timerStarted(retroId: string, endsAt: string): void {
      at(timerKey(retroId), Date.parse(endsAt) - now(), async () => {
        const timer = await board.finishTimer(retroId, endsAt);
        if (timer) {
          announce(retroId, { event: 'emit_sound', payload: { timer } });
        }
      });
    },

    timerStopped(retroId: string): void {
      cancel(timerKey(retroId));
    },

    dispose(): void {
      for (const stop of pending.values()) {
        stop();
      }
      pending.clear();
    },
  };
}
