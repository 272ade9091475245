import { type WorkItem, ZWorkItemList } from '@squadboard/domain/work-items/work-item.schema';
import { useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { workItemPath } from './get-work-item.ts';

export function listChildren(id: string, signal?: AbortSignal): Promise<WorkItem[]> {
  return api.get(`${workItemPath(id)}/children`, { schema: ZWorkItemList, signal }).then((r) => r.items);
}

export function useWorkItemChildren(id: string) {
  return useQuery({ queryKey: workItemKeys.children(id), queryFn: ({ signal }) => listChildren(id, signal) });
}
