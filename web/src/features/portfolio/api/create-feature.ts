import {
  type CreateWorkItemInput,
  type WorkItemResult,
  ZWorkItemResult,
} from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys, workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** A Feature under a Project (Super Admin only): the portfolio page's inline add. */
export function createFeature(body: { title: string; projectId: string }): Promise<WorkItemResult> {
  const payload: CreateWorkItemInput = { type: 'Feature', title: body.title, parentId: body.projectId };
  return api.post('/api/work-items', payload, { schema: ZWorkItemResult });
}

export function useCreateFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeature,
    // Every work-item list (the project's and its Initiative's features among them) and the
    // portfolio's counts now include it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
      ]),
  });
}
