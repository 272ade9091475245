import { ZCommentList, type ZCommentResult } from '@squadboard/domain/comments/comment.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

// A subject's comments: every subject that has them (work items now, RAID items later) serves
// the same collection under its own path, so the path is the key.

/** What a save answers: the spec's message and the comment as stored. */
export type CommentResult = z.infer<typeof ZCommentResult>;

export const commentKeys = {
  all: ['comments'] as const,
  list: (path: string) => ['comments', path] as const,
};

/** The comments and what the caller may do: `can.add` on the list, `can` on each comment. */
export type CommentList = z.infer<typeof ZCommentList>;

export function listComments(path: string, signal?: AbortSignal): Promise<CommentList> {
  return api.get(path, { schema: ZCommentList, signal });
}

/** The comments of the subject at `path` (e.g. `/api/work-items/{id}/comments`), oldest first. */
export function useComments(path: string) {
  return useQuery({ queryKey: commentKeys.list(path), queryFn: ({ signal }) => listComments(path, signal) });
}
