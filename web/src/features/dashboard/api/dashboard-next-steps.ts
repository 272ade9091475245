import { type DashboardNextSteps, ZDashboardNextSteps } from '@squadboard/domain/dashboard/dashboard.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { dashboardKeys } from './keys.ts';

export function getDashboardNextSteps(signal?: AbortSignal): Promise<DashboardNextSteps> {
  return api.get('/api/dashboard/next-steps', { schema: ZDashboardNextSteps, signal });
}

export function dashboardNextStepsOptions() {
  return queryOptions({
    queryKey: dashboardKeys.block('next-steps'),
    queryFn: ({ signal }) => getDashboardNextSteps(signal),
  });
}

export function useDashboardNextSteps() {
  return useQuery(dashboardNextStepsOptions());
}
