import {
  type CreateRelease,
  type ReleaseResult,
  ZReleaseResult,
} from '@squadboard/domain/releases/release.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';

/** POST /api/releases: 201 with 'Release plan created successfully.' and the release as saved. */
export function createRelease(body: CreateRelease): Promise<ReleaseResult> {
  return apiRequest('/api/releases', { method: 'POST', body, schema: ZReleaseResult });
}

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
