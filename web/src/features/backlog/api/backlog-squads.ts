import { ZSprintConfig } from '@squadboard/domain/sprints/sprint.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The squads the caller may see, for the squad picker: GET /api/sprints/config answers them (the
// one visible-squads rule on the server), under the same key the sprint settings read it by, so
// either page warms the other's cache.

export const backlogSquadsQuery = queryOptions({
  queryKey: ['sprints', 'config'] as const,
  queryFn: ({ signal }) => api.get('/api/sprints/config', { schema: ZSprintConfig, signal }),
  select: (config) => config.squads.map((s) => ({ id: s.id, name: s.name })),
  staleTime: 60_000,
});

export function useBacklogSquads() {
  return useQuery(backlogSquadsQuery);
}
