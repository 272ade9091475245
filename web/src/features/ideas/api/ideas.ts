import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import {
  type CreateIdea,
  type Idea,
  type MoveIdea,
  type UpdateIdea,
  ZIdeaList,
  ZIdeaResult,
  ZPromotedIdea,
} from '@squadboard/domain/ideas/idea.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys, workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api, apiRequest } from '../../../lib/api-client.ts';

// The idea canvas's calls (server/src/modules/ideas/ideas.routes.ts), one hook each.

export const ideaKeys = {
  all: ['ideas'] as const,
  canvas: (initiativeId: string) => ['ideas', initiativeId] as const,
};

export const ideasQuery = (initiativeId: string) =>
  queryOptions({
    queryKey: ideaKeys.canvas(initiativeId),
    queryFn: ({ signal }) =>
      api
        .get(`/api/ideas?initiativeId=${encodeURIComponent(initiativeId)}`, { schema: ZIdeaList, signal })
        .then((r) => r.items),
  });

export function useIdeas(initiativeId: string | null) {
  return useQuery({ ...ideasQuery(initiativeId ?? ''), enabled: initiativeId !== null });
}

function useInvalidate(initiativeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ideaKeys.canvas(initiativeId) });
}

export function useCreateIdea(initiativeId: string) {
  const invalidate = useInvalidate(initiativeId);
  return useMutation({
    mutationFn: (body: CreateIdea) => api.post('/api/ideas', body, { schema: ZIdeaResult }),
    onSuccess: invalidate,
  });
}

export function useUpdateIdea(initiativeId: string) {
  const invalidate = useInvalidate(initiativeId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateIdea }) =>
      apiRequest(`/api/ideas/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: ZIdeaResult }),
    onSuccess: invalidate,
  });
}

/**
 * A drag: the canvas shows the new order at once (the cached list is reordered) and settles on
 * the server's answer either way.
 */
export function useMoveIdea(initiativeId: string) {
  const queryClient = useQueryClient();
  const key = ideaKeys.canvas(initiativeId);
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: MoveIdea; next: Idea[] }) =>
      api.post(`/api/ideas/${encodeURIComponent(id)}/move`, move, { schema: ZIdeaResult }),
    onMutate: async ({ next }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, next);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function usePromoteIdea(initiativeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, projectId }: { id: string; projectId: string }) =>
      api.post(`/api/ideas/${encodeURIComponent(id)}/promote`, { projectId }, { schema: ZPromotedIdea }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ideaKeys.canvas(initiativeId) }),
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
        queryClient.invalidateQueries({ queryKey: workItemKeys.all }),
      ]);
    },
  });
}

export function useDeleteIdea(initiativeId: string) {
  const invalidate = useInvalidate(initiativeId);
  return useMutation({
    mutationFn: (id: string): Promise<MessageResult> =>
      apiRequest(`/api/ideas/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZMessageResult }),
    onSuccess: invalidate,
  });
}
