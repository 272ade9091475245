import { type MessageResult, ZMessageResult } from '@squadboard/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { attachmentKeys } from './keys.ts';
import type { AttachmentList } from './list-attachments.ts';

export function deleteAttachment(path: string, id: string): Promise<MessageResult> {
  return apiRequest(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: ZMessageResult });
}

export function useDeleteAttachment(path: string) {
  const queryClient = useQueryClient();
  const key = attachmentKeys.list(path);
  return useMutation({
    mutationFn: (id: string) => deleteAttachment(path, id),
    onSuccess: (_result, id) =>
      queryClient.setQueryData<AttachmentList>(
        key,
        (list) => list && { ...list, items: list.items.filter((item) => item.id !== id) },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
