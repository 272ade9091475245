import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { commentKeys } from './list-comments.ts';

export function deleteComment(path: string, commentId: string): Promise<MessageResult> {
  return apiRequest(`${path}/${commentId}`, { method: 'DELETE', schema: ZMessageResult });
}

/** Deletes one of the caller's own comments and refreshes the list. */
export function useDeleteComment(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(path, commentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(path) }),
  });
}
