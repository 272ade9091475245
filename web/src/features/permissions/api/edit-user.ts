import { type EditUser, type UserResult, ZUserResult } from '@squadboard/domain/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { PERMISSIONS_KEY } from './keys.ts';

export function editUser({ id, body }: { id: string; body: EditUser }): Promise<UserResult> {
  return apiRequest(`/api/users/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: ZUserResult });
}

export function useEditUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
