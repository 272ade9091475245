import { ZPortfolioList } from '@squadboard/domain/portfolio/portfolio.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { portfolioKeys } from './keys.ts';

/**
 * The organisation's initiatives and projects with their counts (pickers and the portfolio
 * pages), and what the caller may do with the portfolio (`can.create`), as the server answers.
 */
export const portfolioQuery = queryOptions({
  queryKey: portfolioKeys.all,
  queryFn: ({ signal }) => api.get('/api/portfolio', { schema: ZPortfolioList, signal }),
  staleTime: 30_000,
});

export function usePortfolio() {
  return useQuery({ ...portfolioQuery, select: (list) => list.items });
}

/** Whether the caller may add initiatives and projects (the server's answer, not a role check). */
export function usePortfolioCan() {
  return useQuery({ ...portfolioQuery, select: (list) => list.can });
}
