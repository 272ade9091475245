import { type ReleaseDashboard, ZReleaseDashboard } from '@squadboard/domain/releases/release.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';

/**
 * GET /api/releases/:id/dashboard: the release with its epics, stories and bugs, the summary,
 * per-squad stage counts, status rows and at-risk stages (404 RELEASE_NOT_FOUND once deleted).
 */
export function getReleaseDashboard(id: string, signal?: AbortSignal): Promise<ReleaseDashboard> {
  return api.get(`/api/releases/${encodeURIComponent(id)}/dashboard`, { schema: ZReleaseDashboard, signal });
}

export function releaseDashboardQuery(id: string) {
  return queryOptions({
    queryKey: releaseKeys.dashboard(id),
    queryFn: ({ signal }) => getReleaseDashboard(id, signal),
  });
}

export function useReleaseDashboard(id: string) {
  return useQuery(releaseDashboardQuery(id));
}
