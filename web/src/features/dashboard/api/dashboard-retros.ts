import { type DashboardRetros, ZDashboardRetros } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardRetros(signal?: AbortSignal): Promise<DashboardRetros> {
  return api.get('/api/dashboard/retros', { schema: ZDashboardRetros, signal });
}

export function dashboardRetrosOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('retros'),
    queryFn: ({ signal }) => getDashboardRetros(signal),
  });
}

export function useDashboardRetros() {
  return useQuery(dashboardRetrosOptions());
}
