import { type RetroPage, ZRetroPage } from '@squadboard/domain/retro/retro.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { retrosKeys } from './keys.ts';

export type RetroView = 'active' | 'archive';

export function listRetros(
  view: RetroView,
  page: number,
  squadId: string | null,
  signal?: AbortSignal,
): Promise<RetroPage> {
  const params = new URLSearchParams({ view, page: String(page) });
  if (squadId) {
    params.set('squadId', squadId);
  }
  return api.get(`/api/retros?${params.toString()}`, { schema: ZRetroPage, signal });
}

/** One page of a view, of one squad (`squadId`) or of all the caller's squads (null). */
export function retrosQueryOptions(view: RetroView, page: number, squadId: string | null = null) {
  return queryOptions({
    queryKey: retrosKeys.list(view, page, squadId),
    queryFn: ({ signal }) => listRetros(view, page, squadId, signal),
    // Paging keeps the current rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useRetros(view: RetroView, page: number, squadId: string | null = null) {
  return useQuery(retrosQueryOptions(view, page, squadId));
}
