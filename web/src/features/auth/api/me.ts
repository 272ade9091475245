import { MSG, type SessionProbe, type SessionUser } from '@squadboard/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api, reportUnauthorized } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

/**
 * The signed-in user, or null for a visitor. It asks the always-200 probe, not GET /me: a 401
 * there would be logged by the browser on every signed-out page. A missing user still goes to
 * the session-expiry handler as the 401 would have, which stays quiet for a plain visitor and
 * tells someone whose session ended (expired, or signed out elsewhere while we believed them in).
 */
export async function fetchMe(signal?: AbortSignal): Promise<SessionUser | null> {
  // Not checked against ZSessionProbe here: every first load asks this, sign-in's included,
  // before any validator is loaded (lib/form.ts useSchemaOnDemand); the server checks the answer
  // against that schema before sending it.
  const { user, expired } = await api.get<SessionProbe>('/api/auth/session', { signal });
  if (!user) {
    reportUnauthorized(
      new ApiError({
        status: 401,
        code: expired ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED',
        message: expired ? MSG.session.expired : MSG.signUp.pleaseSignIn,
      }),
    );
  }
  return user;
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
