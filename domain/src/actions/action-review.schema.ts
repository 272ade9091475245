import { z } from 'zod';
import { ZCalendarDate } from '../sprints/sprint.schema.ts';
import { REVIEW_OUTCOMES } from './action-review.model.ts';
import { actionsMessages } from './actions.messages.ts';

// The "Review actions" phase of a retro: the squad's actions from earlier retros that are still
// open, each marked Done, Still open (maybe with a new due date) or Dropped by the facilitator or
// the action's owner. The list travels with the board, so everyone in the room sees each change.

/** What this retro's review decided for an action, and who decided it. */
export const ZReviewMark = z.object({
  outcome: z.enum(REVIEW_OUTCOMES),
  /** The new due date a Still open gave, if any. */
  dueDate: ZCalendarDate.nullable(),
  byName: z.string(),
  at: z.string(),
});
export type ReviewMark = z.infer<typeof ZReviewMark>;

/** One action to review: open from an earlier retro, or reviewed in this one already. */
export const ZReviewItem = z.object({
  actionId: z.uuid(),
  /** The id people see and search for (the Actions list's number). */
  number: z.number().int(),
  title: z.string(),
  /** The owner's account (who may mark it besides the facilitator); null when unassigned. */
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  dueDate: ZCalendarDate.nullable(),
  /** The retro it came from. */
  fromRetro: z.object({ id: z.uuid(), title: z.string() }),
  /** This retro's latest mark; null while not reviewed here. */
  mark: ZReviewMark.nullable(),
});
export type ReviewItem = z.infer<typeof ZReviewItem>;

/** The review on the board: whether this retro runs it, and its actions (oldest due first). */
export const ZBoardReview = z.object({
  enabled: z.boolean(),
  items: z.array(ZReviewItem),
});
export type BoardReview = z.infer<typeof ZBoardReview>;

/** The facilitator or the action's owner marks an action reviewed in this retro. */
export const ZReviewActionOp = z
  .object({
    opId: z.uuid(),
    actionId: z.uuid(),
    outcome: z.enum(REVIEW_OUTCOMES),
    /** Only with Still open: the action's new due date (null or left out keeps its own). */
    dueDate: ZCalendarDate.nullable().optional(),
  })
  .refine((op) => op.outcome === 'open' || op.dueDate == null, {
    path: ['dueDate'],
    message: actionsMessages.reviewDueOnlyOpen,
  });
export type ReviewActionOp = z.infer<typeof ZReviewActionOp>;

/** One review of an action in a retro, for the action's history on the Actions page. */
export const ZActionReview = ZReviewMark.extend({
  retro: z.object({ id: z.uuid(), title: z.string() }),
});
export type ActionReview = z.infer<typeof ZActionReview>;

/** GET /api/actions/:id/reviews: the action's reviews, newest first. */
export const ZActionReviews = z.object({ items: z.array(ZActionReview) });
export type ActionReviews = z.infer<typeof ZActionReviews>;
