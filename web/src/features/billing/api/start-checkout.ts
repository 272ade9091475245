import { type CheckoutRequest, type Redirect, ZRedirect } from '@squadboard/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/billing/checkout: the provider's hosted checkout to send the browser to. */
export function startCheckout(body: CheckoutRequest): Promise<Redirect> {
  return apiRequest('/api/billing/checkout', { method: 'POST', body, schema: ZRedirect });
}

export function useStartCheckout() {
  return useMutation({ mutationFn: startCheckout });
}
