import { RAID_LIMITS } from '@squadboard/domain/raid/raid.model';
import { subjectAttachmentsRoutes } from '../attachments/subject-attachments.routes.ts';

/** A RAID item's attachments: three at most, under 10 MB each (spec 001 §5). */
export const raidAttachmentsRoutes = subjectAttachmentsRoutes({
  kind: 'raid_item',
  tag: 'raid',
  noun: 'a RAID item',
  limitBytes: RAID_LIMITS.maxAttachmentBytes,
});
