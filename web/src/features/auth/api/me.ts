import { type SessionUser, ZSessionUser } from '@squadboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, api } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

const ZMeResponse = z.object({ user: ZSessionUser });

/** The signed-in user, or null for a visitor (a 401 is an answer here, not a failure). */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await api.get('/api/auth/me', { schema: ZMeResponse, signal });
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
  // Coming back to the tab re-checks the session, so a sign-out elsewhere is noticed promptly.
  refetchOnWindowFocus: true,
});

export function useMe() {
  return useQuery(meQueryOptions);
}
