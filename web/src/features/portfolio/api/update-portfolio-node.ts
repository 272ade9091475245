import {
  type PortfolioNodeResult,
  type UpdatePortfolioNode,
  ZPortfolioNodeResult,
} from '@squadboard/domain/portfolio/portfolio.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { portfolioKeys } from '../../../entities/work-item/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { portfolioNodePath } from './keys.ts';

export function updatePortfolioNode({
  id,
  body,
}: {
  id: string;
  body: UpdatePortfolioNode;
}): Promise<PortfolioNodeResult> {
  return apiRequest(portfolioNodePath(id), { method: 'PUT', body, schema: ZPortfolioNodeResult });
}

export function useUpdatePortfolioNode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePortfolioNode,
    // The list's counts and the moved project's old and new Initiatives all change with it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
  });
}
