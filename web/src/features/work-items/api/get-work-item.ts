import { type WorkItem, ZWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

export const workItemPath = (id: string) => `/api/work-items/${encodeURIComponent(id)}`;

export function getWorkItem(id: string, signal?: AbortSignal): Promise<WorkItem> {
  return api.get(workItemPath(id), { schema: ZWorkItem, signal });
}

export function workItemQuery(id: string) {
  return queryOptions({ queryKey: workItemKeys.item(id), queryFn: ({ signal }) => getWorkItem(id, signal) });
}

/** One work item, with the statuses it may move to now (`nextStatusIds`). */
export function useWorkItem(id: string) {
  return useQuery(workItemQuery(id));
}
