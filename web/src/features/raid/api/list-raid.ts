import { type RaidItem, ZRaidList } from '@squadboard/domain/raid/raid.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { raidKeys } from './keys.ts';

// GET /api/raid: the organisation's whole register, newest raised first. It comes in one answer
// (an organisation logs tens or hundreds of items); the page filters it with the domain's rules.

export function listRaid(signal?: AbortSignal): Promise<RaidItem[]> {
  return api.get('/api/raid', { schema: ZRaidList, signal }).then((list) => list.items);
}

export const raidListQuery = queryOptions({
  queryKey: raidKeys.list,
  queryFn: ({ signal }) => listRaid(signal),
});

export function useRaidList() {
  return useQuery(raidListQuery);
}
