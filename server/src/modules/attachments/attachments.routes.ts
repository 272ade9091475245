import { servedInline } from '@squadboard/domain/attachments/attachment.rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';
import { ATTACHMENT_SUBJECT_ACCESS } from './attachment-subjects.ts';

/** Attached files, read only by people who may see what they are attached to. */
export async function attachmentsRoutes(app: FastifyInstance): Promise<void> {
  const { attachments } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id',
    {
      schema: {
        tags: ['attachments'],
        summary: 'An attached file: images and PDFs inline, everything else (SVG included) as a download',
        params: ZIdParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const row = await attachments.find(caller, request.params.id);
      // The subject's own module decides who may see it (and so its files).
      await ATTACHMENT_SUBJECT_ACCESS[row.subjectKind](app.services)(caller, row.subjectId, false);
      const file = await attachments.read(row);
      const disposition = servedInline(row.contentType) ? 'inline' : 'attachment';
      return (
        reply
          .header('content-type', row.contentType)
          .header(
            'content-disposition',
            `${disposition}; filename*=UTF-8''${encodeURIComponent(row.fileName)}`,
          )
          .header('cache-control', 'private, no-store')
          // An attached file never runs as a page of this site, even if a browser were tricked.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .send(file.bytes)
      );
    },
  );
}
