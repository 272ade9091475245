import { type BacklogPage, ZBacklogPage } from '@squadboard/domain/work-items/work-item.schema';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { type BacklogView, backlogParams } from '../backlog-filters.ts';

// A squad's backlog in rank order, a page at a time: the next page is asked for as the person
// scrolls towards the end of what is loaded, so a backlog of thousands opens as fast as one of ten.

export function listBacklog(
  squadId: string,
  view: BacklogView,
  after: string | null,
  signal?: AbortSignal,
): Promise<BacklogPage> {
  const params = backlogParams(squadId, view);
  if (after) {
    params.set('after', after);
  }
  return api.get(`/api/work-items/backlog?${params.toString()}`, { schema: ZBacklogPage, signal });
}

export function backlogQueryKey(squadId: string, view: BacklogView) {
  return [...workItemKeys.backlog(squadId), view] as const;
}

export function backlogQueryOptions(squadId: string, view: BacklogView) {
  return infiniteQueryOptions({
    queryKey: backlogQueryKey(squadId, view),
    queryFn: ({ signal, pageParam }) => listBacklog(squadId, view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Typing in a filter keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useBacklog(squadId: string, view: BacklogView) {
  return useInfiniteQuery(backlogQueryOptions(squadId, view));
}
