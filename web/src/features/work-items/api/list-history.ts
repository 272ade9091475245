import { type WorkItemHistoryEntry, ZWorkItemHistory } from '@squadboard/domain/work-items/work-item.schema';
import { useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { workItemPath } from './get-work-item.ts';

export function listHistory(id: string, signal?: AbortSignal): Promise<WorkItemHistoryEntry[]> {
  return api.get(`${workItemPath(id)}/history`, { schema: ZWorkItemHistory, signal }).then((r) => r.items);
}

/** The item's changes, newest first (as the server sends them). */
export function useWorkItemHistory(id: string) {
  return useQuery({ queryKey: workItemKeys.history(id), queryFn: ({ signal }) => listHistory(id, signal) });
}
