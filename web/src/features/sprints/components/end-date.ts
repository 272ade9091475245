import { formatDisplayDate, isCalendarDate } from '@squadboard/domain/common/calendar-date';
import { SPRINT_LIMITS } from '@squadboard/domain/sprints/sprint.model';
import { endDateFor } from '@squadboard/domain/sprints/sprint.rules';

/**
 * The read-only End Date of the create and edit dialogs: the same rule the server applies when it
 * stores the sprint, or '' while the start or the days are not usable yet.
 */
export function computedEndDate(startDate: string | null, daysInSprint: number | string): string {
  if (
    !startDate ||
    !isCalendarDate(startDate) ||
    typeof daysInSprint !== 'number' ||
    !Number.isInteger(daysInSprint) ||
    daysInSprint < 1 ||
    daysInSprint > SPRINT_LIMITS.maxDaysInSprint
  ) {
    return '';
  }
  return formatDisplayDate(endDateFor(startDate, daysInSprint));
}
