import { ZRetroResult } from '@squadboard/domain/retro/retro.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETROS_KEY, retroPath } from './keys.ts';

// The retro list's Start and the room's (for its admin, before a scheduled retro begins).

export async function startRetro(id: string): Promise<void> {
  await apiRequest(`${retroPath(id)}/start`, { method: 'POST', body: {}, schema: ZRetroResult });
}

export function useStartRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
