import { MSG } from '@squadboard/domain';
import type { ActionResult } from '@squadboard/domain/actions/action.schema';

// What a save's toast says: the server's own success message, or the spec's if an older server
// left it out. Create and update answer alike, so one helper serves both.

export function actionSavedMessage(result: ActionResult, editing: boolean): string {
  return result.message || (editing ? MSG.actions.updated : MSG.actions.created);
}
