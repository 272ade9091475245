import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { appError } from '../../http/app-error.ts';
import { presentColumn, timerOf } from './board.presenter.ts';
import { requireAdminNow } from './board-checks.ts';
import type { BoardCtx, BoardKit, OpHandlers } from './board-ctx.ts';

// The room admin's own operations (spec 002 §4): the columns, blur and the timer. Each is one
// transaction of the board service, and each asks the database for the sender's role first.

/** Moves `id` to `toIndex` within `ids` (clamped to the end). */
export function reorder(ids: readonly string[], id: string, toIndex: number): string[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.min(toIndex, rest.length), 0, id);
  return rest;
}

type AdminOpName =
  | 'addTitle'
  | 'editTitle'
  | 'deleteTitle'
  | 'moveTitle'
  | 'blurMessage'
  | 'startTimer'
  | 'stopTimer';

export function adminOps({ now, columnOf }: BoardKit): OpHandlers<AdminOpName> {
  const requireAdmin = ({ tx, actor, seen }: BoardCtx) => requireAdminNow(tx, actor.participantId, seen);

  return {
    async addTitle(ctx, op) {
      await requireAdmin(ctx);
      const columns = await ctx.tx.columns(ctx.actor.retroId);
      if (columns.length >= BOARD_LIMITS.columnsMax) {
        throw appError('TOO_MANY_COLUMNS');
      }
      const row = await ctx.tx.insertColumn(ctx.actor.retroId, op.name, columns.length);
      const column = presentColumn(row, now());
      return { ack: { column }, emits: [{ event: 'addedTitle', payload: { column } }] };
    },
    async editTitle(ctx, op) {
      await requireAdmin(ctx);
      await columnOf(ctx, op.columnId);
      const column = presentColumn(await ctx.tx.renameColumn(op.columnId, op.name), now());
      return { ack: { column }, emits: [{ event: 'editedTitle', payload: { column } }] };
    },
    async deleteTitle(ctx, op) {
      await requireAdmin(ctx);
      await columnOf(ctx, op.columnId);
      await ctx.tx.deleteColumn(op.columnId);
      return { ack: {}, emits: [{ event: 'deletedTitle', payload: { columnId: op.columnId } }] };
    },
    async moveTitle(ctx, op) {
      await requireAdmin(ctx);
      await columnOf(ctx, op.columnId);
      const order = reorder(
        (await ctx.tx.columns(ctx.actor.retroId)).map((c) => c.id),
        op.columnId,
        op.toIndex,
      );
      await ctx.tx.setColumnPositions(order);
      return { ack: { order }, emits: [{ event: 'movedTitle', payload: { order } }] };
    },
    async blurMessage(ctx, op) {
      await requireAdmin(ctx);
      await ctx.tx.updateRetro(ctx.actor.retroId, { blur: op.on });
      return { ack: { blur: op.on }, emits: [{ event: 'addBlurToggle', payload: { blur: op.on } }] };
    },
    async startTimer(ctx, op) {
      await requireAdmin(ctx);
      const at = now();
      const change = { timerSeconds: op.seconds, timerEndsAt: new Date(at.getTime() + op.seconds * 1000) };
      await ctx.tx.updateRetro(ctx.actor.retroId, change);
      const timer = timerOf(change, at);
      return { ack: { timer }, emits: [{ event: 'timer', payload: { timer } }] };
    },
    async stopTimer(ctx) {
      await requireAdmin(ctx);
      const at = now();
      const left = timerOf(ctx.retro, at).seconds;
      const change = { timerSeconds: left, timerEndsAt: null };
      await ctx.tx.updateRetro(ctx.actor.retroId, change);
      const timer = timerOf(change, at);
      return { ack: { timer }, emits: [{ event: 'timer', payload: { timer } }] };
    },
  };
}
