import { ZPortfolioList } from '@squadboard/domain/portfolio/portfolio.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { portfolioKeys } from './keys.ts';

/** The organisation's initiatives and projects with their counts: pickers and the portfolio pages. */
export const portfolioQuery = queryOptions({
  queryKey: portfolioKeys.all,
  queryFn: ({ signal }) => api.get('/api/portfolio', { schema: ZPortfolioList, signal }).then((r) => r.items),
  staleTime: 30_000,
});

export function usePortfolio() {
  return useQuery(portfolioQuery);
}
