import { MSG } from '@squadboard/domain';
import {
  ZCompleteSprint,
  ZCompleteSprintResult,
  ZPastSprints,
  ZSprintBoard,
  ZSprintPlan,
  ZSquadQuery,
  ZStartSprint,
} from '@squadboard/domain/sprints/sprint-run.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['sprints'];

/** A squad's sprints in use: planning, start, complete, the active board, past sprints. */
export async function sprintRunsRoutes(app: FastifyInstance): Promise<void> {
  const { sprintRuns } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/plan',
    {
      schema: {
        tags,
        summary: "The squad's active sprint and the ones it can plan, each against its capacity",
        querystring: ZSquadQuery,
        response: { 200: ZSprintPlan, ...API_ERRORS },
      },
    },
    async (request) => sprintRuns.plan(callerOf(request), request.query.squadId),
  );

  r.post(
    '/:id/start',
    {
      schema: {
        tags,
        summary: 'Start a sprint for a squad (Super Admin or its lead); one active sprint per squad',
        params: ZIdParams,
        body: ZStartSprint,
        response: { 200: ZSprintPlan, ...API_ERRORS },
      },
    },
    async (request) => sprintRuns.start(callerOf(request), request.params.id, request.body),
  );

  r.post(
    '/:id/complete',
    {
      schema: {
        tags,
        summary: "Complete the squad's active sprint; unfinished items go to carryTo (backlog or a sprint)",
        params: ZIdParams,
        body: ZCompleteSprint,
        response: { 200: ZCompleteSprintResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const { sprintName, ...completed } = await sprintRuns.complete(
        callerOf(request),
        request.params.id,
        request.body,
      );
      return { message: MSG.sprint.completed(sprintName), ...completed };
    },
  );

  r.get(
    '/board',
    {
      schema: {
        tags,
        summary: "The squad's active sprint board: columns, items in rank order, their Stories and Epics",
        querystring: ZSquadQuery,
        response: { 200: ZSprintBoard, ...API_ERRORS },
      },
    },
    async (request) => sprintRuns.board(callerOf(request), request.query.squadId),
  );

  r.get(
    '/past',
    {
      schema: {
        tags,
        summary: "The squad's completed sprints, latest first, with figures, burndown and retro",
        querystring: ZSquadQuery,
        response: { 200: ZPastSprints, ...API_ERRORS },
      },
    },
    async (request) => sprintRuns.past(callerOf(request), request.query.squadId),
  );
}
