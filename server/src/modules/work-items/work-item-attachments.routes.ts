import { MSG, ZApiError } from '@squadboard/domain';
import { ATTACHMENT_LIMITS } from '@squadboard/domain/attachments/attachment.rules';
import { ZAttachmentList, ZAttachmentResult } from '@squadboard/domain/attachments/attachment.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidField } from '../../http/app-error.ts';
import { readUpload } from '../../http/upload.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['work-items'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };
const ZItemId = z.object({ id: z.uuid() });
const ZAttachmentId = z.object({ id: z.uuid(), attachmentId: z.uuid() });
const target = (id: string) => ({ kind: 'work_item' as const, id });

/** A work item's attachments (issue 14): three at most, under 6 MB each, typed by their bytes. */
export async function workItemAttachmentsRoutes(app: FastifyInstance): Promise<void> {
  const { workItems, attachments } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary: "A work item's attachments, oldest first",
        params: ZItemId,
        response: { 200: ZAttachmentList, ...errors },
      },
    },
    async (request) => {
      await workItems.checkAccess(callerOf(request), request.params.id, false);
      return { items: await attachments.list(target(request.params.id)) };
    },
  );

  r.post(
    '/:id/attachments',
    {
      schema: {
        tags,
        summary:
          'Attach one file (multipart field `file`): pdf, Office, jpg, png or svg, under 6 MB, three at most',
        params: ZItemId,
        consumes: ['multipart/form-data'],
        response: { 201: ZAttachmentResult, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await workItems.checkAccess(caller, request.params.id, true);
      // Spec 001 §9: each file under 6 MB, so 6291456 bytes and more are refused.
      const file = await readUpload(request, 'file', {
        maxBytes: ATTACHMENT_LIMITS.workItemMaxBytes - 1,
        tooLarge: (name) => MSG.attachments.tooLarge(name, ATTACHMENT_LIMITS.workItemMaxBytes / 1024 / 1024),
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
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await workItems.checkAccess(caller, request.params.id, true);
      await attachments.remove(caller, target(request.params.id), request.params.attachmentId);
      return { message: MSG.attachments.deleted };
    },
  );
}
