import { ZMentionPeople, ZMentionQuery } from '@squadboard/domain/comments/comment.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

// What every subject's comments share; the comments themselves are under their subject
// (/api/work-items/:id/comments), which checks access to it first.

const tags = ['comments'];

export async function commentsRoutes(app: FastifyInstance): Promise<void> {
  const { comments } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/people',
    {
      schema: {
        tags,
        summary:
          'Active people of the organisation whose first name starts with q (ten at most): the @mention list',
        querystring: ZMentionQuery,
        response: { 200: ZMentionPeople, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await comments.mentionable(callerOf(request), request.query.q) }),
  );
}
