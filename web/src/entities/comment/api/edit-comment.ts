import { ZCommentResult } from '@squadboard/domain/comments/comment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { type CommentResult, commentKeys } from './list-comments.ts';

export function editComment(path: string, commentId: string, body: string): Promise<CommentResult> {
  return apiRequest(`${path}/${commentId}`, { method: 'PATCH', body: { body }, schema: ZCommentResult });
}

/** Changes one of the caller's own comments and refreshes the list. */
export function useEditComment(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      editComment(path, commentId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(path) }),
  });
}
