import { addDays, type CalendarDate, compareDates, instantIn } from '../common/calendar-date.ts';

// A retro belongs to a sprint: which sprints a retro of a squad may look back on,
// which one Create Retro preselects, and when the squad's end-of-sprint retro is held.

/** The dates of a sprint, as the rules need them. */
export interface SprintDates {
  id: string;
  startDate: CalendarDate;
  endDate: CalendarDate;
}

/**
 * Create Retro's preselection: a retro is usually held in a sprint's last days or just after
 * it. `endsWithinDays`: a sprint running today that ends at most this many days from today;
 * `endedWithinDays`: else a sprint that ended at most this many days ago (Past Sprints'
 * RETRO_WINDOW looks as far after the end).
 */
export const SPRINT_PRESELECT = { endsWithinDays: 3, endedWithinDays: 7 } as const;

/** The sprints Create Retro offers: those ending from this many days ago to this many ahead. */
export const SPRINT_CHOICES = { pastDays: 90, futureDays: 60, max: 20 } as const;

/**
 * The sprint Create Retro preselects on `today` (the creator's calendar): of the sprints running
 * today that end within SPRINT_PRESELECT.endsWithinDays, the one ending first; else of those
 * that ended within SPRINT_PRESELECT.endedWithinDays, the one that ended last; else none (a
 * sprint still far from its end, or long over, is rarely the one looked back on).
 */
export function preselectSprint<S extends SprintDates>(sprints: readonly S[], today: CalendarDate): S | null {
  const endingBy = addDays(today, SPRINT_PRESELECT.endsWithinDays);
  const endedFrom = addDays(today, -SPRINT_PRESELECT.endedWithinDays);
  let ending: S | null = null;
  let ended: S | null = null;
  for (const sprint of sprints) {
    const running = compareDates(sprint.startDate, today) <= 0 && compareDates(today, sprint.endDate) <= 0;
    if (running && compareDates(sprint.endDate, endingBy) <= 0) {
      if (!ending || compareDates(sprint.endDate, ending.endDate) < 0) {
        ending = sprint;
      }
    } else if (compareDates(sprint.endDate, today) < 0 && compareDates(sprint.endDate, endedFrom) >= 0) {
      if (!ended || compareDates(sprint.endDate, ended.endDate) > 0) {
        ended = sprint;
      }
    }
  }
  return ending ?? ended;
}

/**
 * Whether a retro of `squadId` may belong to the sprint: the squad's own sprint, or a sprint of
 * the organisation's enterprise cadence (no squad), which every squad runs.
 */
export function isSprintOfSquad(sprint: { squadId: string | null }, squadId: string): boolean {
  return sprint.squadId === null || sprint.squadId === squadId;
}

/**
 * When the squad's end-of-sprint retro is held: on the sprint's last day at the squad's usual
 * time ('HH:MM'), read in the lead's time zone (the lead runs it; UTC when unknown).
 */
export function sprintRetroAt(endDate: CalendarDate, time: string, leadTimeZone: string | null): Date {
  return instantIn(leadTimeZone, endDate, time);
}
