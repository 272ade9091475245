import { addDays, type CalendarDate, compareDates } from '../common/calendar-date.ts';
import type { Role } from '../common/constants.ts';
import { STATUS_IDS, type WorkItemStatusId } from '../work-items/work-item.model.ts';
import { isWeekend } from './sprint.rules.ts';
import type { BurndownDay } from './sprint-run.schema.ts';

// Sprint planning and completion, as pure functions the server enforces and the web
// shows: a sprint's capacity against what is committed to it, and what completing it leaves.

/** Working days from `start` to `end`, both counted, Saturdays and Sundays not. */
export function workingDaysIn(start: CalendarDate, end: CalendarDate): number {
  let days = 0;
  for (let day = start; compareDates(day, end) <= 0; day = addDays(day, 1)) {
    if (!isWeekend(day)) {
      days += 1;
    }
  }
  return days;
}

/** A squad's hours in a sprint: working hours per day (Settings) × working days × members. */
export function sprintCapacityHours(hoursPerDay: number, workingDays: number, members: number): number {
  return Math.max(0, hoursPerDay) * Math.max(0, workingDays) * Math.max(0, members);
}

interface PlannedItem {
  id: string;
  statusId: WorkItemStatusId;
  /** Planned effort in hours; an item without one counts as none. */
  effortHours: number | null;
}

/** The hours committed to a sprint: the planned effort of its items. */
export function committedHours(items: readonly Pick<PlannedItem, 'effortHours'>[]): number {
  return items.reduce((sum, item) => sum + (item.effortHours ?? 0), 0);
}

/** More committed than the squad has: the sprint warns (it does not refuse; the team decides). */
export function isOverCapacity(committed: number, capacity: number): boolean {
  return committed > capacity;
}

export interface SprintCompletion {
  /** Done items: they stay in the completed sprint. */
  completedIds: string[];
  /** The rest: they move to the next sprint or back to the backlog, as the person completing it chooses. */
  carriedIds: string[];
  committedItems: number;
  completedItems: number;
  committedHours: number;
  completedHours: number;
}

/** What completing a sprint records (committed and completed figures) and which items move on. */
export function completeSprint(items: readonly PlannedItem[]): SprintCompletion {
  const done = items.filter((item) => item.statusId === STATUS_IDS.done);
  const open = items.filter((item) => item.statusId !== STATUS_IDS.done);
  return {
    completedIds: done.map((item) => item.id),
    carriedIds: open.map((item) => item.id),
    committedItems: items.length,
    completedItems: done.length,
    committedHours: committedHours(items),
    completedHours: committedHours(done),
  };
}

/** Starts and completes a squad's sprints: a Super Admin, or the squad's lead. */
export function canRunSprints(role: Role, leadsSquad: boolean): boolean {
  return role === 'SUPER_ADMIN' || leadsSquad;
}

/** Each working day from `start` to `end`, both counted, in order. */
export function workingDaysOf(start: CalendarDate, end: CalendarDate): CalendarDate[] {
  const days: CalendarDate[] = [];
  for (let day = start; compareDates(day, end) <= 0; day = addDays(day, 1)) {
    if (!isWeekend(day)) {
      days.push(day);
    }
  }
  return days;
}

/**
 * The days a completed sprint's burndown covers: its working days from its start (or from the day
 * it was started, when a team started early) up to its end, or up to the day it was completed when
 * that came first (nothing is known of the days after). Never empty: a sprint started and
 * completed on one weekend still shows its completion day.
 */
export function burndownDays(
  start: CalendarDate,
  end: CalendarDate,
  startedOn: CalendarDate,
  completedOn: CalendarDate,
): CalendarDate[] {
  const first = compareDates(startedOn, start) < 0 ? startedOn : start;
  const days = workingDaysOf(first, compareDates(completedOn, end) < 0 ? completedOn : end);
  return days.length > 0 ? days : [completedOn];
}

export interface BurndownItem {
  effortHours: number | null;
  /** The day it last reached Done (in the completer's calendar), or null: not done at completion. */
  doneOn: CalendarDate | null;
}

/**
 * What was left at each day's end: the items not yet done that day (an item done before the
 * sprint started counts as done from the first day) and their planned effort.
 */
export function burndown(days: readonly CalendarDate[], items: readonly BurndownItem[]): BurndownDay[] {
  return days.map((date) => {
    const open = items.filter((item) => item.doneOn === null || compareDates(item.doneOn, date) > 0);
    return { date, remainingItems: open.length, remainingHours: committedHours(open) };
  });
}

/** A retro as past sprints consider it: its squad's, with the day it was scheduled for. */
export interface RetroCandidate {
  id: string;
  title: string;
  status: string;
  /** The scheduled day, in the viewer's calendar. */
  scheduledOn: CalendarDate;
  /** The sprint it belongs to; null for a retro made without one. */
  sprintId?: string | null;
}

/**
 * The squad's retro of a sprint (Past Sprints): a retro linked to it, the one nearest
 * its end if there are several; else, by date (retroForSprint), one of the retros linked to no
 * sprint. The date match stays only for the retros made before a retro could name its sprint (and
 * for those made without one): a retro that names another sprint never counts for this one.
 */
export function sprintRetro<R extends RetroCandidate>(
  sprint: { id: string; endDate: CalendarDate },
  retros: readonly R[],
): R | null {
  const live = retros.filter((r) => r.status !== 'CANCELLED' && r.status !== 'DELETED');
  const linked = live.filter((r) => r.sprintId === sprint.id);
  if (linked.length > 0) {
    return nearestTo(sprint.endDate, linked);
  }
  return retroForSprint(
    sprint.endDate,
    live.filter((r) => !r.sprintId),
  );
}

/** How far a retro may be from a sprint's end and still be that sprint's retro. */
export const RETRO_WINDOW = { daysBefore: 2, daysAfter: 7 } as const;

/**
 * The squad's retro held at a sprint's end: of the retros neither cancelled nor deleted that were
 * scheduled from two days before the end to a week after it (teams often hold it on the last
 * day, or early the next sprint), the one nearest the end day; at equal distance the later one,
 * since a retro looks back at a sprint that is over. Null when none is in that window.
 */
export function retroForSprint<R extends RetroCandidate>(
  endDate: CalendarDate,
  retros: readonly R[],
): R | null {
  const from = addDays(endDate, -RETRO_WINDOW.daysBefore);
  const to = addDays(endDate, RETRO_WINDOW.daysAfter);
  return nearestTo(
    endDate,
    retros.filter(
      (retro) =>
        retro.status !== 'CANCELLED' &&
        retro.status !== 'DELETED' &&
        compareDates(retro.scheduledOn, from) >= 0 &&
        compareDates(retro.scheduledOn, to) <= 0,
    ),
  );
}

/** The retro scheduled nearest `endDate`; at equal distance the later one. */
function nearestTo<R extends RetroCandidate>(endDate: CalendarDate, retros: readonly R[]): R | null {
  const distance = (day: CalendarDate) => Math.abs(daysBetween(endDate, day));
  let best: R | null = null;
  for (const retro of retros) {
    if (
      best === null ||
      distance(retro.scheduledOn) < distance(best.scheduledOn) ||
      (distance(retro.scheduledOn) === distance(best.scheduledOn) &&
        compareDates(retro.scheduledOn, best.scheduledOn) > 0)
    ) {
      best = retro;
    }
  }
  return best;
}

/** Whole days from `a` to `b` (negative when `b` is earlier). */
function daysBetween(a: CalendarDate, b: CalendarDate): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
