import { type ConfirmedCheckout, ZConfirmedCheckout } from '@squadboard/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';

/** POST /api/billing/checkout/confirm: idempotent; what /confirmed-bill shows. */
export function confirmCheckout(sessionId: string): Promise<ConfirmedCheckout> {
  return apiRequest('/api/billing/checkout/confirm', {
    method: 'POST',
    body: { sessionId },
    schema: ZConfirmedCheckout,
  });
}

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    // The session's user carries the plan, so the shell and every limit read refresh with it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: billingKeys.all }),
        queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
