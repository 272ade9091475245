import { type SquadPage, ZSquadPage } from '@squadboard/domain/squads/squads.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { squadsKeys } from './keys.ts';

export function listSquads(search: string, page: number, signal?: AbortSignal): Promise<SquadPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) {
    params.set('search', search);
  }
  return api.get(`/api/squads?${params.toString()}`, { schema: ZSquadPage, signal });
}

export function squadsQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: squadsKeys.list(search, page),
    queryFn: ({ signal }) => listSquads(search, page, signal),
    // Paging and typing keep the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useSquads(search: string, page: number) {
  return useQuery(squadsQueryOptions(search, page));
}
