import type { Role } from '../common/constants.ts';
import { PRIORITY_RANK } from './action.schema.ts';
import {
  type ActionRegisterFilter,
  type ActionRegisterItem,
  CLOSED_ITEM_STATUS,
  type ItemFilter,
  type StoredActionRegisterStatus,
} from './action-register.schema.ts';

// Pure rules of project action registers (spec 001 §2.3 "Project view", §4, §9): who may manage a
// register, which registers a filter shows, the counts, and the per-register item view.

/** A Super Admin, the register's owner or whoever created it may edit, archive or delete it. */
export function canManageActionRegister(
  caller: { id: string; role: Role },
  actionRegister: { ownerId: string | null; createdBy: string | null },
): boolean {
  return (
    caller.role === 'SUPER_ADMIN' ||
    actionRegister.ownerId === caller.id ||
    actionRegister.createdBy === caller.id
  );
}

/** Spec §4: the filter shows its own status; All shows Open and Closed (it hides Archive). */
export function statusesForFilter(filter: ActionRegisterFilter): StoredActionRegisterStatus[] {
  return filter === 'all' ? ['Open', 'Closed'] : [filter];
}

/** Spec §2.3: 'Total actions' are the open items, 'Closed actions' those whose status is Closed. */
export function itemCounts(statuses: readonly string[]): { open: number; closed: number } {
  const closed = statuses.filter((s) => s === CLOSED_ITEM_STATUS).length;
  return { open: statuses.length - closed, closed };
}

/** The first removed status label some item still uses, or null when the change is safe. */
export function removedLabelInUse(
  before: readonly string[],
  after: readonly string[],
  used: readonly string[],
): string | null {
  const kept = new Set(after);
  const inUse = new Set(used);
  return before.find((label) => !kept.has(label) && inUse.has(label)) ?? null;
}

type ViewItem = Pick<ActionRegisterItem, 'title' | 'ownerId' | 'priority' | 'dueDate' | 'createdAt'>;

/**
 * A register's items as its toolbar asks: search over titles (case-insensitive), then the filter:
 * Due Date (soonest first, undated last), Priority (High, Medium, Low) or Assigned to me.
 * Without a filter the items keep their creation order.
 */
export function viewItems<T extends ViewItem>(
  items: readonly T[],
  view: { filter: ItemFilter; search: string; meId: string | null },
): T[] {
  const needle = view.search.trim().toLocaleLowerCase();
  let shown = needle ? items.filter((i) => i.title.toLocaleLowerCase().includes(needle)) : [...items];
  const byCreation = (a: T, b: T) => a.createdAt.localeCompare(b.createdAt);
  switch (view.filter) {
    case 'dueDate':
      shown.sort((a, b) => {
        if (a.dueDate === b.dueDate || a.dueDate === null || b.dueDate === null) {
          // Undated items go last.
          return a.dueDate === b.dueDate ? byCreation(a, b) : a.dueDate === null ? 1 : -1;
        }
        return a.dueDate.localeCompare(b.dueDate);
      });
      break;
    case 'priority':
      shown.sort((a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] || byCreation(a, b));
      break;
    case 'mine':
      shown = shown.filter((i) => i.ownerId !== null && i.ownerId === view.meId);
      break;
    default:
      shown.sort(byCreation);
  }
  return shown;
}
