import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { releaseKeys } from '../api/keys.ts';

/**
 * The Edit Work Item dialog opens over the dashboard and saves through the work-items feature,
 * which refreshes only work-item queries. Any save made while the dashboard is shown (the item,
 * its status, a child) may change a status, a squad or a release version, so each successful
 * mutation asks for the dashboard again; one small request, and nothing on screen goes stale.
 */
export function useRefreshAfterSaves(releaseId: string): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: releaseKeys.dashboard(releaseId) });
        }
      }),
    [queryClient, releaseId],
  );
}
