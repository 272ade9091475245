import { type Sprint, ZSprintList } from '@squadboard/domain/sprints/sprint.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The sprints a squad's items may move to (the bulk bar's "Move to sprint"): its own sprints, or
// under the company-wide cadence the enterprise sprints every squad shares.

export async function fetchSquadSprints(squadId: string, signal?: AbortSignal): Promise<Sprint[]> {
  const own = await api.get(`/api/sprints?squadId=${encodeURIComponent(squadId)}`, {
    schema: ZSprintList,
    signal,
  });
  if (!own.enterpriseCadence) {
    return own.sprints;
  }
  const enterprise = await api.get('/api/sprints', { schema: ZSprintList, signal });
  return [...enterprise.sprints, ...own.sprints];
}

export function squadSprintsQuery(squadId: string) {
  return queryOptions({
    // Under ['sprints'], so a sprint created in the settings refreshes this list too.
    queryKey: ['sprints', 'backlog-choices', squadId] as const,
    queryFn: ({ signal }) => fetchSquadSprints(squadId, signal),
    staleTime: 60_000,
  });
}

export function useSquadSprints(squadId: string, enabled: boolean) {
  return useQuery({ ...squadSprintsQuery(squadId), enabled });
}
