import { MSG } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RETROS_KEY, retroPath, ZRetroChangeResult } from '../../../entities/retro/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The toast's text: the server's message, or the spec's if it left it out. */
export async function archiveRetro(id: string): Promise<string> {
  const result = await apiRequest(`${retroPath(id)}/archive`, {
    method: 'POST',
    body: {},
    schema: ZRetroChangeResult,
  });
  return result.message ?? MSG.retro.archived;
}

export function useArchiveRetro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRetro,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: RETROS_KEY }),
  });
}
