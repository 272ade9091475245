import { type Profile, ZProfileResult } from '@squadboard/domain/profile/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiUpload } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';
import { storeProfile } from './keys.ts';

export async function uploadAvatar(image: Blob): Promise<Profile> {
  const form = new FormData();
  form.append('avatar', image, image.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
  const result = await apiUpload('/api/profile/avatar', form, { schema: ZProfileResult });
  return result.profile;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
    onError: (error) => {
      // An ended session the client's 401 handler did not take up: re-reading the session user
      // lets the shell's expiry handling take over.
      if (error instanceof ApiError && error.status === 401 && !error.sessionEnded) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  });
}
