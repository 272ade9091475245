import { type ReleaseResult, ZReleaseResult } from '@squadboard/domain/releases/release.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';
import { releasePath } from './update-release.ts';

/** POST /api/releases/:id/complete: the row's complete button sets the status Completed. */
export function completeRelease(id: string): Promise<ReleaseResult> {
  return apiRequest(`${releasePath(id)}/complete`, { method: 'POST', schema: ZReleaseResult });
}

export function useCompleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
