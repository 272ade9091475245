import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys } from '../../../entities/work-item/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { portfolioNodePath } from './keys.ts';

export function deletePortfolioNode(id: string): Promise<MessageResult> {
  return apiRequest(portfolioNodePath(id), { method: 'DELETE', schema: ZMessageResult });
}

export function useDeletePortfolioNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePortfolioNode,
    // Marked stale without refetching: the page on screen still shows the deleted node and would
    // turn into "not found" before the caller's navigation away; the next page fetches afresh.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all, refetchType: 'none' }),
  });
}
