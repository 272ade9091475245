import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { type WorkItemResult, ZWorkItemResult } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workItemPath } from './get-work-item.ts';
import { afterItemSaved } from './item-result.ts';

export function changeWorkItemStatus({
  id,
  statusId,
}: {
  id: string;
  statusId: WorkItemStatusId;
}): Promise<WorkItemResult> {
  return api.post(`${workItemPath(id)}/status`, { statusId }, { schema: ZWorkItemResult });
}

/** Moves the item through its squad's workflow; the answer brings the statuses it may move to next. */
export function useChangeWorkItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkItemStatus,
    onSuccess: (result) => afterItemSaved(queryClient, result),
  });
}
