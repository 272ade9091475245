import { type SprintConfig, ZSprintConfig } from '@squadboard/domain/sprints/sprint.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SPRINT_KEYS } from './keys.ts';

export function fetchSprintConfig(signal?: AbortSignal): Promise<SprintConfig> {
  return api.get('/api/sprints/config', { schema: ZSprintConfig, signal });
}

export const sprintConfigQuery = queryOptions({
  queryKey: SPRINT_KEYS.config,
  queryFn: ({ signal }) => fetchSprintConfig(signal),
});

export function useSprintConfig() {
  return useQuery(sprintConfigQuery);
}
