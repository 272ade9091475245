import { rankBetween } from '@squadboard/domain/common/rank';
import type { CardMove } from '@squadboard/domain/realtime/retro-board.events';
import { defaultGroupTitle, dissolves } from '@squadboard/domain/retro/group.rules';
import { appError } from '../../http/app-error.ts';
import { presentGroup } from './board.presenter.ts';
import type { CardRow } from './board.repository.ts';
import type { BoardCtx, BoardEmit, BoardKit, GroupLeave, OpHandlers } from './board-ctx.ts';
import type { GroupRow } from './group.queries.ts';

// Grouping cards: drop a card onto another to group them; a group has a title anyone
// may edit and can be undone. Each operation is one transaction of the board service.

const placeOf = (card: Pick<CardRow, 'id' | 'columnId' | 'rank'>, groupId: string | null): CardMove => ({
  id: card.id,
  columnId: card.columnId,
  rank: card.rank,
  groupId,
});

export function groupOps(kit: BoardKit): OpHandlers<'group' | 'ungroup' | 'renameGroup'> & {
  /**
   * A card leaves its place: dragged to `toColumnId` (null: deleted). Whether it stays in its
   * group, and the news when its group is dissolved.
   */
  leave: (ctx: BoardCtx, card: CardRow, toColumnId: string | null) => Promise<GroupLeave>;
} {
  async function groupOf({ tx, actor }: BoardCtx, groupId: string): Promise<GroupRow> {
    const group = await tx.group(actor.retroId, groupId);
    if (!group) {
      throw appError('GROUP_GONE');
    }
    return group;
  }

  /**
   * `card` goes out of `groupId`: when too few cards would stay, the group is deleted and its
   * other cards go loose. Answers the cards set loose (not `card`) and the news, if any.
   */
  async function dissolveWithout(
    ctx: BoardCtx,
    groupId: string,
    card: CardRow,
    announce: readonly string[],
  ): Promise<{ loose: CardMove[]; emits: BoardEmit[] }> {
    const remaining = await ctx.tx.groupMembers(groupId, card.id);
    if (!dissolves(remaining.length)) {
      return { loose: [], emits: [] };
    }
    await ctx.tx.deleteGroup(groupId);
    // The loose cards keep their places; only their group changed. Their column is the group's,
    // which is the leaving card's column at the time it was read.
    const loose = remaining.map((m) => placeOf({ ...m, columnId: card.columnId }, null));
    const cardIds = [...remaining.map((m) => m.id), ...announce];
    return { loose, emits: [{ event: 'ungrouped', payload: { groupId, cardIds } }] };
  }

  return {
    async group(ctx, op) {
      if (op.cardId === op.ontoCardId) {
        throw appError('SAME_CARD');
      }
      const card = await kit.cardOf(ctx, op.cardId);
      const target = await kit.cardOf(ctx, op.ontoCardId);
      if (card.groupId !== null && card.groupId === target.groupId) {
        // Already together: nothing moves; the sender learns where the card is.
        const group = presentGroup(await groupOf(ctx, card.groupId));
        return { ack: { group, moves: [placeOf(card, card.groupId)] }, emits: [] };
      }

      const moves: CardMove[] = [];
      const emits: BoardEmit[] = [];
      // Out of its old group first: a group of two left with one card is dissolved.
      if (card.groupId !== null) {
        const left = await dissolveWithout(ctx, card.groupId, card, []);
        moves.push(...left.loose);
        emits.push(...left.emits);
      }

      let row: GroupRow;
      if (target.groupId !== null) {
        row = await groupOf(ctx, target.groupId);
      } else {
        row = await ctx.tx.insertGroup({
          retroId: ctx.actor.retroId,
          columnId: target.columnId,
          // While blur is on the target's text is its author's only: the rule keeps it neutral.
          title: defaultGroupTitle(target.text, ctx.retro.blur),
        });
        await ctx.tx.updateCard(target.id, { groupId: row.id });
        moves.push(placeOf(target, row.id));
      }

      // Right after the group's last card, so the group's cards stay together in the column.
      const members = await ctx.tx.groupMembers(row.id, card.id);
      const last = members[members.length - 1]?.rank ?? target.rank;
      const rank = rankBetween(last, await ctx.tx.rankAfter(row.columnId, last, card.id));
      await ctx.tx.updateCard(card.id, { columnId: row.columnId, rank, groupId: row.id });
      moves.push({ id: card.id, columnId: row.columnId, rank, groupId: row.id });

      const group = presentGroup(row);
      return { ack: { group, moves }, emits: [{ event: 'grouped', payload: { group, moves } }, ...emits] };
    },

    async ungroup(ctx, op) {
      await groupOf(ctx, op.groupId);
      const cardIds = (await ctx.tx.groupMembers(op.groupId)).map((m) => m.id);
      await ctx.tx.deleteGroup(op.groupId);
      return { ack: {}, emits: [{ event: 'ungrouped', payload: { groupId: op.groupId, cardIds } }] };
    },

    async renameGroup(ctx, op) {
      await groupOf(ctx, op.groupId);
      const group = presentGroup(await ctx.tx.renameGroup(op.groupId, op.title));
      return { ack: { group }, emits: [{ event: 'groupRenamed', payload: { group } }] };
    },

    async leave(ctx, card, toColumnId) {
      if (card.groupId === null) {
        return { groupId: null, emits: [] };
      }
      if (toColumnId === card.columnId) {
        // Moved within its column: a group's cards may sit anywhere in the group's column.
        return { groupId: card.groupId, emits: [] };
      }
      const { emits } = await dissolveWithout(ctx, card.groupId, card, [card.id]);
      return { groupId: null, emits };
    },
  };
}
