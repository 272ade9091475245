import { type ProfileUpdate, ZProfileSaved } from '@squadboard/domain/profile/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { storeProfile } from './keys.ts';

export function updateProfile(body: ProfileUpdate) {
  return apiRequest('/api/profile', { method: 'PUT', body, schema: ZProfileSaved });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => storeProfile(queryClient, profile),
  });
}
