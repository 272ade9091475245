import { MSG } from '@squadboard/domain';
import { ZAttachmentList, ZAttachmentResult } from '@squadboard/domain/attachments/attachment.schema';
import { ZMessageResult } from '@squadboard/domain/common/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AttachmentSubject } from '../../db/schema/index.ts';
import { invalidField } from '../../http/app-error.ts';
import { API_ERRORS, ZIdParams, zIdParamsWith } from '../../http/route-schemas.ts';
import { readUpload } from '../../http/upload.ts';
import { callerOf } from '../auth/session.ts';
import { subjectWritable } from '../comments/subject-comments.routes.ts';
import { ATTACHMENT_SUBJECT_ACCESS } from './attachment-subjects.ts';

const ZAttachmentId = zIdParamsWith('attachmentId');

export interface AttachmentSubjectRoutes {
  kind: AttachmentSubject;
  /** The OpenAPI tag of the subject's module, and its name in summaries ("a RAID item"). */
  tag: string;
  noun: string;
  /** Each file must stay under this many bytes (spec 001 §9: 6 MB on work items, 10 MB on RAID). */
  limitBytes: number;
}

/**
 * A subject's attachments under `/:id/attachments`: its module names the kind and the
 * size limit, and the kind's entry in ATTACHMENT_SUBJECT_ACCESS says who may see and change them;
 * the shared attachments service types the bytes, keeps three at most and stores them through
 * the storage adapter.
 */
export function subjectAttachmentsRoutes(subject: AttachmentSubjectRoutes) {
  const tags = [subject.tag];
  const target = (id: string) => ({ kind: subject.kind, id });
  const megabytes = subject.limitBytes / 1024 / 1024;

  return async function attachmentsOfSubject(app: FastifyInstance): Promise<void> {
    const { attachments } = app.services;
    const checkAccess = ATTACHMENT_SUBJECT_ACCESS[subject.kind](app.services);
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:id/attachments',
      {
        schema: {
          tags,
          summary: `The attachments of ${subject.noun}, oldest first`,
          params: ZIdParams,
          response: { 200: ZAttachmentList, ...API_ERRORS },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, false);
        const writable = await subjectWritable(checkAccess, caller, request.params.id);
        return {
          items: await attachments.list(caller, target(request.params.id), writable),
          can: { add: writable },
        };
      },
    );

    r.post(
      '/:id/attachments',
      {
        schema: {
          tags,
          summary: `Attach one file (multipart field \`file\`): pdf, Office, jpg, png or svg, under ${megabytes} MB, three at most`,
          params: ZIdParams,
          consumes: ['multipart/form-data'],
          response: { 201: ZAttachmentResult, ...API_ERRORS },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, true);
        // "Under N MB": a file of exactly the limit is refused too.
        const file = await readUpload(request, 'file', {
          maxBytes: subject.limitBytes - 1,
          tooLarge: (name) => MSG.attachments.tooLarge(name, megabytes),
        });
        if (!file) {
          throw invalidField('file', MSG.attachments.noFile);
        }
        const attachment = await attachments.add(caller, target(request.params.id), file);
        return reply.code(201).send({ message: MSG.attachments.uploaded, attachment });
      },
    );

    r.delete(
      '/:id/attachments/:attachmentId',
      {
        schema: {
          tags,
          summary: 'Remove an attachment (whoever attached it, or a Super Admin)',
          params: ZAttachmentId,
          response: { 200: ZMessageResult, ...API_ERRORS },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, true);
        await attachments.remove(caller, target(request.params.id), request.params.attachmentId);
        return { message: MSG.attachments.deleted };
      },
    );
  };
}
