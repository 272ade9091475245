import { type CreateUser, type UserResult, ZUserResult } from '@squadboard/domain/users/users.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { PERMISSIONS_KEY } from './keys.ts';

export function createUser(body: CreateUser): Promise<UserResult> {
  return api.post('/api/users', body, { schema: ZUserResult });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
