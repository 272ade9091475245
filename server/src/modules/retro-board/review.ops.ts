import { dueDateProblem, earliestToday } from '@squadboard/domain/actions/action.rules';
import { reviewChange } from '@squadboard/domain/actions/action-review.rules';
import type { BoardReview } from '@squadboard/domain/actions/action-review.schema';
import { blurForPhase } from '@squadboard/domain/retro/facilitation.rules';
import { appError, invalidField } from '../../http/app-error.ts';
import type { BoardRepository, BoardRetroRow } from './board.repository.ts';
import { requireAdminNow, roleNow } from './board-checks.ts';
import type { BoardEmit, BoardKit, OpHandlers } from './board-ctx.ts';
import { facilitationOf } from './facilitation.ops.ts';

// The review of earlier retros' actions ("Review actions", the flow's first phase): the
// facilitator or an action's owner marks it Done, Still open or Dropped. The action's status and
// its history row are written in the board's transaction, so the mark is acknowledged only once
// both are committed, and the room hears it as every other operation.

/** The review as the board shows it: the list only while the retro runs one. */
export async function reviewOf(
  repo: Pick<BoardRepository, 'reviewItems'>,
  retro: BoardRetroRow,
): Promise<BoardReview> {
  return retro.reviewActions
    ? { enabled: true, items: await repo.reviewItems(retro) }
    : { enabled: false, items: [] };
}

export function reviewOps(kit: BoardKit): OpHandlers<'reviewAction' | 'setReviewActions'> {
  return {
    async reviewAction({ tx, actor, retro, seen }, op) {
      const target = await tx.reviewTarget(retro, op.actionId);
      if (!target) {
        throw appError('ACTION_NOT_FOUND');
      }
      // The owner's own action costs one look-up of their account; anyone else must be the admin.
      const standing = await tx.standing(actor.participantId);
      const owner =
        standing?.status === 'ACTIVE' &&
        standing.customerId === retro.customerId &&
        target.ownerId !== null &&
        standing.id === target.ownerId;
      if (!owner) {
        await requireAdminNow({ standing: async () => standing }, actor.participantId, seen);
      } else {
        await roleNow({ standing: async () => standing }, actor.participantId, seen);
      }
      const at = kit.now();
      const dueDate = op.dueDate ?? null;
      const problem = dueDateProblem(dueDate, earliestToday(at), undefined);
      if (problem) {
        throw invalidField('dueDate', problem);
      }
      const change = reviewChange(target, op.outcome, dueDate, at);
      const item = await tx.markReviewed(retro, target, change, {
        outcome: op.outcome,
        dueDate,
        byUserId: standing?.id ?? null,
        byName: actor.name,
        at,
      });
      return { ack: { item }, emits: [{ event: 'reviewed', payload: { item } }] };
    },

    async setReviewActions({ tx, actor, retro, seen }, op) {
      await requireAdminNow(tx, actor.participantId, seen);
      // Turned off during its own phase, the room moves on to writing.
      const leaving = !op.on && retro.phase === 'review';
      const phase = leaving ? 'write' : retro.phase;
      const blur = leaving ? (blurForPhase('write') ?? retro.blur) : retro.blur;
      await tx.updateRetro(retro.id, { reviewActions: op.on, phase, blur });
      const review = await reviewOf(tx, { ...retro, reviewActions: op.on });
      const emits: BoardEmit[] = [{ event: 'review', payload: { review } }];
      if (leaving) {
        const facilitation = facilitationOf({ ...retro, phase });
        emits.push({ event: 'facilitation', payload: { facilitation } });
        if (blur !== retro.blur) {
          emits.push({ event: 'addBlurToggle', payload: { blur } });
        }
      }
      return { ack: { review }, emits };
    },
  };
}
