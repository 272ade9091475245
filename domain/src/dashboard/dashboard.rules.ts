import { addDays, type CalendarDate } from '../common/calendar-date.ts';
import type { Role } from '../common/constants.ts';
import type { RaidStatus } from '../raid/raid.model.ts';
import { isOpenRaidStatus, isRaidOverdue } from '../raid/raid.rules.ts';
import type { NextStep, NextStepId } from './dashboard.schema.ts';

// The dashboard home's rules as pure functions: the server picks and orders the rows
// with them, the web reads the same ones to draw the blocks.

export const DASHBOARD_LIMITS = {
  /** Rows each list shows; the block links to its area for the rest. */
  retros: 5,
  actions: 5,
  workItems: 8,
  sprints: 12,
  risks: 6,
  /** RAID items come up for review this many days before their date. */
  reviewWindowDays: 7,
} as const;

/** A due date (action, register item) that has passed on `today`. */
export function isPastDue(dueDate: CalendarDate | null, today: CalendarDate): boolean {
  return dueDate !== null && dueDate < today;
}

/** The last day a RAID item's date may fall on to count as due for review today. */
export function reviewHorizon(today: CalendarDate): CalendarDate {
  return addDays(today, DASHBOARD_LIMITS.reviewWindowDays);
}

/**
 * Due for review: still open (the RAID register's 'Open Items'), with a review or treatment date
 * that has passed, is today, or comes within the window.
 */
export function isDueForReview(
  item: { status: RaidStatus; dueDate: CalendarDate | null },
  today: CalendarDate,
): boolean {
  return isOpenRaidStatus(item.status) && item.dueDate !== null && item.dueDate <= reviewHorizon(today);
}

/** The RAID register's own overdue rule, for a row known to be due for review. */
export function isReviewOverdue(
  item: { status: RaidStatus; dueDate: CalendarDate | null },
  today: CalendarDate,
): boolean {
  return isRaidOverdue(item, today);
}

/** Whole calendar days from `today` to `end`, today not counted; never below 0. */
export function daysLeft(end: CalendarDate, today: CalendarDate): number {
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** Done items as a whole percentage of all of them (an empty sprint is at 0). */
export function sprintProgressPercent(done: number, total: number): number {
  if (total <= 0) {
    return 0;
  }
  return Math.min(100, Math.round((Math.max(0, done) / total) * 100));
}

/** What the organisation has done so far, whoever did it. */
export interface SetupProgress {
  hasSquad: boolean;
  hasRetro: boolean;
  hasInvited: boolean;
}

/**
 * The steps a new organisation is offered, as far as the caller may take them: only a Super Admin
 * creates squads and invites people; a Super Admin or a squad lead starts a retro.
 */
export function nextStepsFor(role: Role, progress: SetupProgress): NextStep[] {
  const done: Record<NextStepId, boolean> = {
    squad: progress.hasSquad,
    retro: progress.hasRetro,
    invite: progress.hasInvited,
  };
  const allowed: NextStepId[] =
    role === 'SUPER_ADMIN' ? ['squad', 'retro', 'invite'] : role === 'SQUAD_ADMIN' ? ['retro'] : [];
  return allowed.map((id) => ({ id, done: done[id] }));
}

/** Whether the dashboard shows the next steps: some step the caller may take is still to do. */
export function showsNextSteps(steps: readonly NextStep[]): boolean {
  return steps.some((step) => !step.done);
}

/**
 * Whether the next steps take the place of the blocks: a new organisation without a squad, where
 * every block would be empty, seen by someone who can do something about it.
 */
export function nextStepsReplaceBlocks(next: { steps: readonly NextStep[]; hasSquad: boolean }): boolean {
  return !next.hasSquad && showsNextSteps(next.steps);
}
