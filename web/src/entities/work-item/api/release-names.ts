import { ZReleaseNames } from '@squadboard/domain/releases/release.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

// GET /api/releases/names?projectId=: the live releases of the project's initiative, which the
// Edit Work Item dialog offers as release versions. It lives here, not in features/releases,
// because the work-items feature asks for it and features never import one another.

/**
 * Under the Release Plan's `['releases']` (features/releases/api/keys.ts names it too): a release
 * saved there invalidates it, so the suggestions follow a new or renamed release.
 */
export const releaseNamesKey = (projectId: string) => ['releases', 'names', projectId] as const;

export function getReleaseNames(projectId: string, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams({ projectId });
  return api
    .get(`/api/releases/names?${params.toString()}`, { schema: ZReleaseNames, signal })
    .then((answer) => answer.names);
}

export function releaseNamesQuery(projectId: string) {
  return queryOptions({
    queryKey: releaseNamesKey(projectId),
    queryFn: ({ signal }) => getReleaseNames(projectId, signal),
    staleTime: 60_000,
  });
}

/** Asked only for an item under a project (a release belongs to the project's initiative). */
export function useReleaseNames(projectId: string | null, enabled = true) {
  return useQuery({ ...releaseNamesQuery(projectId ?? ''), enabled: enabled && projectId !== null });
}
