import type { Caller } from '@squadboard/domain';
import { MSG } from '@squadboard/domain';
import {
  DEFAULT_STATUS_CONFIG,
  type StatusConfig,
  statusName,
  type WorkItemStatusId,
} from '@squadboard/domain/work-items/work-item.model';
import {
  allowedNextStatuses,
  canEditWorkItem,
  childrenBlockMove,
  missingFieldsForStatus,
} from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItemRow } from '../../db/schema/index.ts';
import { AppError, appError } from '../../http/app-error.ts';
import type { WorkItemsRepository } from './work-items.repository.ts';

// What the work-item services share: who may see and change an item, the squad's workflow, and
// how an item is presented.

/** The squad's status configuration, or the default when it never saved one. */
export async function statusConfigOf(r: WorkItemsRepository, squadId: string | null): Promise<StatusConfig> {
  return (squadId ? await r.statusConfig(squadId) : undefined) ?? DEFAULT_STATUS_CONFIG;
}

/**
 * The item if the caller may see it: an item of a squad follows the visible-squads rule, a
 * Feature (no squad) the whole organisation. Anything else answers 404, never 403, so ids of
 * other squads and organisations reveal nothing.
 */
export async function visibleItem(
  r: WorkItemsRepository,
  caller: Caller,
  id: string,
  options: { lock?: boolean } = {},
): Promise<WorkItemRow> {
  const row = await r.find(caller.customerId, id, options);
  if (!row || (row.squadId && !(await r.visibleSquad(caller, row.squadId)))) {
    throw appError('WORK_ITEM_NOT_FOUND');
  }
  return row;
}

/** As visibleItem, and the caller may change it (spec 001 §6: Features are the Super Admin's). */
export async function editableItem(r: WorkItemsRepository, caller: Caller, id: string): Promise<WorkItemRow> {
  const row = await visibleItem(r, caller, id, { lock: true });
  if (!canEditWorkItem(caller.role, row.type)) {
    throw appError('WORK_ITEM_READ_ONLY');
  }
  return row;
}

/**
 * Refuses a status change the workflow does not allow (spec 001 §4): a status the item may not
 * move to now, one whose required fields are empty (each named), or Done with a child still open.
 */
export async function checkStatusChange(
  r: WorkItemsRepository,
  item: WorkItemRow,
  to: WorkItemStatusId,
): Promise<void> {
  const config = await statusConfigOf(r, item.squadId);
  if (!allowedNextStatuses(item.type, item.statusId, config.statuses).includes(to)) {
    throw appError('STATUS_NOT_ALLOWED');
  }
  const missing = missingFieldsForStatus(item.type, to, item);
  if (Object.keys(missing).length > 0) {
    throw new AppError('STATUS_NEEDS_FIELDS', MSG.workItems.statusNeedsFields, { fields: missing });
  }
  if (childrenBlockMove(to, await r.childStatuses(item.id))) {
    throw appError('CHILDREN_OPEN');
  }
}

/** The history entry of a status change. */
export function statusChangeEntry(item: WorkItemRow, to: WorkItemStatusId) {
  return {
    fromStatusId: item.statusId,
    toStatusId: to,
    summary: MSG.workItems.historyStatus(statusName(item.statusId), statusName(to)),
  };
}
