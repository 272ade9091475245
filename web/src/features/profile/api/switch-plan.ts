import { type SwitchRequest, ZBillingState } from '@squadboard/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshPlan } from './refresh-plan.ts';

/** POST /api/billing/switch: the plan of the preview, charged as the preview said (its prorationDate). */
export function switchPlan(body: SwitchRequest) {
  return api.post('/api/billing/switch', body, { schema: ZBillingState });
}

export function useSwitchPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchPlan,
    onSuccess: (state) => {
      queryClient.setQueryData(billingKeys.state, state);
      return refreshPlan(queryClient);
    },
  });
}
