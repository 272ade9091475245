import { addDays } from '@squadboard/domain/common/calendar-date';
import { isWeekend } from '@squadboard/domain/sprints/sprint.rules';

// The demo's history happened over the last six weeks: its sprints and retros are made through
// the product's services, each given this clock as its `now`, moved to the day the step took
// place. It never runs ahead of the real time, so nothing is dated in the future.

export interface DemoClock {
  now: () => Date;
  /** `hour` UTC on `day` (London's working hours in winter and summer alike), or now if earlier. */
  at(day: string, hour: number): void;
  /** Moves on by `ms`, still never past the real time. */
  advance(ms: number): void;
}

export function demoClock(): DemoClock {
  let current = new Date();
  const capped = (date: Date) => new Date(Math.min(date.getTime(), Date.now()));
  return {
    now: () => current,
    at(day, hour) {
      current = capped(new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`));
    },
    advance(ms) {
      current = capped(new Date(current.getTime() + ms));
    },
  };
}

/** The working day `count` working days before `day` (`day` itself when count is 0). */
export function workingDaysBefore(day: string, count: number): string {
  let result = day;
  for (let left = count; left > 0; ) {
    result = addDays(result, -1);
    if (!isWeekend(result)) {
      left -= 1;
    }
  }
  return result;
}
