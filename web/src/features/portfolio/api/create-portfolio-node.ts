import { type CreatePortfolioNode, ZPortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { portfolioKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** What POST and PUT /api/portfolio answer: the message and the node as it now is. */
export const ZPortfolioNodeResult = z.object({ message: z.string(), node: ZPortfolioNode });
export type PortfolioNodeResult = z.infer<typeof ZPortfolioNodeResult>;

export function createPortfolioNode(body: CreatePortfolioNode): Promise<PortfolioNodeResult> {
  return api.post('/api/portfolio', body, { schema: ZPortfolioNodeResult });
}

export function useCreatePortfolioNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPortfolioNode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
