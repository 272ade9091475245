import { addDays, type CalendarDate, dayOfWeek } from '../common/calendar-date.ts';
import type { Role } from '../common/constants.ts';

// The sprint cadence rules of spec 000 §4 "Sprint cadence" and §5, as pure functions. The
// server enforces them; the web uses the same functions to decide what to offer.

/** Spec 000 §9: the enterprise dialog opens with these. */
export const SPRINT_DEFAULTS = { daysInSprint: 10, numberOfSprints: 12 } as const;

/**
 * Bounds the spec leaves open. A sprint of more than 60 working days (12 weeks) is no longer a
 * sprint, and 52 sprints already plan two years ahead at the default length.
 */

export function isWeekend(date: CalendarDate): boolean {
  const day = dayOfWeek(date);
  return day === 0 || day === 6;
}

/** The first working day strictly after `date`. */
export function nextWorkingDay(date: CalendarDate): CalendarDate {
  let next = addDays(date, 1);
  while (isWeekend(next)) {
    next = addDays(next, 1);
  }
  return next;
}

/** `date` itself on a working day, else the Monday after: the first day a sprint may start. */
export function firstWorkingDayFrom(date: CalendarDate): CalendarDate {
  return isWeekend(date) ? nextWorkingDay(date) : date;
}

/**
 * The end of a sprint of `workingDays` working days starting on `start`: counting the start as
 * day one and skipping Saturdays and Sundays, the end is the last working day counted.
 * A weekend start is not counted (callers refuse weekend starts anyway).
 */
export function endDateFor(start: CalendarDate, workingDays: number): CalendarDate {
  if (!Number.isInteger(workingDays) || workingDays < 1) {
    throw new RangeError(`a sprint has at least one working day, got ${workingDays}`);
  }
  let day = start;
  while (isWeekend(day)) {
    day = addDays(day, 1);
  }
  for (let counted = 1; counted < workingDays; counted += 1) {
    day = nextWorkingDay(day);
  }
  return day;
}

/**
 * The earliest start a new sprint may have: the day after the latest existing end, or today
 * when there is none. The spec moves a Sunday to Monday; a Saturday is moved to Monday too,
 * because weekend starts are refused: leaving Saturday as the minimum would make the minimum
 * itself unselectable, and Monday is then the first start the user can actually pick.
 */
export function minimumStartDate(latestEnd: CalendarDate | null, today: CalendarDate): CalendarDate {
  if (latestEnd === null) {
    return today;
  }
  let day = addDays(latestEnd, 1);
  while (isWeekend(day)) {
    day = addDays(day, 1);
  }
  return day;
}

/** Why a start date is refused, or null when it is allowed. */
export function startDateProblem(start: CalendarDate, minimum: CalendarDate): 'WEEKEND' | 'TOO_EARLY' | null {
  if (isWeekend(start)) {
    return 'WEEKEND';
  }
  return start < minimum ? 'TOO_EARLY' : null;
}

export interface PlannedSprint {
  number: number;
  name: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export function enterpriseSprintName(number: number): string {
  return `Sprint ${number}`;
}

/**
 * `count` back-to-back sprints of `daysPerSprint` working days: the first starts on `start`
 * (moved to Monday from a weekend), each next one on the working day after the previous end.
 * They are named "Sprint N", continuing the numbering from `firstNumber`.
 */
export function generateEnterpriseSprints(
  start: CalendarDate,
  daysPerSprint: number,
  count: number,
  firstNumber: number,
): PlannedSprint[] {
  const sprints: PlannedSprint[] = [];
  let startDate = firstWorkingDayFrom(start);
  for (let i = 0; i < count; i += 1) {
    const endDate = endDateFor(startDate, daysPerSprint);
    const number = firstNumber + i;
    sprints.push({ number, name: enterpriseSprintName(number), startDate, endDate });
    startDate = nextWorkingDay(endDate);
  }
  return sprints;
}

export interface SprintDates {
  id: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
  /**
   * The sprint's status when something else decides it (e.g. a team that has not closed a
   * sprint yet); without it a sprint is active while today lies within its dates.
   */
  active?: boolean;
}

export function isSprintActive(sprint: SprintDates, today: CalendarDate): boolean {
  return sprint.active ?? (sprint.startDate <= today && today <= sprint.endDate);
}

/**
 * Spec 000 §4: a sprint is hidden from a list once its end date has passed and its status is
 * not active, unless it is the selected one. Upcoming and running sprints always show.
 */
export function isSprintVisible(
  sprint: SprintDates,
  today: CalendarDate,
  selectedId: string | null,
): boolean {
  if (selectedId !== null && sprint.id === selectedId) {
    return true;
  }
  return sprint.endDate >= today || isSprintActive(sprint, today);
}

/** Spec 000 §6: only a Super Admin keeps or changes the enterprise cadence. */
export function canChangeCadence(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/**
 * Who may create sprints. With the enterprise cadence on, only a Super Admin (everyone else
 * sees Create disabled); with it off, a Super Admin for any squad, a Squad Admin for a squad
 * they lead (`leadsSquad`), a Squad Member never.
 */
export function canCreateSprints(role: Role, enterpriseCadence: boolean, leadsSquad: boolean): boolean {
  if (role === 'SUPER_ADMIN') {
    return true;
  }
  return !enterpriseCadence && role === 'SQUAD_ADMIN' && leadsSquad;
}

/**
 * Two sprints' dates share at least one day (both ends count): a cadence never runs two sprints
 * at once, so an edit that would is refused.
 */
export function datesOverlap(
  a: { startDate: CalendarDate; endDate: CalendarDate },
  b: { startDate: CalendarDate; endDate: CalendarDate },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * Who may edit or delete a sprint in Sprint Settings: the same people who may create one under
 * the cadence now in force, and only for a sprint of that cadence (an enterprise sprint while the
 * enterprise cadence is on, a squad sprint while it is off).
 */
export function canEditSprint(
  role: Role,
  enterpriseCadence: boolean,
  sprintIsEnterprise: boolean,
  leadsSquad: boolean,
): boolean {
  return sprintIsEnterprise === enterpriseCadence && canCreateSprints(role, enterpriseCadence, leadsSquad);
}
