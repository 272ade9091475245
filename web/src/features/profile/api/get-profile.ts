import { type Profile, ZProfileResult } from '@squadboard/domain/profile/profile.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PROFILE_QUERY_KEY } from './keys.ts';

export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const { profile } = await api.get('/api/profile', { schema: ZProfileResult, signal });
  return profile;
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => fetchProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
