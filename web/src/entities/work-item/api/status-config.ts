import { ZStatusConfig } from '@squadboard/domain/work-items/work-item.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { workItemKeys } from './keys.ts';

/**
 * A squad's status configuration: which statuses it uses (the workflow, the bulk bar's "Set
 * status"), their board columns, and which its backlog lists (the status filter).
 */
export function statusConfigQuery(squadId: string) {
  return queryOptions({
    queryKey: workItemKeys.statusConfig(squadId),
    queryFn: ({ signal }) =>
      api.get(`/api/work-items/status-config/${encodeURIComponent(squadId)}`, {
        schema: ZStatusConfig,
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useStatusConfig(squadId: string | null) {
  return useQuery({ ...statusConfigQuery(squadId ?? ''), enabled: squadId !== null });
}
