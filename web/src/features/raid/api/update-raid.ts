import { type RaidResult, type UpdateRaid, ZRaidResult } from '@squadboard/domain/raid/raid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { raidPath } from './get-raid.ts';
import { raidKeys } from './keys.ts';

/** PATCH /api/raid/:id: the whole form with the status; 200 with 'Raid updated successfully'. */
export function updateRaid({ id, change }: { id: string; change: UpdateRaid }): Promise<RaidResult> {
  return apiRequest(raidPath(id), { method: 'PATCH', body: change, schema: ZRaidResult });
}

export function useUpdateRaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRaid,
    onSuccess: async ({ item }) => {
      queryClient.setQueryData(raidKeys.item(item.id), item);
      // The list and anything else showing the register refresh (the item already holds the answer).
      await queryClient.invalidateQueries({
        queryKey: raidKeys.all,
        predicate: (query) => query.queryKey[1] !== 'item' || query.queryKey[2] !== item.id,
      });
    },
  });
}
