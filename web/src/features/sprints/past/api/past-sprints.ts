import { type PastSprints, ZPastSprints } from '@squadboard/domain/sprints/sprint-run.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** Under ['sprints'], so completing or changing a sprint anywhere refreshes it too. */
export const pastSprintsKey = (squadId: string) => ['sprints', 'past', squadId] as const;

export function fetchPastSprints(squadId: string, signal?: AbortSignal): Promise<PastSprints> {
  return api.get(`/api/sprints/past?squadId=${encodeURIComponent(squadId)}`, {
    schema: ZPastSprints,
    signal,
  });
}

export function pastSprintsQuery(squadId: string) {
  return queryOptions({
    queryKey: pastSprintsKey(squadId),
    queryFn: ({ signal }) => fetchPastSprints(squadId, signal),
  });
}

export function usePastSprints(squadId: string) {
  return useQuery(pastSprintsQuery(squadId));
}
