import { STATUS_IDS, type WorkItemStatusId } from '../work-items/work-item.model.ts';
import { addDays, type CalendarDate, compareDates } from './calendar-date.ts';
import { isWeekend } from './sprint.rules.ts';

// Sprint planning and completion (issue 15), as pure functions the server enforces and the web
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
