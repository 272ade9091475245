import { type TestCheckout, ZTestCheckout } from '@squadboard/domain/billing/billing.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const testCheckoutKey = (id: string) => ['billing', 'test-checkout', id] as const;

/** GET /api/billing/test-checkout/:id: what the billing form shows above the card. */
export function getTestCheckout(id: string, signal?: AbortSignal): Promise<TestCheckout> {
  return api.get(`/api/billing/test-checkout/${encodeURIComponent(id)}`, { schema: ZTestCheckout, signal });
}

export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: testCheckoutKey(id),
    queryFn: ({ signal }) => getTestCheckout(id, signal),
    enabled: id !== '',
    // A 404 is an answer (no checkout in progress), not a hiccup to retry.
    retry: false,
  });
}
