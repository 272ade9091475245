import { ATTACHMENT_LIMITS } from '@squadboard/domain/attachments/attachment.rules';
import { subjectAttachmentsRoutes } from '../attachments/subject-attachments.routes.ts';

/** A work item's attachments: three at most, under 6 MB each, typed by their bytes. */
export const workItemAttachmentsRoutes = subjectAttachmentsRoutes({
  kind: 'work_item',
  tag: 'work-items',
  noun: 'a work item',
  limitBytes: ATTACHMENT_LIMITS.workItemMaxBytes,
});
