import { ZApiError } from '@squadboard/domain';
import {
  ZCreateEnterpriseSprints,
  ZCreateSprintsResult,
  ZCreateSquadSprint,
  ZSetCadence,
  ZSprintConfig,
  ZSprintList,
  ZSprintListQuery,
} from '@squadboard/domain/sprints/sprint.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf, requireUser } from '../auth/session.ts';
import { createSprintsRepository } from './sprints.repository.ts';
import { createSprintsService } from './sprints.service.ts';

const tags = ['sprints'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };

/** Sprint Settings (spec 000 configuration area, §4 "Sprint cadence"). */
export function registerSprintsRoutes(app: FastifyInstance): void {
  const { config, db } = app.services;
  const sprints = createSprintsService({ repo: createSprintsRepository(db) });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = requireUser(config);

  r.get(
    '/api/sprints/config',
    {
      preHandler,
      schema: {
        tags,
        summary: 'The cadence mode and the squads the caller may see',
        response: { 200: ZSprintConfig, ...errors },
      },
    },
    async (request) => sprints.config(callerOf(request)),
  );

  r.put(
    '/api/sprints/cadence',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Turn the enterprise cadence on or off (Super Admin)',
        body: ZSetCadence,
        response: { 200: ZSprintConfig, ...errors },
      },
    },
    async (request) => sprints.setCadence(callerOf(request), request.body.enterpriseCadence),
  );

  r.get(
    '/api/sprints',
    {
      preHandler,
      schema: {
        tags,
        summary: "Visible sprints of the enterprise cadence, or of one squad's (squadId)",
        querystring: ZSprintListQuery,
        response: { 200: ZSprintList, ...errors },
      },
    },
    async (request) => sprints.list(callerOf(request), request.query.squadId),
  );

  r.post(
    '/api/sprints/enterprise',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Plan sprints of the enterprise cadence (Super Admin)',
        body: ZCreateEnterpriseSprints,
        response: { 201: ZCreateSprintsResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sprints.createEnterprise(callerOf(request), request.body)),
  );

  r.post(
    '/api/sprints',
    {
      preHandler,
      schema: {
        tags,
        summary: 'Create one sprint of a squad; the end date is computed from the working days',
        body: ZCreateSquadSprint,
        response: { 201: ZCreateSprintsResult, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await sprints.createForSquad(callerOf(request), request.body)),
  );
}
