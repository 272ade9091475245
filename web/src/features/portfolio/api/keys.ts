import { portfolioKeys } from '../../../entities/work-item/api/keys.ts';

// Under the shared portfolio root, so invalidating portfolioKeys.all after any change also
// refreshes the node a page shows.
export const portfolioNodeKey = (id: string) => [...portfolioKeys.all, 'node', id] as const;

export const portfolioNodePath = (id: string) => `/api/portfolio/${encodeURIComponent(id)}`;
