// The review of earlier retros' actions in a retro's first phase, apart so that the
// database schema can name the outcomes without importing the payload schemas.

/** What the review decided: done, still open (maybe with a new due date), or dropped. */
export const REVIEW_OUTCOMES = ['done', 'open', 'dropped'] as const;
export type ReviewOutcome = (typeof REVIEW_OUTCOMES)[number];

/** How a closed action was closed: done, or dropped in a review. Follow-through counts done only. */
export const CLOSED_AS = ['done', 'dropped'] as const;
export type ClosedAs = (typeof CLOSED_AS)[number];
