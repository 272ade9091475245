import { type SprintPlan, ZSprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sprintKeys } from './keys.ts';

// A squad's plan: its active sprint and the ones it can still plan into, each with its committed
// hours against the squad's capacity. The backlog's planning panel and its bulk bar read it.

export function getSprintPlan(squadId: string, signal?: AbortSignal): Promise<SprintPlan> {
  return api.get(`/api/sprints/plan?squadId=${encodeURIComponent(squadId)}`, { schema: ZSprintPlan, signal });
}

export function sprintPlanQuery(squadId: string) {
  return queryOptions({
    queryKey: sprintKeys.plan(squadId),
    queryFn: ({ signal }) => getSprintPlan(squadId, signal),
    staleTime: 30_000,
  });
}

export function useSprintPlan(squadId: string, enabled = true) {
  return useQuery({ ...sprintPlanQuery(squadId), enabled });
}
