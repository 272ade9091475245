import {
  type CreateWorkItemInput,
  type WorkItemResult,
  ZWorkItemResult,
} from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys, workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** A child item under the one shown (an Epic under a Feature, a Story under an Epic …). */
export function createChild(body: CreateWorkItemInput): Promise<WorkItemResult> {
  return api.post('/api/work-items', body, { schema: ZWorkItemResult });
}

export function useCreateChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChild,
    // The parent's children, the squad's backlog and the portfolio's counts all include it now.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}
