import {
  type ReleaseResult,
  type UpdateRelease,
  ZReleaseResult,
} from '@squadboard/domain/releases/release.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';

export const releasePath = (id: string) => `/api/releases/${encodeURIComponent(id)}`;

/** PATCH /api/releases/:id: the inline row edit; 'Release plan updated successfully.' */
export function updateRelease({ id, change }: { id: string; change: UpdateRelease }): Promise<ReleaseResult> {
  return apiRequest(releasePath(id), { method: 'PATCH', body: change, schema: ZReleaseResult });
}

export function useUpdateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRelease,
    // Every list (a status change may move the row to another filter) and the dashboard.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
