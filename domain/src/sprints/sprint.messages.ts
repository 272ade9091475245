import { formatDisplayDate } from './calendar-date.ts';
import { SPRINT_LIMITS } from './sprint.limits.ts';

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
} as const;
