import type { ActionStatus } from './action.schema.ts';
import type { ClosedAs, ReviewOutcome } from './action-review.model.ts';

// What a retro's review does to an action: Done and Dropped close it (the follow-through counts
// only Done), Still open keeps it open, or opens again an action this same review had closed (a
// facilitator correcting a click), with a new due date when one is given.

export interface ReviewedAction {
  status: ActionStatus;
  dueDate: string | null;
  closedAt: Date | null;
  closedAs: ClosedAs | null;
}

/** The action's status, due date and closing after the review's `outcome` at `at`. */
export function reviewChange(
  current: Pick<ReviewedAction, 'status' | 'dueDate'> & { closedAs: ClosedAs | null },
  outcome: ReviewOutcome,
  dueDate: string | null | undefined,
  at: Date,
): ReviewedAction {
  if (outcome === 'open') {
    const stillOpen = current.status !== 'Closed';
    return {
      status: stillOpen ? current.status : 'Open',
      dueDate: dueDate ?? current.dueDate,
      closedAt: null,
      closedAs: null,
    };
  }
  return { status: 'Closed', dueDate: current.dueDate, closedAt: at, closedAs: outcome };
}
