import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACTIONS_KEY } from './keys.ts';

export function deleteAction(id: string): Promise<MessageResult> {
  return apiRequest(`/api/actions/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZMessageResult });
}

export function useDeleteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACTIONS_KEY }),
  });
}
