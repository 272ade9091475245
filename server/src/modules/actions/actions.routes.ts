import { MSG } from '@squadboard/domain';
import {
  ZActionListQuery,
  ZActionOwnerQuery,
  ZActionOwners,
  ZActionPage,
  ZActionResult,
  ZCreateAction,
  ZUpdateAction,
} from '@squadboard/domain/actions/action.schema';
import { ZActionReviews } from '@squadboard/domain/actions/action-review.schema';
import { ZMessageResult } from '@squadboard/domain/common/results';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['actions'];

/** Retrospective actions: the Actions page's Retrospective view. */
export async function actionsRoutes(app: FastifyInstance): Promise<void> {
  const { actions } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "Actions of the caller's squads (deleted ones never), filtered, sorted and paged",
        querystring: ZActionListQuery,
        response: { 200: ZActionPage, ...API_ERRORS },
      },
    },
    async (request) => actions.list(callerOf(request), request.query),
  );

  r.get(
    '/owners',
    {
      schema: {
        tags,
        summary: 'Active people of the organisation whose first or last name starts with q (20 at most)',
        querystring: ZActionOwnerQuery,
        response: { 200: ZActionOwners, ...API_ERRORS },
      },
    },
    async (request) => ({ items: await actions.owners(callerOf(request), request.query.q) }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Raise an action',
        body: ZCreateAction,
        response: { 201: ZActionResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.actions.created,
        action: await actions.create(callerOf(request), request.body),
      }),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        params: ZIdParams,
        body: ZUpdateAction,
        response: { 200: ZActionResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.actions.updated,
      action: await actions.update(callerOf(request), request.params.id, request.body),
    }),
  );

  r.get(
    '/:id/reviews',
    {
      schema: {
        tags,
        summary: "The action's reviews in later retros (Done, Still open, Dropped), newest first",
        params: ZIdParams,
        response: { 200: ZActionReviews, ...API_ERRORS },
      },
    },
    async (request) => actions.reviews(callerOf(request), request.params.id),
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an action (kept with status Deleted)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await actions.remove(callerOf(request), request.params.id);
      return { message: MSG.actions.deleted };
    },
  );
}
