import { type RaidItem, ZRaidItem } from '@squadboard/domain/raid/raid.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { raidKeys } from './keys.ts';

export const raidPath = (id: string) => `/api/raid/${encodeURIComponent(id)}`;

/** GET /api/raid/:id: one item (404 RAID_NOT_FOUND when it is gone or another organisation's). */
export function getRaid(id: string, signal?: AbortSignal): Promise<RaidItem> {
  return api.get(raidPath(id), { schema: ZRaidItem, signal });
}

export function raidItemQuery(id: string) {
  return queryOptions({ queryKey: raidKeys.item(id), queryFn: ({ signal }) => getRaid(id, signal) });
}

/** The item the edit dialog opens; nothing is asked while there is none (CREATE). */
export function useRaidItem(id: string | null) {
  return useQuery({ ...raidItemQuery(id ?? ''), enabled: id !== null });
}
