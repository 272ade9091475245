import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { actionsKeys } from './keys.ts';

const ZActionSquads = z.object({ items: z.array(z.object({ id: z.string(), name: z.string() })) });
export type ActionSquad = z.infer<typeof ZActionSquads>['items'][number];

export function fetchActionSquads(signal?: AbortSignal): Promise<ActionSquad[]> {
  return api.get('/api/actions/squads', { schema: ZActionSquads, signal }).then((r) => r.items);
}

export const actionSquadsQuery = queryOptions({
  queryKey: actionsKeys.squads(),
  queryFn: ({ signal }) => fetchActionSquads(signal),
  staleTime: 60_000,
});

/** The squads the caller may see and pick: the list filter and the form's Squad field. */
export function useActionSquads() {
  return useQuery(actionSquadsQuery);
}
