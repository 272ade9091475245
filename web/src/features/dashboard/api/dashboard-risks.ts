import { type DashboardRisks, ZDashboardRisks } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardRisks(signal?: AbortSignal): Promise<DashboardRisks> {
  return api.get('/api/dashboard/risks', { schema: ZDashboardRisks, signal });
}

export function dashboardRisksOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('risks'),
    queryFn: ({ signal }) => getDashboardRisks(signal),
  });
}

export function useDashboardRisks() {
  return useQuery(dashboardRisksOptions());
}
