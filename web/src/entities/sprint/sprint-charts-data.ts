import { addDays, compareDates, formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { isWeekend } from '@squadboard/domain/sprints/sprint.rules';
import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';

// What the Past Sprints charts draw, prepared from the payload by pure functions so the figures
// can be tested without rendering a chart.

/** Hours when any sprint recorded effort, else item counts (a squad that does not estimate). */
export type ChartUnit = 'hours' | 'items';

export interface VelocityRow {
  sprint: string;
  committed: number;
  completed: number;
}

export interface VelocityData {
  unit: ChartUnit;
  /** Oldest first: the chart reads left to right in time. */
  rows: VelocityRow[];
  /** Completed per sprint, on average. */
  average: number;
}

export function chartUnit(sprints: readonly PastSprint[]): ChartUnit {
  return sprints.some((s) => s.committedHours > 0 || s.completedHours > 0) ? 'hours' : 'items';
}

/** One decimal at most, so 12.5 h and 3 items read naturally. */
export function roundFigure(value: number): number {
  return Math.round(value * 10) / 10;
}

export function formatFigure(value: number): string {
  return String(roundFigure(value));
}

/** `sprints` as the server lists them, latest first. */
export function velocityData(sprints: readonly PastSprint[]): VelocityData {
  const unit = chartUnit(sprints);
  const rows = [...sprints].reverse().map((s) => ({
    sprint: s.name,
    committed: roundFigure(unit === 'hours' ? s.committedHours : s.committedItems),
    completed: roundFigure(unit === 'hours' ? s.completedHours : s.completedItems),
  }));
  // From the recorded figures, not the rounded bars.
  const total = sprints.reduce((sum, s) => sum + (unit === 'hours' ? s.completedHours : s.completedItems), 0);
  return { unit, rows, average: rows.length > 0 ? roundFigure(total / rows.length) : 0 };
}

/** Completed against committed in `unit`, as a whole percentage; null when nothing was committed. */
export function completionPercent(sprint: PastSprint, unit: ChartUnit): number | null {
  const committed = unit === 'hours' ? sprint.committedHours : sprint.committedItems;
  const completed = unit === 'hours' ? sprint.completedHours : sprint.completedItems;
  return committed > 0 ? Math.round((completed / committed) * 100) : null;
}

export interface BurndownPoint {
  /** 'Start', then each working day as dd/MM. */
  day: string;
  /** Not done at that day's end; null for days after the sprint was completed. */
  remaining: number | null;
  /** An even burn from the committed figure to zero on the last working day. */
  ideal: number;
}

function workingDays(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; compareDates(day, end) <= 0; day = addDays(day, 1)) {
    if (!isWeekend(day)) {
      days.push(day);
    }
  }
  return days;
}

export function burndownData(sprint: PastSprint, unit: ChartUnit, startLabel: string): BurndownPoint[] {
  const committed = unit === 'hours' ? sprint.committedHours : sprint.committedItems;
  const recorded = new Map(
    sprint.burndown.map((d) => [d.date, unit === 'hours' ? d.remainingHours : d.remainingItems]),
  );
  // The planned working days, plus any day recorded outside them (a sprint started before its
  // planned start, or completed after its end), so no recorded figure is left off the chart.
  const days = [...new Set([...workingDays(sprint.startDate, sprint.endDate), ...recorded.keys()])].sort(
    compareDates,
  );
  const points: BurndownPoint[] = [
    { day: startLabel, remaining: roundFigure(committed), ideal: roundFigure(committed) },
  ];
  days.forEach((date, index) => {
    const left = recorded.get(date);
    points.push({
      day: formatDisplayDate(date).slice(0, 5),
      remaining: left === undefined ? null : roundFigure(left),
      ideal: roundFigure((committed * (days.length - index - 1)) / days.length),
    });
  });
  return points;
}
