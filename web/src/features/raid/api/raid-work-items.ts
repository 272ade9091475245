import type { RelatesTo } from '@squadboard/domain/raid/raid.model';
import { type RaidWorkItemChoices, ZRaidWorkItemChoices } from '@squadboard/domain/raid/raid.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { raidKeys } from './keys.ts';

/**
 * GET /api/raid/work-items?parentId=&type=: a Dependency's choices, the work items of that type
 * under the parent (the Project, or every Project of the Initiative).
 */
export function getRaidWorkItems(
  parentId: string,
  type: RelatesTo,
  signal?: AbortSignal,
): Promise<RaidWorkItemChoices['items']> {
  const params = new URLSearchParams({ parentId, type });
  return api
    .get(`/api/raid/work-items?${params.toString()}`, { schema: ZRaidWorkItemChoices, signal })
    .then((r) => r.items);
}

export function raidWorkItemsQuery(parentId: string, type: RelatesTo) {
  return queryOptions({
    queryKey: raidKeys.workItems(parentId, type),
    queryFn: ({ signal }) => getRaidWorkItems(parentId, type, signal),
    staleTime: 30_000,
  });
}

/** Asked only once a parent and a type are chosen (spec 001 §5). */
export function useRaidWorkItems(parentId: string | null, type: RelatesTo | null, enabled: boolean) {
  return useQuery({
    ...raidWorkItemsQuery(parentId ?? '', type ?? 'Feature'),
    enabled: enabled && Boolean(parentId) && type !== null,
  });
}
