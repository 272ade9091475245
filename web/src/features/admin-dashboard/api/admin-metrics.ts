import { type AdminMetrics, ZAdminMetrics } from '@squadboard/domain/admin/admin.schema';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** GET /api/admin/metrics: the ten cards, counted across every organisation (403 NOT_STAFF otherwise). */
export function getAdminMetrics(signal?: AbortSignal): Promise<AdminMetrics> {
  return api.get('/api/admin/metrics', { schema: ZAdminMetrics, signal });
}

export function useAdminMetrics() {
  return useQuery({
    queryKey: adminKeys.metrics,
    queryFn: ({ signal }) => getAdminMetrics(signal),
    // A refusal will not change by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 403) && failures < 1,
  });
}
