import { z } from 'zod';

// Files attached to work items (and, later, RAID items): issue 14.

export const ZAttachment = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedById: z.string().nullable(),
  uploadedByName: z.string(),
  createdAt: z.string(),
  /** Where the file is read: shown inline for images and PDFs, else downloaded. */
  url: z.string(),
});
export type Attachment = z.infer<typeof ZAttachment>;

export const ZAttachmentList = z.object({ items: z.array(ZAttachment) });
export const ZAttachmentResult = z.object({ message: z.string(), attachment: ZAttachment });
