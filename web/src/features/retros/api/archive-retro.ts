import { ZRetroMessageResult } from '@squadboard/domain/retro/retro.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETROS_KEY, retroPath } from '../../../entities/retro/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The toast's text: the server's message (the spec's words, from the catalogue). */
export async function archiveRetro(id: string): Promise<string> {
  const result = await apiRequest(`${retroPath(id)}/archive`, {
    method: 'POST',
    body: {},
    schema: ZRetroMessageResult,
  });
  return result.message;
}

export function useArchiveRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
