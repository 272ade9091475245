import type { FastifyInstance } from 'fastify';
import type { AttachmentSubject } from '../../db/schema/index.ts';
import type { SubjectAccess } from '../comments/subject-comments.routes.ts';

/**
 * Who may see (or, with `write`, change) each kind of subject, and so its files: the subject's
 * own module decides. One entry per kind, so a new kind of subject cannot be attached to without
 * saying who may read its files; both the subject's `/:id/attachments` routes and
 * `GET /api/attachments/:id` ask here.
 */
export const ATTACHMENT_SUBJECT_ACCESS: {
  [K in AttachmentSubject]: (services: FastifyInstance['services']) => SubjectAccess;
} = {
  // Anyone of the RAID item's organisation may read and change its files: `write` asks nothing more.
  raid_item: (services) => (caller, id) => services.raid.checkAccess(caller, id),
  work_item: (services) => services.workItems.checkAccess,
};
