import { ZAttachmentList } from '@squadboard/domain/attachments/attachment.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { attachmentKeys } from './keys.ts';

/** The files and what the caller may do: `can.add` on the list, `can.delete` on each file. */
export type AttachmentList = z.infer<typeof ZAttachmentList>;

export function listAttachments(path: string, signal?: AbortSignal): Promise<AttachmentList> {
  return api.get(path, { schema: ZAttachmentList, signal });
}

/** The subject's attachments, oldest first (as the server sends them). */
export function useAttachments(path: string) {
  return useQuery({
    queryKey: attachmentKeys.list(path),
    queryFn: ({ signal }) => listAttachments(path, signal),
  });
}
