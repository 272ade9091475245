import { ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETROS_KEY, retroPath } from '../../../entities/retro/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The toast's text: the server's message (the spec's words, from the catalogue). */
export async function deleteRetro(id: string): Promise<string> {
  const result = await apiRequest(retroPath(id), { method: 'DELETE', schema: ZMessageResult });
  return result.message;
}

export function useDeleteRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
