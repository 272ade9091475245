import { type DashboardActions, ZDashboardActions } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardActions(signal?: AbortSignal): Promise<DashboardActions> {
  return api.get('/api/dashboard/actions', { schema: ZDashboardActions, signal });
}

export function dashboardActionsOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('actions'),
    queryFn: ({ signal }) => getDashboardActions(signal),
  });
}

export function useDashboardActions() {
  return useQuery(dashboardActionsOptions());
}
