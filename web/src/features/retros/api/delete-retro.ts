import { MSG } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETROS_KEY, retroPath, ZRetroChangeResult } from '../../../entities/retro/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The toast's text: the server's message, or the spec's if it left it out. */
export async function deleteRetro(id: string): Promise<string> {
  const result = await apiRequest(retroPath(id), { method: 'DELETE', schema: ZRetroChangeResult });
  return result.message ?? MSG.retro.deleted;
}

export function useDeleteRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
