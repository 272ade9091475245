import { MSG } from '@squadboard/domain';
import {
  ZCreateEnterpriseSprints,
  ZCreateSprintsResult,
  ZCreateSquadSprint,
  ZSetCadence,
  ZSprintConfig,
  ZSprintList,
  ZSprintListQuery,
} from '@squadboard/domain/sprints/sprint.schema';
import {
  ZDeleteSprintQuery,
  ZSprintResult,
  ZUpdateSprint,
} from '@squadboard/domain/sprints/sprint-run.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['sprints'];

/** Sprint Settings (spec 000 configuration area, §4 "Sprint cadence"). */
export async function sprintsRoutes(app: FastifyInstance): Promise<void> {
  const { sprints } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/config',
    {
      schema: {
        tags,
        summary: 'The cadence mode and the squads the caller may see',
        response: { 200: ZSprintConfig, ...API_ERRORS },
      },
    },
    async (request) => sprints.config(callerOf(request)),
  );

  r.put(
    '/cadence',
    {
      schema: {
        tags,
        summary: 'Turn the enterprise cadence on or off (Super Admin)',
        body: ZSetCadence,
        response: { 200: ZSprintConfig, ...API_ERRORS },
      },
    },
    async (request) => sprints.setCadence(callerOf(request), request.body.enterpriseCadence),
  );

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "Visible sprints of the enterprise cadence, or of one squad's (squadId)",
        querystring: ZSprintListQuery,
        response: { 200: ZSprintList, ...API_ERRORS },
      },
    },
    async (request) => sprints.list(callerOf(request), request.query.squadId),
  );

  r.post(
    '/enterprise',
    {
      schema: {
        tags,
        summary: 'Plan sprints of the enterprise cadence (Super Admin)',
        body: ZCreateEnterpriseSprints,
        response: { 201: ZCreateSprintsResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.sprint.created,
        ...(await sprints.createEnterprise(callerOf(request), request.body)),
      }),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create one sprint of a squad; the end date is computed from the working days',
        body: ZCreateSquadSprint,
        response: { 201: ZCreateSprintsResult, ...API_ERRORS },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        message: MSG.sprint.created,
        ...(await sprints.createForSquad(callerOf(request), request.body)),
      }),
  );

  r.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a sprint no squad has started: name (squad sprints), start, working days',
        params: ZIdParams,
        body: ZUpdateSprint,
        response: { 200: ZSprintResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await sprints.update(callerOf(request), request.params.id, request.body);
      return { message: MSG.sprint.updated };
    },
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a sprint no squad has started; its items go to moveItemsTo (backlog or a sprint)',
        params: ZIdParams,
        querystring: ZDeleteSprintQuery,
        response: { 200: ZSprintResult, ...API_ERRORS },
      },
    },
    async (request) => {
      await sprints.remove(callerOf(request), request.params.id, request.query);
      return { message: MSG.sprint.deleted };
    },
  );
}
