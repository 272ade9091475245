import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SQUADS_KEY } from './keys.ts';

export function deleteSquad(id: string): Promise<MessageResult> {
  return apiRequest(`/api/squads/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZMessageResult });
}

export function useDeleteSquad() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSquad,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SQUADS_KEY }),
  });
}
