import { type MessageResult, ZMessageResult } from '@squadboard/domain/common/results';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';
import { releasePath } from './update-release.ts';

/** DELETE /api/releases/:id: soft (status Deleted); 'Release plan deleted successfully.' */
export function deleteRelease(id: string): Promise<MessageResult> {
  return apiRequest(releasePath(id), { method: 'DELETE', schema: ZMessageResult });
}

export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
