import { type Caller, MSG } from '@squadboard/domain';
import { ZCommentList, ZCommentResult, ZSaveComment } from '@squadboard/domain/comments/comment.schema';
import { ZMessageResult } from '@squadboard/domain/common/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CommentSubject } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { API_ERRORS, ZIdParams, zIdParamsWith } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const ZCommentId = zIdParamsWith('commentId');

/** Refuses (404 or 403) a caller who may not see the subject, or with `write`, not change it. */
export type SubjectAccess = (caller: Caller, id: string, write: boolean) => Promise<void>;

/**
 * Whether the caller, who may see the subject, may also change it: the subject's own write check
 * (the one every write enforces), answered as a flag for the `can` the lists present.
 */
export async function subjectWritable(
  checkAccess: SubjectAccess,
  caller: Caller,
  id: string,
): Promise<boolean> {
  try {
    await checkAccess(caller, id, true);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) {
      return false;
    }
    throw error;
  }
}

/** How people know the subject, for the notification of a mention ("WEBR1 - Vendor delay"). */
export type SubjectDescription = (caller: Caller, id: string) => Promise<{ title: string }>;

export interface CommentSubjectRoutes {
  kind: CommentSubject;
  /** The OpenAPI tag of the subject's module, and its name in summaries ("a RAID item"). */
  tag: string;
  noun: string;
  access: (services: FastifyInstance['services']) => SubjectAccess;
  /** Names the subject in mention notifications; the link follows from `kind`. */
  describe: (services: FastifyInstance['services']) => SubjectDescription;
}

/**
 * A subject's comments under `/:id/comments`: its module names the kind and the access
 * check, the shared comments service does the rest (rich text sanitised, @mentions checked, only
 * the author edits or deletes).
 */
export function subjectCommentsRoutes(subject: CommentSubjectRoutes) {
  const tags = [subject.tag];
  const target = (id: string) => ({ kind: subject.kind, id });

  return async function commentsOfSubject(app: FastifyInstance): Promise<void> {
    const { comments, notifications } = app.services;
    const checkAccess = subject.access(app.services);
    const describe = subject.describe(app.services);

    /** After the comment committed: the people it newly mentions are told; never fails the save. */
    async function tellMentioned(caller: Caller, id: string, mentioned: readonly string[]): Promise<void> {
      if (mentioned.length === 0) {
        return;
      }
      try {
        const { title } = await describe(caller, id);
        await notifications.mentioned(caller, mentioned, { kind: subject.kind, id, title });
      } catch (err) {
        app.log.error({ err, subjectId: id }, 'mention notification failed; the comment was saved');
      }
    }
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/:id/comments',
      {
        schema: {
          tags,
          summary: `The comments of ${subject.noun}, oldest first`,
          params: ZIdParams,
          response: { 200: ZCommentList, ...API_ERRORS },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, false);
        const writable = await subjectWritable(checkAccess, caller, request.params.id);
        return {
          items: await comments.list(caller, target(request.params.id), writable),
          can: { add: writable },
        };
      },
    );

    r.post(
      '/:id/comments',
      {
        schema: {
          tags,
          summary: `Comment on ${subject.noun} (HTML from the editor; mentions name people of the organisation)`,
          params: ZIdParams,
          body: ZSaveComment,
          response: { 201: ZCommentResult, ...API_ERRORS },
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, true);
        const comment = await comments.add(caller, target(request.params.id), request.body);
        await tellMentioned(caller, request.params.id, comment.mentions);
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
          response: { 200: ZCommentResult, ...API_ERRORS },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, true);
        const { comment, newMentions } = await comments.edit(
          caller,
          target(request.params.id),
          request.params.commentId,
          request.body,
        );
        await tellMentioned(caller, request.params.id, newMentions);
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
          response: { 200: ZMessageResult, ...API_ERRORS },
        },
      },
      async (request) => {
        const caller = callerOf(request);
        await checkAccess(caller, request.params.id, true);
        await comments.remove(caller, target(request.params.id), request.params.commentId);
        return { message: MSG.comments.deleted };
      },
    );
  };
}
