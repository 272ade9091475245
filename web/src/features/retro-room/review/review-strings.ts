import { REVIEW_OUTCOME_LABELS } from '@squadboard/domain/actions/action-review.model';
import { PHASE_LABELS } from '@squadboard/domain/retro/facilitation.model';

// The words of the room's review of earlier retros' actions. The phase's name and hint are
// domain's (PHASE_LABELS, PHASE_HINTS); the server's refusals come with their message.
export const REVIEW_UI = {
  region: PHASE_LABELS.review,
  intro:
    'Actions from earlier retros that are still open. The facilitator or the action’s owner marks each one.',
  outcomes: REVIEW_OUTCOME_LABELS,
  /** A mark's button, named with its action for screen readers. */
  mark: (outcome: string, title: string) => `${outcome}: ${title}`,
  owner: (name: string) => (name ? `Owner: ${name}` : 'No owner'),
  due: (day: string | null) => (day ? `Due ${day}` : 'No due date'),
  from: (title: string) => `From ${title}`,
  markedBy: (outcome: string, name: string) => `${outcome}, marked by ${name}`,
  newDueDate: 'New due date',
  newDueFor: (title: string) => `New due date: ${title}`,
  toReview: (n: number) => (n === 1 ? '1 to review' : `${n} to review`),
  show: 'Show',
  hide: 'Hide',
} as const;
