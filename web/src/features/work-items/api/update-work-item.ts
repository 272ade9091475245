import {
  type UpdateWorkItem,
  type WorkItemResult,
  ZWorkItemResult,
} from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { workItemPath } from './get-work-item.ts';
import { afterItemSaved } from './item-result.ts';

export function updateWorkItem({
  id,
  change,
}: {
  id: string;
  change: UpdateWorkItem;
}): Promise<WorkItemResult> {
  return apiRequest(workItemPath(id), { method: 'PATCH', body: change, schema: ZWorkItemResult });
}

export function useUpdateWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkItem,
    onSuccess: (result) => afterItemSaved(queryClient, result),
  });
}
