import { ZProfileResult } from '@squadboard/domain/profile/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { storeProfile } from './keys.ts';

export async function completeFirstLogin() {
  const { profile } = await api.post('/api/profile/first-login', {}, { schema: ZProfileResult });
  return profile;
}

export function useCompleteFirstLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeFirstLogin,
    onSuccess: (profile) => storeProfile(queryClient, profile),
  });
}
