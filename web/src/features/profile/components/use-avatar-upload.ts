import { MSG } from '@squadboard/domain';
import { useEffect, useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';

/**
 * Uploads a picked picture at once, showing it while it travels. On failure the previous avatar
 * comes back and a toast says why; on success the session user's new avatar takes over.
 */
export function useAvatarUpload() {
  const upload = useUploadAvatar();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(() => {
    return () => {
      if (previewUrl) {
        URL.revokeObjectURL(previewUrl);
      }
    };
  }, [previewUrl]);

  const start = (image: Blob) => {
    setPreviewUrl(URL.createObjectURL(image));
    upload.mutate(image, {
      onSuccess: () => toast.success(MSG.profile.updated),
      onError: (error) => showFailure(error),
      onSettled: () => setPreviewUrl(null),
    });
  };

  return { previewUrl, busy: upload.isPending, start };
}
