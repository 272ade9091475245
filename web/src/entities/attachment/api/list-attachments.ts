import { type Attachment, ZAttachmentList } from '@squadboard/domain/attachments/attachment.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { attachmentKeys } from './keys.ts';

export function listAttachments(path: string, signal?: AbortSignal): Promise<Attachment[]> {
  return api.get(path, { schema: ZAttachmentList, signal }).then((result) => result.items);
}

/** The subject's attachments, oldest first (as the server sends them). */
export function useAttachments(path: string) {
  return useQuery({
    queryKey: attachmentKeys.list(path),
    queryFn: ({ signal }) => listAttachments(path, signal),
  });
}
