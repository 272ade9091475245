import { type SessionUser, ZSessionUser } from '@squadboard/domain';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import type { QueryClient } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

export const PROFILE_QUERY_KEY = ['profile'] as const;

/**
 * A saved profile also changes the session user (names, avatar, first login) that the shell
 * shows: put the fresh copy in both caches so the header updates at once, then let the session
 * user be re-read from the server.
 */
export function storeProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  queryClient.setQueryData<SessionUser | null>(ME_QUERY_KEY, ZSessionUser.parse(profile));
  void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}
