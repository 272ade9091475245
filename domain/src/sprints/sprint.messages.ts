import { formatDisplayDate } from '../common/calendar-date.ts';
import { SPRINT_LIMITS } from './sprint.model.ts';

// Sprint settings (spec 000 §4). From invalidDate on, the spec does not word them (it only
// disables such choices in the date picker), but the server must answer with them.

export const sprintMessages = {
  created: 'Sprint created sucessfully',
  createFailed: 'Failed to create sprint',
  weekend: 'Weekend cannot be selected',
  startDateRequired: 'Start date is required.',
  daysRequired: 'Number of days in a sprint is required.',
  countRequired: 'Number of sprints is required.',
  noData: 'No data available',
  enterpriseCadence: 'Enterprise Cadence',
  count: (n: number) => `Number of Sprints - ${n}`,
  invalidDate: 'Enter a valid date.',
  startTooEarly: (minimum: string) => `Start date cannot be before ${formatDisplayDate(minimum)}.`,
  daysRange: `A sprint has 1 to ${SPRINT_LIMITS.maxDaysInSprint} working days.`,
  countRange: `Plan 1 to ${SPRINT_LIMITS.maxNumberOfSprints} sprints at a time.`,
  nameRequired: 'Sprint name is required.',
  nameTooLong: `Sprint name must be at most ${SPRINT_LIMITS.nameMax} characters.`,
  squadRequired: 'Squad is required.',
  /** A squad sprint asked for while the company plans one enterprise cadence, or the reverse. */
  cadenceMismatch: 'The sprint cadence has changed. Please reload the page.',

  // The sprint lifecycle. The spec words none of these; they say what happened and,
  // for a refusal, what to do instead.
  updated: 'Sprint updated successfully',
  updateFailed: 'Failed to update sprint',
  deleted: 'Sprint deleted successfully',
  deleteFailed: 'Failed to delete sprint',
  deleteConfirm: (name: string) => `Delete ${name}? This cannot be undone.`,
  notFound: 'This sprint no longer exists.',
  alreadyStarted: 'This sprint has started; it can no longer be changed or deleted.',
  hasItems: (count: number) =>
    `This sprint has ${count} work item${count === 1 ? '' : 's'}. Choose where they go before deleting it.`,
  moveTargetInvalid: 'Choose the backlog or a sprint of the same squad that has not been completed.',
  overlaps: 'The dates overlap another sprint of the same cadence.',
  started: (name: string) => `${name} started`,
  startFailed: 'Failed to start sprint',
  anotherActive: (name: string) => `${name} is still active. Complete it before starting another sprint.`,
  notActive: 'This sprint is not active for this squad.',
  alreadyCompleted: 'This sprint has already been completed for this squad.',
  completed: (name: string) => `${name} completed`,
  completeFailed: 'Failed to complete sprint',
  sprintClosed: 'A completed sprint takes no more work items.',
  overCapacity: (committed: number, capacity: number) =>
    `Over capacity: ${committed} h committed, ${capacity} h available.`,
  noWorkingHours: 'Set the working hours per day in Settings to see the capacity.',
  noActiveSprint: 'No active sprint',
  noPastSprints: 'No completed sprints yet',
  /** A work item's history when completing or deleting a sprint moves it on ("Backlog" for none). */
  historySprint: (from: string, to: string) => `Sprint: ${from} → ${to}`,
  backlog: 'Backlog',
  /** Enterprise sprints are numbered "Sprint N": only a squad sprint's name can change. */
  enterpriseNameFixed: 'An enterprise sprint keeps its number; only its dates can change.',
} as const;
