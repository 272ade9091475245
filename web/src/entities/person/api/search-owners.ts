import { type ActionOwner, ZActionOwners } from '@squadboard/domain/actions/action.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// People an action can be assigned to (GET /api/actions/owners): used by the Actions page and
// by the retro room's convert-to-action form, so it lives outside both features.

export function searchOwners(q: string, signal?: AbortSignal): Promise<ActionOwner[]> {
  const params = new URLSearchParams({ q });
  return api
    .get(`/api/actions/owners?${params.toString()}`, { schema: ZActionOwners, signal })
    .then((r) => r.items);
}

export function ownersQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['owners', q] as const,
    queryFn: ({ signal }) => searchOwners(q, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** People whose first or last name starts with `q`; asked only while the type-ahead is open. */
export function useOwners(q: string, enabled: boolean) {
  return useQuery({ ...ownersQueryOptions(q), enabled });
}
