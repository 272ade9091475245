import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { releaseKeys } from './keys.ts';
import { releasePath } from './update-release.ts';

const ZDeleted = z.object({ message: z.string() });

/** DELETE /api/releases/:id: soft (status Deleted); 'Release plan deleted successfully.' */
export function deleteRelease(id: string): Promise<{ message: string }> {
  return apiRequest(releasePath(id), { method: 'DELETE', schema: ZDeleted });
}

export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelease,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
