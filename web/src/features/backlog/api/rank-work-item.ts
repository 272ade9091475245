import { ZWorkItemResult } from '@squadboard/domain/work-items/work-item.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { type BacklogData, moveInPages } from '../backlog-order.ts';

export function rankWorkItem({ id, afterId }: { id: string; afterId: string | null }) {
  return api.post(`/api/work-items/${encodeURIComponent(id)}/rank`, { afterId }, { schema: ZWorkItemResult });
}

/** Where a moved item lands, worked out from the order as loaded now: undefined for nowhere. */
export type Placement = (ids: readonly string[]) => string | null | undefined;

/**
 * A drag or a keyboard step in the backlog shown under `queryKey`. The place is worked out from
 * the cached order and the row moves there at once, in the same event, so quick steps (a held
 * arrow key) each start from the last one; the requests run one after another (one scope), so
 * they land in the order they were made. A refused move reloads the list as the server has it.
 */
export function useRankWorkItem(squadId: string, queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: rankWorkItem,
    scope: { id: `backlog-rank-${squadId}` },
    onSuccess: () =>
      // Other views of this backlog (other filters) are stale now; this one is already right.
      queryClient.invalidateQueries({ queryKey: workItemKeys.backlog(squadId), refetchType: 'none' }),
    onError: () => queryClient.invalidateQueries({ queryKey, exact: true }),
  });
  return useCallback(
    (id: string, place: Placement, onError: (error: unknown) => void) => {
      const before = queryClient.getQueryData<BacklogData>(queryKey);
      const afterId = before
        ? place(before.pages.flatMap((page) => page.items.map((item) => item.id)))
        : undefined;
      if (afterId === undefined) {
        return;
      }
      // A page still loading would land on the order as it was: it is dropped (and asked again).
      void queryClient.cancelQueries({ queryKey, exact: true });
      const data = queryClient.getQueryData<BacklogData>(queryKey);
      if (data) {
        queryClient.setQueryData<BacklogData>(queryKey, moveInPages(data, id, afterId));
      }
      mutate({ id, afterId }, { onError });
    },
    [queryClient, queryKey, mutate],
  );
}
