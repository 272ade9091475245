import type { QueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';
import { PROFILE_QUERY_KEY } from './keys.ts';

/**
 * A plan that changed (switch, cancel, resume) changes what every billing screen shows and the
 * plan the session user and the profile carry: re-read them all.
 */
export function refreshPlan(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
  ]);
}
