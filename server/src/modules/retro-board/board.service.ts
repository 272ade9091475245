import { rankBetween } from '@squadboard/domain/common/rank';
import type {
  Board,
  BoardCard,
  BoardOp,
  BoardOpName,
  BoardTimer,
} from '@squadboard/domain/realtime/retro-board.events';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { appError } from '../../http/app-error.ts';
import { adminOps } from './admin.ops.ts';
import { cardEmit, presentCards, presentColumn, presentGroup, timerOf } from './board.presenter.ts';
import type { BoardRepository, CardRow, ColumnRow, LockTarget } from './board.repository.ts';
import {
  firstOutcome,
  type RoleSeen,
  rememberOutcome,
  requireAdminNow,
  requireAuthorOrAdminNow,
} from './board-checks.ts';
import type { BoardActor, BoardCtx, Outcome } from './board-ctx.ts';
import { applyGroup, type Settled } from './board-group.ts';
import { addCards } from './card-add.ops.ts';
import { facilitationOps } from './facilitation.ops.ts';
import { groupOps } from './group.ops.ts';
import {
  createRoundRunner,
  type GroupedOp,
  type GroupedOpName,
  groupItemOf,
  likeOutcome,
  SHARED_LOCK_OPS,
} from './op-round.ts';
import { reviewOf, reviewOps } from './review.ops.ts';

// The board's operations (spec 002 §4): each runs in one transaction under the retro's row lock,
// is recorded by its operation id, and yields the acknowledgement for its sender and the events
// for everyone else. The gateway sends those only after the transaction committed. The admin's
// operations (admin.ops.ts), grouping (group.ops.ts) and facilitation (facilitation.ops.ts) are
// kept in files of their own.

export type { BoardActor, BoardEmit, BoardEventEmit, Outcome } from './board-ctx.ts';
export { GROUPED_OPS, type GroupedOp, type GroupedOpName } from './op-round.ts';

export type BoardService = ReturnType<typeof createBoardService>;

/** Locks found lapsed while reading the board: nobody freed them yet (their node went away). */
export interface LapsedLocks {
  column: string[];
  card: string[];
}

export function createBoardService(deps: { repo: BoardRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());
  const lapsedAt = (at: Date) => new Date(at.getTime() - EDIT_LOCK.ttlMs);

  type Ctx = BoardCtx;

  async function oneCard(tx: BoardRepository, row: CardRow): Promise<BoardCard> {
    const [card] = await presentCards(tx, [row], now());
    if (!card) {
      throw new Error('card not presented');
    }
    return card;
  }

  const requireOwner = ({ tx, actor, seen }: Ctx, card: CardRow) =>
    requireAuthorOrAdminNow(tx, actor.participantId, card, seen);

  async function cardOf({ tx, actor }: Ctx, cardId: string): Promise<CardRow> {
    const card = await tx.card(actor.retroId, cardId);
    if (!card) {
      throw appError('CARD_GONE');
    }
    return card;
  }

  async function columnOf({ tx, actor }: Ctx, columnId: string): Promise<ColumnRow> {
    const column = await tx.column(actor.retroId, columnId);
    if (!column) {
      throw appError('COLUMN_GONE');
    }
    return column;
  }

  const kit = { now, cardOf, columnOf };
  const grouping = groupOps(kit);
  const facilitation = facilitationOps(kit);
  const admin = adminOps(kit);
  const review = reviewOps(kit);

  /** Refuses a like the phase or the vote budget does not allow (facilitation.ops.ts). */
  async function checkLike(ctx: Ctx, cardId: string): Promise<void> {
    const [refusal] = await facilitation.checkLikes(ctx.tx, ctx.retro, [
      { participantId: ctx.actor.participantId, cardId },
    ]);
    if (refusal) {
      throw refusal;
    }
  }

  const handlers: { [N in BoardOpName]: (ctx: Ctx, op: BoardOp<N>) => Promise<Outcome<N>> } = {
    ...admin,
    async add(ctx, op) {
      const retros = new Map([[ctx.retro.id, ctx.retro]]);
      const [added] = await addCards(ctx.tx, retros, [{ actor: ctx.actor, op }], now());
      if (!added?.ok) {
        throw added?.error ?? new Error('card not added');
      }
      return added.value;
    },
    async edit(ctx, op) {
      await requireOwner(ctx, await cardOf(ctx, op.cardId));
      const card = await oneCard(
        ctx.tx,
        // Saving ends the edit: the lock goes in the same statement.
        await ctx.tx.updateCard(op.cardId, { text: op.text, editingBy: null, editingAt: null }),
      );
      return { ack: { card }, emits: [cardEmit('edited', card, ctx.retro)] };
    },
    async delete(ctx, op) {
      const card = await cardOf(ctx, op.cardId);
      await requireOwner(ctx, card);
      await ctx.tx.deleteCard(op.cardId);
      const left = await grouping.leave(ctx, card, null);
      return { ack: {}, emits: [{ event: 'deleted', payload: { cardId: op.cardId } }, ...left.emits] };
    },
    async drag(ctx, op) {
      const card = await cardOf(ctx, op.cardId);
      await columnOf(ctx, op.toColumnId);
      // One row written: the moved card gets a key between its new neighbours.
      const { before, after } = await ctx.tx.neighbourRanks(op.toColumnId, card.id, op.toIndex);
      const rank = rankBetween(before, after);
      // A card dragged out of its group's column leaves the group (group.ops.ts).
      const left = await grouping.leave(ctx, card, op.toColumnId);
      await ctx.tx.updateCard(card.id, { columnId: op.toColumnId, rank, groupId: left.groupId });
      const moves = [{ id: card.id, columnId: op.toColumnId, rank, groupId: left.groupId }];
      return { ack: { moves }, emits: [{ event: 'drop', payload: { moves } }, ...left.emits] };
    },
    async like(ctx, op) {
      await checkLike(ctx, op.cardId);
      const toggle = { cardId: op.cardId, participantId: ctx.actor.participantId };
      const [liked = null] = await ctx.tx.toggleLikes(ctx.actor.retroId, [toggle]);
      return likeOutcome(ctx.actor, op.cardId, liked);
    },
    async emoji(ctx, op) {
      await cardOf(ctx, op.cardId);
      const { participantId, name } = ctx.actor;
      const emoji = op.emoji ? { emojiId: op.emoji.emojiId, native: op.emoji.native } : null;
      await ctx.tx.setReaction(op.cardId, participantId, emoji);
      const reaction = emoji ? { participantId, name, ...emoji } : null;
      return {
        ack: { reaction },
        emits: [{ event: 'addedEmoji', payload: { cardId: op.cardId, participantId, reaction } }],
      };
    },
    group: grouping.group,
    ungroup: grouping.ungroup,
    renameGroup: grouping.renameGroup,
    setVotes: facilitation.setVotes,
    setPhase: facilitation.setPhase,
    discuss: facilitation.discuss,
    handover: facilitation.handover,
    reviewAction: review.reviewAction,
    setReviewActions: review.setReviewActions,
  };

  /** The board as `viewerId` may see it; with `perColumn`, each column's first cards only. */
  async function view(
    retroId: string,
    viewerId: string | null,
    perColumn?: number,
  ): Promise<{ board: Omit<Board, 'moodVote'>; lapsed: LapsedLocks }> {
    const retro = await repo.retro(retroId);
    if (!retro) {
      throw appError('NOT_LIVE');
    }
    const [columnRows, rows, groupRows, reviewNow] = await Promise.all([
      repo.columns(retroId),
      repo.cards(retroId, perColumn),
      repo.groups(retroId),
      reviewOf(repo, retro),
    ]);
    const at = now();
    const cards = await presentCards(repo, rows, at);
    const columns = columnRows.map((row) => presentColumn(row, at));
    const lapsedIds = (
      all: readonly (ColumnRow | CardRow)[],
      shown: readonly { editingBy: string | null }[],
    ) => all.filter((row, i) => row.editingBy !== null && shown[i]?.editingBy === null).map((row) => row.id);
    return {
      board: {
        columns,
        cards: retro.blur ? cards.map((c) => (c.authorId === viewerId ? c : { ...c, text: null })) : cards,
        groups: groupRows.map(presentGroup),
        blur: retro.blur,
        facilitation: { phase: retro.phase, votes: retro.voteBudget, discussId: retro.discussId },
        timer: timerOf(retro, at),
        review: reviewNow,
      },
      lapsed: { column: lapsedIds(columnRows, columns), card: lapsedIds(rows, cards) },
    };
  }

  const groupRound = createRoundRunner({ handlers, checkLikes: facilitation.checkLikes, now });

  /**
   * Applies one operation, or answers its first outcome again when the sender applied `opId`
   * to this same operation before (they missed the acknowledgement and retried). `seen` hears
   * the sender's role when the operation had to read it.
   */
  async function apply<N extends BoardOpName>(
    actor: BoardActor,
    name: N,
    op: BoardOp<N>,
    seen?: RoleSeen,
  ): Promise<Outcome<N>> {
    return repo.transaction(async (tx) => {
      const locked = await tx.lockRetro(
        actor.retroId,
        { participantId: actor.participantId, opId: op.opId },
        SHARED_LOCK_OPS.has(name) ? 'share' : 'update',
      );
      if (!locked) {
        throw appError('NOT_LIVE');
      }
      const { retro } = locked;
      // Saved below by the first try of this same operation (opId).
      const prior = firstOutcome<Outcome<N>>(locked.prior, name);
      if (prior) {
        return prior;
      }
      if (retro.status !== 'INPROGRESS') {
        throw appError('NOT_LIVE');
      }
      const outcome = await handlers[name]({ tx, actor, retro, seen }, op);
      await rememberOutcome(tx, actor, op.opId, name, outcome);
      return outcome;
    });
  }

  return {
    apply,

    /** Whether the sender applied `opId` already: `apply` answers such a retry its first outcome. */
    async applied(actor: BoardActor, opId: string): Promise<boolean> {
      return (await repo.priorOutcomes([{ participantId: actor.participantId, opId }])).size > 0;
    },

    /**
     * Applies a turn's operations together, in one transaction (board-group.ts, op-round.ts),
     * whatever their retros, each answered as if applied alone by `apply`, in the order given.
     */
    applyMany(ops: readonly GroupedOp[]): Promise<Settled<Outcome<GroupedOpName>>[]> {
      const items = ops.map(groupItemOf);
      const mode = items.some((item) => !SHARED_LOCK_OPS.has(item.name)) ? 'update' : 'share';
      return applyGroup(repo, items, mode, groupRound, (item) =>
        apply(item.actor, item.name, item.op, item.seen),
      );
    },

    /** The whole board as `viewerId` may see it: others' text withheld while blur is on. */
    async board(retroId: string, viewerId: string | null): Promise<Omit<Board, 'moodVote'>> {
      return (await view(retroId, viewerId)).board;
    },

    /** The board, and the locks found lapsed on the way (sync frees them and tells the room). */
    view,

    /**
     * Takes, renews or releases an edit lock; false when someone else holds it. A lock is
     * stamped with the time it was taken or renewed: EDIT_LOCK.ttlMs later it is free.
     */
    async lock(
      actor: BoardActor,
      target: LockTarget,
      id: string,
      on: boolean,
      seen?: RoleSeen,
    ): Promise<boolean> {
      if (target === 'column') {
        await requireAdminNow(repo, actor.participantId, seen);
      } else {
        const card = await repo.card(actor.retroId, id);
        if (!card) {
          throw appError('CARD_GONE');
        }
        await requireAuthorOrAdminNow(repo, actor.participantId, card, seen);
      }
      const at = now();
      return repo.lock(target, actor.retroId, id, actor.participantId, on, at, lapsedAt(at));
    },

    /** Frees the locks a participant holds: all of them in the retro, or the one given. */
    releaseLocks: (retroId: string, participantId: string, only?: { target: LockTarget; id: string }) =>
      repo.releaseLocks(retroId, participantId, only),

    /** Frees the locks given that nobody renewed in time; returns which were freed. */
    async releaseLapsed(retroId: string, lapsed: LapsedLocks): Promise<LapsedLocks> {
      const cutoff = lapsedAt(now());
      const [column, card] = await Promise.all([
        repo.releaseLapsed(retroId, 'column', lapsed.column, cutoff),
        repo.releaseLapsed(retroId, 'card', lapsed.card, cutoff),
      ]);
      return { column, card };
    },

    /**
     * The countdown that was to end at `endsAt` reached zero: the timer stops at 0 and is
     * returned, once. A run stopped or restarted since, or already finished, answers null.
     */
    async finishTimer(retroId: string, endsAt: string): Promise<BoardTimer | null> {
      const finished = await repo.finishTimer(retroId, new Date(endsAt));
      return finished ? { running: false, seconds: 0, endsAt: null } : null;
    },
  };
}
