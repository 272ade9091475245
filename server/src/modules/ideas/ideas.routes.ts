import { MSG } from '@squadboard/domain';
import { ZMessageResult } from '@squadboard/domain/common/results';
import {
  ZCreateIdea,
  ZIdeaList,
  ZIdeaListQuery,
  ZIdeaResult,
  ZMoveIdea,
  ZPromotedIdea,
  ZPromoteIdea,
  ZUpdateIdea,
} from '@squadboard/domain/ideas/idea.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['ideas'];

/** The idea canvas. */
export async function ideasRoutes(app: FastifyInstance): Promise<void> {
  const { ideas } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "An initiative's ideas, by column in rank order",
        querystring: ZIdeaListQuery,
        response: { 200: ZIdeaList, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await ideas.list(callerOf(request), request.query.initiativeId) }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: "Add an idea at the bottom of a column of an initiative's canvas",
        body: ZCreateIdea,
        response: { 201: ZIdeaResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ message: MSG.ideas.created, idea: await ideas.create(callerOf(request), request.body) }),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: "Edit an idea's title and description",
        params: ZIdParams,
        body: ZUpdateIdea,
        response: { 200: ZIdeaResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.ideas.updated,
      idea: await ideas.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/:id/move',
    {
      schema: {
        tags,
        summary: 'Drag an idea into a column, right after another idea there (or to its top)',
        params: ZIdParams,
        body: ZMoveIdea,
        response: { 200: ZIdeaResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.ideas.moved,
      idea: await ideas.move(callerOf(request), request.params.id, request.body),
    }),
  );

  r.post(
    '/:id/promote',
    {
      schema: {
        tags,
        summary: 'Turn an idea into a Feature under a project of its initiative (Super Admin)',
        params: ZIdParams,
        body: ZPromoteIdea,
        response: { 200: ZPromotedIdea, ...API_ERRORS },
      },
    },
    async (request) => {
      const promoted = await ideas.promote(callerOf(request), request.params.id, request.body.projectId);
      return { message: MSG.ideas.promoted(promoted.feature.acronymId), ...promoted };
    },
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an idea (its author or a Super Admin)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await ideas.remove(callerOf(request), request.params.id);
      return { message: MSG.ideas.deleted };
    },
  );
}
