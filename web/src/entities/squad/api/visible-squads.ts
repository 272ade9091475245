import { ZSprintConfig } from '@squadboard/domain/sprints/sprint.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// The squads the caller may see, for squad pickers (the backlog, a new child item): GET /api/sprints/config answers them (the
// one visible-squads rule on the server), under the same key the sprint settings read it by, so
// either page warms the other's cache.

export const visibleSquadsQuery = queryOptions({
  queryKey: ['sprints', 'config'] as const,
  queryFn: ({ signal }) => api.get('/api/sprints/config', { schema: ZSprintConfig, signal }),
  // Whoever may plan a squad's sprints (its lead, a Super Admin) also sets its workflow.
  select: (config) => config.squads.map((s) => ({ id: s.id, name: s.name, canConfigure: s.canCreate })),
  staleTime: 60_000,
});

export type VisibleSquad = { id: string; name: string; canConfigure: boolean };

export function useVisibleSquads() {
  return useQuery(visibleSquadsQuery);
}
