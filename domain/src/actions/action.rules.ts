import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';
import { MSG } from '../messages.ts';
import { type ActionStatus, PRIORITY_RANK } from './action.schema.ts';
import type { ClosedAs } from './action-review.model.ts';

// Pure rules of retrospective actions: due-date limits, who may delete, and the sort orders the
// server's SQL mirrors (spec 001 §5 "Action form", §9).

/**
 * The earliest calendar day that is still "today" somewhere (UTC−12). The server does not know
 * the browser's time zone, so a due date is refused only once it is past everywhere.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The earliest due date allowed: an edit keeps at least its current one, else `today`. */
export function dueDateFloor(current: string | null | undefined, today: string): string {
  return current ?? today;
}

/**
 * The message for a due date that is too early, or null. New actions and register items: not
 * before `today`; edits (`current` given, null when it had none): not before the current due date.
 * The server passes earliestToday(now), the browser its own today, so both refuse the same way.
 */
export function dueDateProblem(
  due: string | null,
  today: string,
  current: string | null | undefined,
): string | null {
  if (due === null || due >= dueDateFloor(current, today)) {
    return null;
  }
  return current ? MSG.actions.dueBeforeCurrent : MSG.actions.dueBeforeToday;
}

/** A Super Admin, the squad's lead or whoever raised it may delete an action. */
export function canDeleteAction(
  caller: { id: string; role: Role },
  action: { createdBy: string | null; squadLeadId: string | null },
): boolean {
  return caller.role === 'SUPER_ADMIN' || action.squadLeadId === caller.id || action.createdBy === caller.id;
}

/** What a caller may do with an action: anyone who sees it edits it; deleting follows canDeleteAction. */
export type ActionAbility = 'edit' | 'delete';

export function actionCan(
  caller: { id: string; role: Role },
  action: { createdBy: string | null; squadLeadId: string | null },
): Can<ActionAbility> {
  return { edit: true, delete: canDeleteAction(caller, action) };
}

const STATUS_ORDER: Record<ActionStatus, number> = { Open: 0, 'In Progress': 1, Closed: 2 };

/** Sort by Status: Open, In Progress, Closed; then High, Medium, Low; then newest first. */
export function compareByStatus(
  a: { status: ActionStatus; priority: keyof typeof PRIORITY_RANK; createdAt: string },
  b: { status: ActionStatus; priority: keyof typeof PRIORITY_RANK; createdAt: string },
): number {
  return (
    STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
    PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] ||
    b.createdAt.localeCompare(a.createdAt)
  );
}

/**
 * When and how an action is closed after a change of status (the actions' follow-through): closing
 * records the time and "done" (a review may say "dropped"), reopening clears both, and anything
 * else keeps what was recorded (`undefined`: leave the stored fields as they are).
 */
export function closingOf(
  from: ActionStatus | 'Deleted' | null,
  to: ActionStatus | 'Deleted',
  at: Date,
  as: ClosedAs = 'done',
): { closedAt: Date | null; closedAs: ClosedAs | null } | undefined {
  if (to === 'Closed') {
    return from === 'Closed' ? undefined : { closedAt: at, closedAs: as };
  }
  if (to === 'Deleted') {
    return undefined;
  }
  return from === 'Closed' || from === null ? { closedAt: null, closedAs: null } : undefined;
}
