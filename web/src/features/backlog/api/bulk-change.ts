import { type BulkWorkItemChange, ZBulkResult } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { sprintKeys } from '../../../entities/sprint/api/keys.ts';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { type BacklogData, removeFromPages } from '../backlog-order.ts';

export type BulkResult = z.infer<typeof ZBulkResult>;

export function bulkChange(body: BulkWorkItemChange): Promise<BulkResult> {
  return api.post('/api/work-items/bulk', body, { schema: ZBulkResult });
}

/**
 * The bulk bar and a drop on a sprint: one change to the selected items, all or none. Every
 * work-item view refreshes, and so do the sprints' loads (planning) and boards.
 */
export function useBulkChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkChange,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
        queryClient.invalidateQueries({ queryKey: sprintKeys.plans }),
        queryClient.invalidateQueries({ queryKey: sprintKeys.boards }),
      ]),
  });
}

/**
 * A drop on a sprint in the planning panel: the items leave the backlog shown under `queryKey`
 * at once, and come back (the list reloads) if the server refuses.
 */
export function usePlanIntoSprint(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const bulk = useBulkChange();
  return (ids: string[], sprintId: string, onError: (error: unknown) => void) => {
    void queryClient.cancelQueries({ queryKey, exact: true });
    const data = queryClient.getQueryData<BacklogData>(queryKey);
    if (data) {
      queryClient.setQueryData<BacklogData>(queryKey, removeFromPages(data, ids));
    }
    bulk.mutate(
      { ids, sprintId },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (error) => {
          onError(error);
          void queryClient.invalidateQueries({ queryKey, exact: true });
        },
      },
    );
  };
}
