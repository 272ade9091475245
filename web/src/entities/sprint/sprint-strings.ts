import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import type { SprintFigures } from '@squadboard/domain/sprints/sprint-run.schema';

// Interface labels of the sprint lifecycle that the spec does not word; its messages
// (started, completed, over capacity …) live in MSG.sprint. One place, so screen-reader names
// and the e2e journeys agree.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const SPRINT_UI = {
  dates: (start: string, end: string) => `${formatDisplayDate(start)} – ${formatDisplayDate(end)}`,
  items: (n: number) => plural(n, 'item'),
  workingDays: (n: number) => plural(n, 'working day'),
  hours: (h: number) => `${formatHours(h)} h`,
  committedOf: (committed: number, capacity: number) =>
    `${formatHours(committed)} of ${formatHours(capacity)} h`,
  committed: (committed: number) => `${formatHours(committed)} h committed`,
  capacity: 'Capacity',
  capacityOf: (name: string) => `Capacity of ${name}`,
  capacityText: (committed: number, capacity: number) =>
    `${formatHours(committed)} of ${formatHours(capacity)} hours committed`,
  startSprint: 'Start sprint',
  startSprintOf: (name: string) => `Start ${name}`,
  completeSprint: 'Complete sprint',
  completeSprintOf: (name: string) => `Complete ${name}`,
  cancel: 'Cancel',
  carryTo: 'Unfinished items go to',
  backlog: 'Backlog',
  nextSprint: (name: string) => `${name} (next sprint)`,
  openItems: (n: number) =>
    n === 0 ? 'Every item of this sprint is done.' : `${plural(n, 'item is', 'items are')} not done yet.`,
  completeIntro: 'Done items stay in the sprint and count as completed.',
  /** The completion toast: MSG.sprint.completed and the recorded figures. */
  completedWith: (message: string, f: SprintFigures) =>
    `${message}: ${f.completedItems} of ${plural(f.committedItems, 'item')} done, ${formatHours(f.completedHours)} of ${formatHours(f.committedHours)} h`,
} as const;

/** Hours as people write them: whole hours plain, others to one decimal. */
export function formatHours(hours: number): string {
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}
