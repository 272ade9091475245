import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { type WorkItemResult, ZWorkItemResult } from '@squadboard/domain/work-items/work-item.schema';
import { api } from '../../../../lib/api-client.ts';

/**
 * POST /api/work-items/:id/status, the workflow's one door (the Edit Work Item dialog uses it
 * too): the server checks the move, the fields it needs and the children rule.
 */
export function changeCardStatus(id: string, statusId: WorkItemStatusId): Promise<WorkItemResult> {
  return api.post(
    `/api/work-items/${encodeURIComponent(id)}/status`,
    { statusId },
    { schema: ZWorkItemResult },
  );
}
