import { type DashboardWorkItems, ZDashboardWorkItems } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardWorkItems(signal?: AbortSignal): Promise<DashboardWorkItems> {
  return api.get('/api/dashboard/work-items', { schema: ZDashboardWorkItems, signal });
}

export function dashboardWorkItemsOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('work-items'),
    queryFn: ({ signal }) => getDashboardWorkItems(signal),
  });
}

export function useDashboardWorkItems() {
  return useQuery(dashboardWorkItemsOptions());
}
