import {
  type CreatePortfolioNode,
  type PortfolioNodeResult,
  ZPortfolioNodeResult,
} from '@squadboard/domain/portfolio/portfolio.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

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
