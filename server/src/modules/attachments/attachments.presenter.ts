import type { Caller } from '@squadboard/domain';
import { attachmentAbilities } from '@squadboard/domain/attachments/attachment.rules';
import type { Attachment } from '@squadboard/domain/attachments/attachment.schema';
import type { AttachmentRow } from '../../db/schema/index.ts';

/** The attachment as `caller` sees it; `subjectWritable`: they may still change its subject. */
export function presentAttachment(row: AttachmentRow, caller: Caller, subjectWritable: boolean): Attachment {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    uploadedById: row.uploadedById,
    uploadedByName: row.uploadedByName,
    createdAt: row.createdAt.toISOString(),
    url: `/api/attachments/${row.id}`,
    can: attachmentAbilities(caller, row, subjectWritable),
  };
}
