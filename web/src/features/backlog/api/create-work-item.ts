import {
  type CreateWorkItemInput,
  type WorkItemResult,
  ZWorkItemResult,
} from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { type BacklogView, isFiltered } from '../backlog-filters.ts';
import { appendToPages, type BacklogData, countAdded } from '../backlog-order.ts';

export type CreatedWorkItem = WorkItemResult;

export function createWorkItem(body: CreateWorkItemInput): Promise<CreatedWorkItem> {
  return api.post('/api/work-items', body, { schema: ZWorkItemResult });
}

/**
 * The backlog's quick add. The server puts the new item at the end of the backlog: a list that
 * has loaded its end shows it there at once; one with more pages to load counts it, and it
 * arrives with the last page. Filtered lists are refreshed when next shown (it may not match).
 */
export function useCreateWorkItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkItem,
    onSuccess: async ({ item }) => {
      if (!item.squadId) {
        return;
      }
      const cached = queryClient.getQueriesData<BacklogData>({
        queryKey: workItemKeys.backlog(item.squadId),
      });
      for (const [key, data] of cached) {
        const view = key[3] as BacklogView | undefined;
        if (!data || !view || isFiltered(view)) {
          await queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'none' });
        } else if (data.pages.at(-1)?.nextCursor === null) {
          queryClient.setQueryData<BacklogData>(key, appendToPages(data, item));
        } else {
          queryClient.setQueryData<BacklogData>(key, countAdded(data));
        }
      }
    },
  });
}
