import { formatDisplayDate } from './calendar-date.ts';
import { SPRINT_LIMITS } from './sprint.rules.ts';

// Messages the spec does not word (it only disables such choices in the date picker) but that
// the server must answer with when a request gets past the browser. Candidates for MSG.sprint.
export const SPRINT_MSG = {
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
