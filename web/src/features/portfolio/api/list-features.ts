import { type WorkItem, ZWorkItemList } from '@squadboard/domain/work-items/work-item.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** The Features under a Project, or under every Project of an Initiative. */
export function listFeatures(portfolioId: string, signal?: AbortSignal): Promise<WorkItem[]> {
  const params = new URLSearchParams({ portfolioId });
  return api
    .get(`/api/work-items/features?${params.toString()}`, { schema: ZWorkItemList, signal })
    .then((r) => r.items);
}

export function featuresQuery(portfolioId: string) {
  return queryOptions({
    queryKey: workItemKeys.features(portfolioId),
    queryFn: ({ signal }) => listFeatures(portfolioId, signal),
  });
}

export function useFeatures(portfolioId: string, enabled = true) {
  return useQuery({ ...featuresQuery(portfolioId), enabled });
}
