import { type CancelRequest, ZBillingState } from '@squadboard/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshPlan } from './refresh-plan.ts';

/** POST /api/billing/cancel: the plan stops renewing and ends with its period (spec 000 §9). */
export function cancelPlan(body: CancelRequest) {
  return api.post('/api/billing/cancel', body, { schema: ZBillingState });
}

export function useCancelPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelPlan,
    onSuccess: (state) => {
      queryClient.setQueryData(billingKeys.state, state);
      return refreshPlan(queryClient);
    },
  });
}
