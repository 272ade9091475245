import type { ActionStatus } from './action.schema.ts';
import type { ClosedAs } from './action-review.model.ts';
import type { RetroFollowThrough, StuckAction } from './follow-through.schema.ts';

// Pure rules of the follow-through of retro actions. The server reads the squad's
// ended retros and the actions they raised; these functions decide what counts.

/** How many of the squad's last ended retros the follow-through shows. */
export const FOLLOW_THROUGH_RETROS = 6;

export interface EndedRetro {
  id: string;
  title: string;
  /** ISO timestamp. */
  endedAt: string;
}

/** What the rules need of an action raised in a retro (deleted actions are not given). */
export interface RetroActionFacts {
  id: string;
  retroId: string;
  status: ActionStatus;
  /** ISO timestamp, or null while open. */
  closedAt: string | null;
  closedAs: ClosedAs | null;
}

export interface OpenRetroAction extends RetroActionFacts {
  title: string;
  ownerName: string;
  dueDate: string | null;
}

/** The retros in the order they ended (ties by id, so the order is the same on every read). */
function inEndedOrder<R extends EndedRetro>(retros: readonly R[]): R[] {
  return [...retros].sort(
    (a, b) => Date.parse(a.endedAt) - Date.parse(b.endedAt) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** The last `FOLLOW_THROUGH_RETROS` ended retros, the oldest first: the ones the figures cover. */
export function followedRetros<R extends EndedRetro>(retros: readonly R[]): R[] {
  return inEndedOrder(retros).slice(-FOLLOW_THROUGH_RETROS);
}

/** Done by `deadline` (an ISO timestamp; null: no next retro yet, so done at all). */
function doneBy(action: RetroActionFacts, deadline: string | null): boolean {
  if (action.status !== 'Closed' || action.closedAs !== 'done' || action.closedAt === null) {
    return false;
  }
  return deadline === null || Date.parse(action.closedAt) <= Date.parse(deadline);
}

/**
 * For each of the squad's last ended retros (`retros`: every ended retro of the squad), the
 * actions it raised (M) and those closed as done by the squad's next ended retro's end (N); the
 * latest retro has no next one, so it counts what is done so far and is `pending`.
 */
export function retroFollowThrough(
  retros: readonly EndedRetro[],
  actions: readonly RetroActionFacts[],
): RetroFollowThrough[] {
  const ordered = inEndedOrder(retros);
  const shown = ordered.slice(-FOLLOW_THROUGH_RETROS);
  const firstShown = ordered.length - shown.length;
  return shown.map((retro, i) => {
    const next = ordered[firstShown + i + 1];
    const deadline = next?.endedAt ?? null;
    const raised = actions.filter((action) => action.retroId === retro.id);
    return {
      retroId: retro.id,
      title: retro.title,
      endedAt: retro.endedAt,
      done: raised.filter((action) => doneBy(action, deadline)).length,
      total: raised.length,
      pending: next === undefined,
    };
  });
}

/** Stuck first by most retros, then the oldest due date (none last), then title. */
function compareStuck(a: StuckAction, b: StuckAction): number {
  if (a.retros !== b.retros) {
    return b.retros - a.retros;
  }
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) {
      return 1;
    }
    if (b.dueDate === null) {
      return -1;
    }
    return a.dueDate < b.dueDate ? -1 : 1;
  }
  return a.title.localeCompare(b.title) || (a.actionId < b.actionId ? -1 : 1);
}

/**
 * The actions still not closed whose retro has been followed by at least one more ended retro of
 * the squad, each with the number of retros it has stayed open across (its own + the later ones).
 */
export function stuckActions(
  retros: readonly EndedRetro[],
  actions: readonly OpenRetroAction[],
): StuckAction[] {
  const ordered = inEndedOrder(retros);
  const positions = new Map(ordered.map((retro, i) => [retro.id, i]));
  const stuck: StuckAction[] = [];
  for (const action of actions) {
    const position = positions.get(action.retroId);
    const retro = position === undefined ? undefined : ordered[position];
    if (position === undefined || !retro || action.status === 'Closed') {
      continue;
    }
    const later = ordered.length - 1 - position;
    if (later >= 1) {
      stuck.push({
        actionId: action.id,
        title: action.title,
        ownerName: action.ownerName,
        dueDate: action.dueDate,
        retroId: retro.id,
        retroTitle: retro.title,
        retros: 1 + later,
      });
    }
  }
  return stuck.sort(compareStuck);
}
