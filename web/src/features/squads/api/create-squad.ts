import { type CreateSquad, type SquadResult, ZSquadResult } from '@squadboard/domain/squads/squads.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SQUADS_KEY } from './keys.ts';

export function createSquad(body: CreateSquad): Promise<SquadResult> {
  return api.post('/api/squads', body, { schema: ZSquadResult });
}

export function useCreateSquad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSquad,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SQUADS_KEY }),
  });
}
