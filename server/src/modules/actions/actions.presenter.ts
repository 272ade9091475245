import type { Caller } from '@squadboard/domain';
import { actionCan } from '@squadboard/domain/actions/action.rules';
import type { Action, ActionStatus } from '@squadboard/domain/actions/action.schema';
import type { ActionWithNames } from './actions.repository.ts';

/** The action as the caller sees it, with what the caller may do with it (the rules' answer). */
export function presentAction(row: ActionWithNames, caller: Caller): Action {
  const { action } = row;
  return {
    id: action.id,
    number: action.number,
    squadId: action.squadId,
    squadName: row.squadName,
    retroId: action.retroId,
    retroTitle: row.retroTitle,
    cardId: action.cardId,
    title: action.title,
    description: action.description,
    ownerId: action.ownerId,
    ownerName: action.ownerName,
    // Deleted actions are never presented.
    status: action.status as ActionStatus,
    priority: action.priority,
    dueDate: action.dueDate,
    createdAt: action.createdAt.toISOString(),
    can: actionCan(caller, { createdBy: action.createdBy, squadLeadId: row.squadLeadId }),
  };
}
