import { type BillingState, ZBillingState } from '@squadboard/domain/billing/billing.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/billing: the organisation's plan, limits and subscription (any member reads it). */
export function getBilling(signal?: AbortSignal): Promise<BillingState> {
  return api.get('/api/billing', { schema: ZBillingState, signal });
}

export function useBilling(enabled = true) {
  return useQuery({ queryKey: billingKeys.state, queryFn: ({ signal }) => getBilling(signal), enabled });
}
