import { type PublicConfig, ZPublicConfig } from '@squadboard/domain/profile/profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

export function fetchPublicConfig(signal?: AbortSignal): Promise<PublicConfig> {
  return api.get('/api/config/public', { schema: ZPublicConfig, signal, anonymous: true });
}

export const publicConfigQueryOptions = queryOptions({
  queryKey: ['config', 'public'],
  queryFn: ({ signal }) => fetchPublicConfig(signal),
  // Deployment settings do not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions);
}
