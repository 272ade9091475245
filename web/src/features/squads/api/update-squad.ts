import { type SquadResult, type UpdateSquad, ZSquadResult } from '@squadboard/domain/squads/squads.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SQUADS_KEY } from './keys.ts';

export function updateSquad({ id, change }: { id: string; change: UpdateSquad }): Promise<SquadResult> {
  return apiRequest(`/api/squads/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    schema: ZSquadResult,
  });
}

export function useUpdateSquad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSquad,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SQUADS_KEY }),
  });
}
