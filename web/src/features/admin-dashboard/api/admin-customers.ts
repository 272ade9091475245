import type { AdminMetric } from '@squadboard/domain/admin/admin.model';
import { type AdminCustomerPage, ZAdminCustomerPage } from '@squadboard/domain/admin/admin.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/metrics/:metric/customers?page=: the organisations behind a card, 20 a page. */
export function listAdminCustomers(
  metric: AdminMetric,
  page: number,
  signal?: AbortSignal,
): Promise<AdminCustomerPage> {
  return api.get(`/api/admin/metrics/${metric}/customers?page=${page}`, {
    schema: ZAdminCustomerPage,
    signal,
  });
}

export function useAdminCustomers(metric: AdminMetric | null, page: number) {
  return useQuery({
    queryKey: adminKeys.customers(metric ?? 'customers', page),
    queryFn: ({ signal }) => listAdminCustomers(metric ?? 'customers', page, signal),
    enabled: metric !== null,
    placeholderData: keepPreviousData,
  });
}
