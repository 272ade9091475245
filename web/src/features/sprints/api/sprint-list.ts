import { type SprintList, ZSprintList } from '@squadboard/domain/sprints/sprint.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

/** The enterprise cadence's sprints (squadId null) or one squad's. */
export function fetchSprintList(squadId: string | null, signal?: AbortSignal): Promise<SprintList> {
  const query = squadId ? `?squadId=${encodeURIComponent(squadId)}` : '';
  return api.get(`/api/sprints${query}`, { schema: ZSprintList, signal });
}

export function sprintListQuery(squadId: string | null) {
  return queryOptions({
    queryKey: SPRINT_KEYS.list(squadId),
    queryFn: ({ signal }) => fetchSprintList(squadId, signal),
  });
}

export function useSprintList(squadId: string | null, enabled = true) {
  return useQuery({ ...sprintListQuery(squadId), enabled });
}
