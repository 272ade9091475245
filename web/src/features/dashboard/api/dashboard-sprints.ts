import { type DashboardSprints, ZDashboardSprints } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardSprints(signal?: AbortSignal): Promise<DashboardSprints> {
  return api.get('/api/dashboard/sprints', { schema: ZDashboardSprints, signal });
}

export function dashboardSprintsOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('sprints'),
    queryFn: ({ signal }) => getDashboardSprints(signal),
  });
}

export function useDashboardSprints() {
  return useQuery(dashboardSprintsOptions());
}
