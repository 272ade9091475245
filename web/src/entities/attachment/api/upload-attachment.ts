import { ZAttachmentResult } from '@squadboard/domain/attachments/attachment.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiUpload } from '../../../lib/api-client.ts';
import { attachmentKeys } from './keys.ts';
import type { AttachmentList } from './list-attachments.ts';

export type AttachmentResult = z.infer<typeof ZAttachmentResult>;

/** One file per request (multipart field `file`): the server answers each on its own. */
export function uploadAttachment(path: string, file: File): Promise<AttachmentResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload(path, form, { schema: ZAttachmentResult });
}

export function useUploadAttachment(path: string) {
  const queryClient = useQueryClient();
  const key = attachmentKeys.list(path);
  return useMutation({
    mutationFn: (file: File) => uploadAttachment(path, file),
    // Listed at once; the refetch brings whatever someone else added meanwhile. Not awaited, so
    // the next file of a selection goes up without waiting for it.
    onSuccess: ({ attachment }) =>
      queryClient.setQueryData<AttachmentList>(
        key,
        (list) => list && { ...list, items: [...list.items, attachment] },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
