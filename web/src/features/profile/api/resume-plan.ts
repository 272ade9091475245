import { ZBillingState } from '@squadboard/domain/billing/billing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { api } from '../../../lib/api-client.ts';
import { refreshPlan } from './refresh-plan.ts';

/** POST /api/billing/resume: takes back a cancel while the period still runs. */
export function resumePlan() {
  return api.post('/api/billing/resume', {}, { schema: ZBillingState });
}

export function useResumePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resumePlan,
    onSuccess: (state) => {
      queryClient.setQueryData(billingKeys.state, state);
      return refreshPlan(queryClient);
    },
  });
}
