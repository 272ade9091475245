import { z } from 'zod';
import { ZCan } from '../common/can.ts';

// Files attached to work items (and, later, RAID items).

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
  /** What the caller may do with it (attachmentAbilities). */
  can: ZCan('delete'),
});
export type Attachment = z.infer<typeof ZAttachment>;

/** A subject's attachments, and whether the caller may attach more (they may change the subject). */
export const ZAttachmentList = z.object({ items: z.array(ZAttachment), can: ZCan('add') });
export const ZAttachmentResult = z.object({ message: z.string(), attachment: ZAttachment });
