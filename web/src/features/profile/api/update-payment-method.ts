import { ZUrl } from '@squadboard/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST /api/billing/payment-method: where the card is changed (the test provider's billing form
 * in setup mode, or Stripe's billing portal); it comes back to My Plan with ?payment=updated.
 */
export function updatePaymentMethod() {
  return api.post('/api/billing/payment-method', {}, { schema: ZUrl });
}

export function useUpdatePaymentMethod() {
  return useMutation({ mutationFn: updatePaymentMethod });
}
