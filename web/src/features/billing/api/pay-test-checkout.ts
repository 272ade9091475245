import type { BillingForm } from '@squadboard/domain/billing/billing.schema';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

const ZPaid = z.object({ redirectUrl: z.string() });

/** POST /api/billing/test-checkout/:id/pay: where the provider sends the browser back to. */
export function payTestCheckout(input: { id: string; form: BillingForm }): Promise<{ redirectUrl: string }> {
  return apiRequest(`/api/billing/test-checkout/${encodeURIComponent(input.id)}/pay`, {
    method: 'POST',
    body: input.form,
    schema: ZPaid,
  });
}

export function usePayTestCheckout() {
  return useMutation({ mutationFn: payTestCheckout });
}
