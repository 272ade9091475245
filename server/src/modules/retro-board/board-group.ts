import type { OpEventName } from '@squadboard/domain/realtime/retro-board.events';
import { AppError, appError } from '../../http/app-error.ts';
import type { BoardRepository, BoardRetroRow } from './board.repository.ts';
import { firstOutcome } from './board-checks.ts';
import { type OpKey, opKey } from './op-group.queries.ts';

// A group of operations applied in ONE transaction (likes in a burst share a
// transaction; so do the cards added, edited, dragged and deleted on a node in one
// turn, whatever their retros). A burst of 300 likes then costs one lock of the retro's row, one
// read of the earlier outcomes, the toggles and one insert of the new outcomes, instead of 300
// transactions in a row. Each operation still gets its own answer, exactly the one it would get
// alone: a retry (an op id seen before, in the database or earlier in the group) its first
// outcome, a refused operation its own error, which leaves the others alone.

/** What became of one operation: its outcome, or the error that refused it. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** One operation of a group: its retro, its sender's op id, its event, and what it writes. */
export interface GroupItem {
  retroId: string;
  key: OpKey;
  event: OpEventName;
  /** Operations that write the same thing (a participant's like of a card) apply one by one. */
  writes: string;
  /**
   * What else it reads or changes that another operation might too (its sender, its card, its
   * column): once an operation waits for a later round, every later one sharing any of these
   * waits with it, so that they keep their order.
   */
  touches: readonly string[];
}

/**
 * Applies one round of a group: operations that write different things, so they may be applied
 * together (in bulk). Answers one settlement per item, in order. An operation must be refused (an
 * AppError) before it writes anything: the transaction is the group's and goes on.
 */
export type RunRound<I, O> = (
  tx: BoardRepository,
  retros: ReadonlyMap<string, BoardRetroRow>,
  items: readonly I[],
) => Promise<Settled<O>[]>;

/** Thrown to undo the group: a twin of one of its operations was recorded meanwhile elsewhere. */
class TwinRecorded extends Error {}

/** Runs `work`; a refusal (AppError) settles it, anything else undoes the whole group. */
export async function refusable<T>(work: () => Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof AppError) {
      return { ok: false, error };
    }
    throw error;
  }
}

/**
 * Splits the items into rounds: each round's items have distinct op ids and write distinct
 * things; an item goes after every earlier one it shares either with, and after every earlier
 * one that went to a later round and touches what it touches. A burst is one round.
 */
function rounds<I extends GroupItem>(items: readonly I[]): I[][] {
  const out: I[][] = [];
  let pending = [...items];
  while (pending.length > 0) {
    const round: I[] = [];
    const later: I[] = [];
    const taken = new Set<string>();
    const waiting = new Set<string>();
    for (const item of pending) {
      const marks = [`op:${opKey(item.key)}`, `writes:${item.writes}`];
      if (marks.some((mark) => taken.has(mark)) || item.touches.some((touch) => waiting.has(touch))) {
        later.push(item);
        for (const touch of item.touches) {
          waiting.add(touch);
        }
      } else {
        round.push(item);
      }
      for (const mark of marks) {
        taken.add(mark);
      }
    }
    out.push(round);
    pending = later;
  }
  return out;
}

/**
 * Applies `items` in one transaction, their retros' rows locked in `mode` ('share' for likes and
 * reactions, which exclude the retro's end but not each other; 'update' when cards are added,
 * whose ranks follow the column's last), round by round through `runRound`. When the
 * transaction fails as a whole (a database error, or a twin recorded by another node
 * meanwhile), every operation is applied again alone by `one`, in its own transaction, and
 * answered what it answers.
 */
export async function applyGroup<I extends GroupItem, O extends object>(
  repo: BoardRepository,
  items: readonly I[],
  mode: 'share' | 'update',
  runRound: RunRound<I, O>,
  one: (item: I) => Promise<O>,
): Promise<Settled<O>[]> {
  try {
    return await repo.transaction(async (tx) => {
      const { retros, prior: known } = await tx.lockRetros(
        [...new Set(items.map((item) => item.retroId))],
        mode,
        items.map((item) => item.key),
      );
      const settled = new Map<I, Settled<O>>();
      const fresh: Parameters<BoardRepository['saveOutcomes']>[0][number][] = [];
      for (const round of rounds(items)) {
        const toRun: I[] = [];
        for (const item of round) {
          const answered = await refusable(async () => {
            const prior = firstOutcome<O>(known.get(opKey(item.key)) ?? null, item.event);
            if (!prior && retros.get(item.retroId)?.status !== 'INPROGRESS') {
              throw appError('NOT_LIVE');
            }
            return prior;
          });
          if (answered.ok && !answered.value) {
            toRun.push(item);
          } else {
            settled.set(item, answered as Settled<O>);
          }
        }
        for (const [i, result] of (await runRound(tx, retros, toRun)).entries()) {
          const item = toRun[i] as I;
          settled.set(item, result);
          if (result.ok) {
            // The same op id in a later round is a retry: it gets this outcome, as it would
            // from retro_ops once committed.
            known.set(opKey(item.key), { event: item.event, outcome: result.value });
            fresh.push({ ...item.key, retroId: item.retroId, event: item.event, outcome: result.value });
          }
        }
      }
      const saved = await tx.saveOutcomes(fresh);
      if (saved.size < fresh.length) {
        throw new TwinRecorded();
      }
      return items.map((item) => settled.get(item) ?? { ok: false, error: new Error('not applied') });
    });
  } catch {
    const alone: Settled<O>[] = [];
    for (const item of items) {
      alone.push(
        await one(item).then(
          (value) => ({ ok: true, value }) as const,
          (failure: unknown) => ({ ok: false, error: failure }) as const,
        ),
      );
    }
    return alone;
  }
}
