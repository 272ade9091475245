import { ZStatusConfig } from '@squadboard/domain/work-items/work-item.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { workItemKeys } from '../../../entities/work-item/api/keys.ts';
import { api } from '../../../lib/api-client.ts';

// The squad's status configuration: which statuses its backlog lists (the status filter) and
// which it uses at all (the bulk bar's "Set status").

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

export function useStatusConfig(squadId: string) {
  return useQuery(statusConfigQuery(squadId));
}
