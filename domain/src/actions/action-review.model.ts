// The review of earlier retros' actions in a retro's first phase, apart so that the
// database schema can name the outcomes without importing the payload schemas.

/** What the review decided: done, still open (maybe with a new due date), or dropped. */
export const REVIEW_OUTCOMES = ['done', 'open', 'dropped'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** The outcomes as the room's buttons and the action's history name them. */
export const REVIEW_OUTCOME_LABELS: Record<ReviewOutcome, string> = {
  done: 'Done',
  open: 'Still open',
  dropped: 'Dropped',
};

/** How a closed action was closed: done, or dropped in a review. Follow-through counts done only. */
export const CLOSED_AS = ['done', 'dropped'] as const;
export type ClosedAs = (typeof CLOSED_AS)[number];
