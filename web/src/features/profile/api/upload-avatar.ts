import { MSG, ZApiError } from '@squadboard/domain';
import { type Profile, ZProfileResult } from '@squadboard/domain/profile/profile.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, CLIENT_ERROR_CODES } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.tsx';
import { storeProfile } from './keys.ts';

// The API client speaks JSON only; an upload is multipart, so it is sent here with the same error
// contract (every failure becomes an ApiError carrying the server's spec message).

export async function uploadAvatar(image: Blob): Promise<Profile> {
  const form = new FormData();
  form.append('avatar', image, image.type === 'image/png' ? 'avatar.png' : 'avatar.jpg');
  let response: Response;
  try {
    response = await fetch('/api/profile/avatar', {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    console.error('Network failure', error);
    throw new ApiError({
      status: 0,
      code: CLIENT_ERROR_CODES.network,
      message: MSG.generic.somethingWentWrong,
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ZApiError.safeParse(body);
    throw new ApiError(
      parsed.success
        ? { ...parsed.data, status: response.status }
        : {
            status: response.status,
            code: CLIENT_ERROR_CODES.badResponse,
            message: MSG.generic.somethingWentWrong,
          },
    );
  }
  const parsed = ZProfileResult.safeParse(body);
  if (!parsed.success) {
    throw new ApiError({
      status: response.status,
      code: CLIENT_ERROR_CODES.badResponse,
      message: MSG.generic.somethingWentWrong,
    });
  }
  return parsed.data.profile;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (profile) => storeProfile(queryClient, profile),
    onError: (error) => {
      // An ended session: re-reading the session user lets the shell's expiry handling take over.
      if (error instanceof ApiError && error.status === 401) {
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
      }
    },
  });
}
