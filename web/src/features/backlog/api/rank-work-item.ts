import { ZWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { type BacklogData, moveInPages } from '../backlog-order.ts';

const ZRanked = z.object({ message: z.string(), item: ZWorkItem });

export function rankWorkItem({ id, afterId }: { id: string; afterId: string | null }) {
  return api.post(`/api/work-items/${encodeURIComponent(id)}/rank`, { afterId }, { schema: ZRanked });
}

/**
 * A drag or a keyboard step in the backlog shown under `queryKey`. The row moves at once; the
 * requests run one after another (one scope), so quick steps land in the order they were made.
 * A refused move reloads the list as the server has it.
 */
export function useRankWorkItem(squadId: string, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rankWorkItem,
    scope: { id: `backlog-rank-${squadId}` },
    onMutate: async ({ id, afterId }) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const data = queryClient.getQueryData<BacklogData>(queryKey);
      if (data) {
        queryClient.setQueryData<BacklogData>(queryKey, moveInPages(data, id, afterId));
      }
    },
    onSuccess: () =>
      // Other views of this backlog (other filters) are stale now; this one is already right.
      queryClient.invalidateQueries({
        queryKey: workItemKeys.backlog(squadId),
        refetchType: 'none',
      }),
    onError: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  });
}
