import type { Can } from '../common/can.ts';
import type { Role } from '../common/constants.ts';
import {
  type ActionRegisterFilter,
  CLOSED_ITEM_STATUS,
  type StoredActionRegisterStatus,
} from './action-register.schema.ts';

// Pure rules of project action registers (spec 001 §2.3 "Project view", §4, §9): who may manage a
// register, which registers a filter shows, the counts. The per-register item view (search,
// Due Date / Priority / Assigned to me) is a query: the server pages it
// (action-registers.repository.ts).

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

export type ActionRegisterAbility = 'edit' | 'archive' | 'delete' | 'addItem';

/**
 * What a caller may do with a register: its managers edit, archive (once: spec §2.3 'Archive
 * unless already archived') and delete it; anyone of the organisation adds items.
 */
export function actionRegisterCan(
  caller: { id: string; role: Role },
  actionRegister: { ownerId: string | null; createdBy: string | null; status: string },
): Can<ActionRegisterAbility> {
  const manage = canManageActionRegister(caller, actionRegister);
  return {
    edit: manage,
    archive: manage && actionRegister.status !== 'Archive',
    delete: manage,
    addItem: true,
  };
}

/** Anyone of the organisation may edit a register's items (spec §2.3 shows no rule). */
export function actionRegisterItemCan(): Can<'edit'> {
  return { edit: true };
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
