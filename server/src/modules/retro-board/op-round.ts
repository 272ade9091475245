import type { BoardOp, BoardOpName } from '@squadboard/domain/realtime/retro-board.events';
import { type AppError, appError } from '../../http/app-error.ts';
import type { BoardRepository, BoardRetroRow } from './board.repository.ts';
import type { RoleSeen } from './board-checks.ts';
import type { BoardActor, BoardCtx, Outcome } from './board-ctx.ts';
import { type GroupItem, type RunRound, refusable, type Settled } from './board-group.ts';
import { addCards } from './card-add.ops.ts';

// One round of a group of board operations (board-group.ts: the operations of a turn share a
// transaction). The round's operations apply in the order they came: a run of likes of one retro
// toggles in two statements at most, a run of adds writes in two (card-add.ops.ts), any other
// operation (a reaction, an edit, a drag, a delete) applies alone, inside the group's transaction.
// Keeping the order keeps each sender's own operations in the order they sent them, and a card's
// changes in the order they came (a like after the card's deletion is refused, as it would be
// alone). Each is refused (CARD_GONE, COLUMN_GONE, NOT_YOUR_CARD…) before anything of it is written.

/**
 * Operations applied in groups (applyMany). Likes and reactions change only their sender's own
 * rows: alone, or in a group of nothing else, they run side by side (a share lock of the retro's
 * row); the others write where other operations read (a column's last rank, a card) and take the
 * row's update lock.
 */
export const GROUPED_OPS = [
  'like',
  'emoji',
  'add',
  'edit',
  'drag',
  'delete',
] as const satisfies readonly BoardOpName[];
export type GroupedOpName = (typeof GROUPED_OPS)[number];
export const SHARED_LOCK_OPS: ReadonlySet<BoardOpName> = new Set<BoardOpName>(['like', 'emoji']);

/** One operation of a group, with its sender, and who hears the role it may read (edit, delete). */
export type GroupedOp = {
  [N in GroupedOpName]: { actor: BoardActor; name: N; op: BoardOp<N>; seen?: RoleSeen };
}[GroupedOpName];
export type GroupedItem = GroupedOp & GroupItem;

type Handlers = { [N in GroupedOpName]: (ctx: BoardCtx, op: BoardOp<N>) => Promise<Outcome<N>> };
type CheckLikes = (
  tx: BoardRepository,
  retro: BoardRetroRow,
  likes: readonly { participantId: string; cardId: string }[],
) => Promise<(AppError | null)[]>;

/** A like's outcome, or CARD_GONE when the toggle found no such card (`liked` null). */
export function likeOutcome(actor: BoardActor, cardId: string, liked: boolean | null): Outcome<'like'> {
  if (liked === null) {
    throw appError('CARD_GONE');
  }
  const change = { cardId, participantId: actor.participantId, liked };
  return { ack: { liked }, emits: [{ event: 'liked', payload: change }] };
}

/** What a group needs of an operation: its op id, what it writes and what it touches. */
export function groupItemOf(item: GroupedOp): GroupedItem {
  const { actor, op } = item;
  const sender = `participant:${actor.participantId}`;
  const key = { participantId: actor.participantId, opId: op.opId };
  const base = { retroId: actor.retroId, key, event: item.name };
  switch (item.name) {
    case 'add':
      // Two adds never write the same thing: each is a new card.
      return { ...item, ...base, writes: `add:${op.opId}`, touches: [sender, `column:${item.op.columnId}`] };
    case 'like':
    case 'emoji':
      return {
        ...item,
        ...base,
        writes: `${item.name}:${item.op.cardId}:${actor.participantId}`,
        touches: [sender, `card:${item.op.cardId}`],
      };
    case 'drag':
      return {
        ...item,
        ...base,
        writes: `card:${item.op.cardId}`,
        touches: [sender, `card:${item.op.cardId}`, `column:${item.op.toColumnId}`],
      };
    default:
      return {
        ...item,
        ...base,
        writes: `card:${item.op.cardId}`,
        touches: [sender, `card:${item.op.cardId}`],
      };
  }
}

/** The round in runs: consecutive likes of one retro, consecutive adds, and each other op alone. */
function runsOf(items: readonly GroupedItem[]): GroupedItem[][] {
  const runs: GroupedItem[][] = [];
  for (const item of items) {
    const run = runs.at(-1);
    const head = run?.[0];
    const joins =
      head !== undefined &&
      ((item.name === 'add' && head.name === 'add') ||
        (item.name === 'like' && head.name === 'like' && head.retroId === item.retroId));
    if (run && joins) {
      run.push(item);
    } else {
      runs.push([item]);
    }
  }
  return runs;
}

export function createRoundRunner(deps: {
  handlers: Handlers;
  checkLikes: CheckLikes;
  now: () => Date;
}): RunRound<GroupedItem, Outcome<GroupedOpName>> {
  /** A run of likes of one retro: the phase and budget checked, then toggled in one statement. */
  async function likes(
    tx: BoardRepository,
    retro: BoardRetroRow,
    asked: readonly (GroupedItem & { name: 'like' })[],
  ): Promise<Settled<Outcome<'like'>>[]> {
    const refusals = await deps.checkLikes(
      tx,
      retro,
      asked.map(({ actor, op }) => ({ participantId: actor.participantId, cardId: op.cardId })),
    );
    const allowed = asked.filter((_, i) => !refusals[i]);
    const toggled = await tx.toggleLikes(
      retro.id,
      allowed.map(({ actor, op }) => ({ cardId: op.cardId, participantId: actor.participantId })),
    );
    const liked = new Map(allowed.map((item, i) => [item, toggled[i] ?? null]));
    return Promise.all(
      asked.map((item, i) => {
        const refusal = refusals[i];
        return refusal
          ? { ok: false as const, error: refusal }
          : refusable(async () => likeOutcome(item.actor, item.op.cardId, liked.get(item) ?? null));
      }),
    );
  }

  return async (tx, retros, items) => {
    const settled: Settled<Outcome<GroupedOpName>>[] = [];
    for (const run of runsOf(items)) {
      const head = run[0] as GroupedItem;
      const retro = retros.get(head.retroId);
      if (head.name === 'add') {
        settled.push(...(await addCards(tx, retros, run as (GroupedItem & { name: 'add' })[], deps.now())));
      } else if (!retro) {
        settled.push(...run.map(() => ({ ok: false as const, error: appError('NOT_LIVE') })));
      } else if (head.name === 'like') {
        settled.push(...(await likes(tx, retro, run as (GroupedItem & { name: 'like' })[])));
      } else {
        // The name and its payload come in pairs, which the union cannot follow: each handler
        // gets its own operation's payload.
        const handler = deps.handlers[head.name] as (
          ctx: BoardCtx,
          op: GroupedOp['op'],
        ) => Promise<Outcome<GroupedOpName>>;
        settled.push(
          await refusable(() => handler({ tx, actor: head.actor, retro, seen: head.seen }, head.op)),
        );
      }
    }
    return settled;
  };
}
