import type { WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { type ParentChoice, ZParentChoices } from '@squadboard/domain/work-items/work-item.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workItemKeys } from './keys.ts';

export function listParentChoices(
  type: WorkItemType,
  q: string,
  signal?: AbortSignal,
): Promise<ParentChoice[]> {
  const params = new URLSearchParams({ type, q });
  return api
    .get(`/api/work-items/parent-choices?${params.toString()}`, { schema: ZParentChoices, signal })
    .then((r) => r.items);
}

/** Open items an item of `type` may sit under, matching `q`; asked only while the list is wanted. */
export function useParentChoices(type: WorkItemType, q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...workItemKeys.all, 'parent-choices', type, q] as const,
    queryFn: ({ signal }) => listParentChoices(type, q, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
