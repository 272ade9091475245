import type { Caller } from '@squadboard/domain';
import {
  actionRegisterCan,
  actionRegisterItemCan,
} from '@squadboard/domain/action-registers/action-register.rules';
import type {
  ActionRegister,
  ActionRegisterItem,
  ActionRegisterStatus,
  ItemComment,
} from '@squadboard/domain/action-registers/action-register.schema';
import type { ActionRegisterItemCommentRow, ActionRegisterItemRow } from '../../db/schema/index.ts';
import type { ActionRegisterWithCounts } from './action-registers.repository.ts';

export function presentActionRegister(row: ActionRegisterWithCounts, caller: Caller): ActionRegister {
  const { actionRegister } = row;
  return {
    id: actionRegister.id,
    name: actionRegister.name,
    description: actionRegister.description,
    ownerId: actionRegister.ownerId,
    ownerName: actionRegister.ownerName,
    // Deleted registers are never presented.
    status: actionRegister.status as ActionRegisterStatus,
    createdOn: actionRegister.createdOn,
    statuses: actionRegister.statuses,
    openCount: row.openCount,
    closedCount: row.closedCount,
    can: actionRegisterCan(caller, actionRegister),
  };
}

export function presentComment(row: ActionRegisterItemCommentRow): ItemComment {
  return { id: row.id, authorName: row.authorName, body: row.body, createdAt: row.createdAt.toISOString() };
}

export function presentItem(
  row: ActionRegisterItemRow,
  commentCount: number,
  projectName: string | null,
): ActionRegisterItem {
  return {
    id: row.id,
    actionRegisterId: row.actionRegisterId,
    title: row.title,
    description: row.description,
    ownerId: row.ownerId,
    ownerName: row.ownerName,
    status: row.status,
    priority: row.priority,
    dueDate: row.dueDate,
    projectId: row.projectId,
    projectName,
    commentCount,
    createdAt: row.createdAt.toISOString(),
    can: actionRegisterItemCan(),
  };
}
