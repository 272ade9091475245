import { type CreateRaid, type RaidResult, ZRaidResult } from '@squadboard/domain/raid/raid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { raidKeys } from './keys.ts';

/** POST /api/raid: 201 with 'Raid created successfully' and the item as saved. */
export function createRaid(body: CreateRaid): Promise<RaidResult> {
  return apiRequest('/api/raid', { method: 'POST', body, schema: ZRaidResult });
}

export function useCreateRaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRaid,
    // The register under the dialog shows the new row.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raidKeys.all }),
  });
}
