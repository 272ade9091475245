import { ZCommentResult } from '@squadboard/domain/comments/comment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type CommentResult, commentKeys } from './list-comments.ts';

export function addComment(path: string, body: string): Promise<CommentResult> {
  return api.post(path, { body }, { schema: ZCommentResult });
}

/** Posts a comment (HTML from the editor; the server sanitises it) and refreshes the list. */
export function useAddComment(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addComment(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentKeys.list(path) }),
  });
}
