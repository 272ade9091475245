import { type Invoices, ZInvoices } from '@squadboard/domain/billing/billing.schema';
import { useQuery } from '@tanstack/react-query';
import { billingKeys } from '../../../entities/billing/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

/** GET /api/billing/invoices: the card on file and the newest invoices (Super Admin only). */
export function getInvoices(signal?: AbortSignal): Promise<Invoices> {
  return api.get('/api/billing/invoices', { schema: ZInvoices, signal });
}

export function useInvoices(enabled: boolean) {
  return useQuery({ queryKey: billingKeys.invoices, queryFn: ({ signal }) => getInvoices(signal), enabled });
}
