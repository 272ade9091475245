import { MSG, ZApiError } from '@squadboard/domain';
import { ZCommentList, ZCommentResult, ZSaveComment } from '@squadboard/domain/comments/comment.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../auth/session.ts';

const tags = ['work-items'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };
const ZItemId = z.object({ id: z.uuid() });
const ZCommentId = z.object({ id: z.uuid(), commentId: z.uuid() });
const target = (id: string) => ({ kind: 'work_item' as const, id });

/** A work item's comments (issue 14): rich text, sanitised by the server, with @mentions. */
export async function workItemCommentsRoutes(app: FastifyInstance): Promise<void> {
  const { workItems, comments } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: "A work item's comments, oldest first",
        params: ZItemId,
        response: { 200: ZCommentList, ...errors },
      },
    },
    async (request) => {
      await workItems.checkAccess(callerOf(request), request.params.id, false);
      return { items: await comments.list(target(request.params.id)) };
    },
  );

  r.post(
    '/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a work item (HTML from the editor; mentions name people of the organisation)',
        params: ZItemId,
        body: ZSaveComment,
        response: { 201: ZCommentResult, ...errors },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await workItems.checkAccess(caller, request.params.id, true);
      const comment = await comments.add(caller, target(request.params.id), request.body);
      return reply.code(201).send({ message: MSG.comments.added, comment });
    },
  );

  r.patch(
    '/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Edit one of your own comments',
        params: ZCommentId,
        body: ZSaveComment,
        response: { 200: ZCommentResult, ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await workItems.checkAccess(caller, request.params.id, true);
      const comment = await comments.edit(
        caller,
        target(request.params.id),
        request.params.commentId,
        request.body,
      );
      return { message: MSG.comments.updated, comment };
    },
  );

  r.delete(
    '/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Delete one of your own comments',
        params: ZCommentId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      await workItems.checkAccess(caller, request.params.id, true);
      await comments.remove(caller, target(request.params.id), request.params.commentId);
      return { message: MSG.comments.deleted };
    },
  );
}
