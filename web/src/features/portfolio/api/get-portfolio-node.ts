import { type PortfolioNode, ZPortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { portfolioNodeKey, portfolioNodePath } from './keys.ts';

export function getPortfolioNode(id: string, signal?: AbortSignal): Promise<PortfolioNode> {
  return api.get(portfolioNodePath(id), { schema: ZPortfolioNode, signal });
}

/** A missing node, or an address that cannot name one (the server answers 400 for a malformed id). */
export function isNodeMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function portfolioNodeQuery(id: string) {
  return queryOptions({
    queryKey: portfolioNodeKey(id),
    queryFn: ({ signal }) => getPortfolioNode(id, signal),
    // Asking again will not make a missing node appear; other failures get one more try.
    retry: (failures, error) => !isNodeMissing(error) && failures < 1,
  });
}

export function usePortfolioNode(id: string) {
  return useQuery(portfolioNodeQuery(id));
}
