import { MSG } from '@squadboard/domain';
import type { QueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../lib/api-client.ts';
import { ME_QUERY_KEY } from '../lib/session.tsx';
import { toast } from '../lib/toast.ts';

/** Forgets everything cached for the user; the signed-in layout then sends the visitor to /sign-in. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
}

/**
 * A 401 means the session is gone: expired (the server says so) or revoked while we believed the
 * user was signed in (signed out elsewhere, password changed, made inactive). The session probe
 * reports its "no user" answers here too (as UNAUTHENTICATED or SESSION_EXPIRED, without a 401 on
 * the wire); a plain visitor's is just "not signed in" and stays silent.
 */
export function installSessionExpiry(queryClient: QueryClient): void {
  setUnauthorizedHandler((error) => {
    const knownUser = queryClient.getQueryData(ME_QUERY_KEY);
    if (error.code !== 'SESSION_EXPIRED' && !knownUser) {
      return false;
    }
    toast.warning(MSG.session.expired);
    forgetSession(queryClient);
    return true;
  });
}
