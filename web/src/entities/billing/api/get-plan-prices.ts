import { type PlanPrices, ZPlanPrices } from '@squadboard/domain/billing/billing.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { billingKeys } from './keys.ts';

/** GET /api/billing/prices: public; the paid plans' prices come from the provider (spec 000 §9). */
export function getPlanPrices(signal?: AbortSignal): Promise<PlanPrices> {
  return api.get('/api/billing/prices', { schema: ZPlanPrices, signal });
}

export function usePlanPrices() {
  return useQuery({
    queryKey: billingKeys.prices,
    queryFn: ({ signal }) => getPlanPrices(signal),
    staleTime: 5 * 60_000,
  });
}
