import { MSG } from '@squadboard/domain';
import type { ActionRegisterResult } from './api/create-action-register.ts';
import type { ActionRegisterItemResult } from './api/create-action-register-item.ts';

// What a save's toast says: the server's own success message, or the spec's if an older server
// left it out. Create and update answer alike, so one helper serves each kind.

export function actionRegisterSavedMessage(result: ActionRegisterResult, editing: boolean): string {
  return result.message || (editing ? MSG.actionRegisters.updated : MSG.actionRegisters.created);
}

export function itemSavedMessage(result: ActionRegisterItemResult, editing: boolean): string {
  return result.message || (editing ? MSG.actionRegisters.itemUpdated : MSG.actionRegisters.itemCreated);
}
