import { type ReleaseList, ZReleaseList } from '@squadboard/domain/releases/release.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { listQueryString, type ReleaseFilters } from '../release-format.ts';
import { releaseKeys } from './keys.ts';

// GET /api/releases?initiativeId=&status=: the server filters (no status is the default 'Status':
// Scheduled, In Progress and At Risk), newest first, deleted releases never; with what the caller
// may do (`can` on the list and on each release), which is all the page offers.

export function listReleases(filters: ReleaseFilters, signal?: AbortSignal): Promise<ReleaseList> {
  return api.get(`/api/releases${listQueryString(filters)}`, { schema: ZReleaseList, signal });
}

export function releaseListQuery(filters: ReleaseFilters) {
  return queryOptions({
    queryKey: releaseKeys.list(filters.initiativeId, filters.status),
    queryFn: ({ signal }) => listReleases(filters, signal),
    // Changing a filter keeps the rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useReleaseList(filters: ReleaseFilters) {
  return useQuery(releaseListQuery(filters));
}
