import { ZApiError } from '@squadboard/domain';
import {
  ZDashboardActions,
  ZDashboardNextSteps,
  ZDashboardRetros,
  ZDashboardRisks,
  ZDashboardSprints,
  ZDashboardWorkItems,
} from '@squadboard/domain/dashboard/dashboard.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { callerOf } from '../auth/session.ts';

const tags = ['dashboard'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };

/** /api/dashboard (issue 19): the dashboard home, one read per block, each for the signed-in caller. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/retros',
    {
      schema: {
        tags,
        summary: "Retros running now and the next scheduled ones, in the caller's squads",
        response: { 200: ZDashboardRetros, ...errors },
      },
    },
    async (request) => dashboard.retros(callerOf(request)),
  );

  r.get(
    '/actions',
    {
      schema: {
        tags,
        summary: 'Retro actions and register items assigned to the caller and not closed, soonest due first',
        response: { 200: ZDashboardActions, ...errors },
      },
    },
    async (request) => dashboard.actions(callerOf(request)),
  );

  r.get(
    '/work-items',
    {
      schema: {
        tags,
        summary: "The caller's work items in their squads' running sprints",
        response: { 200: ZDashboardWorkItems, ...errors },
      },
    },
    async (request) => dashboard.workItems(callerOf(request)),
  );

  r.get(
    '/sprints',
    {
      schema: {
        tags,
        summary: 'The running sprint of each squad the caller sees: dates, done and total items, days left',
        response: { 200: ZDashboardSprints, ...errors },
      },
    },
    async (request) => dashboard.sprints(callerOf(request)),
  );

  r.get(
    '/risks',
    {
      schema: {
        tags,
        summary:
          "Open RAID items whose review or treatment date is past or within 7 days, the caller's first",
        response: { 200: ZDashboardRisks, ...errors },
      },
    },
    async (request) => dashboard.risks(callerOf(request)),
  );

  r.get(
    '/next-steps',
    {
      schema: {
        tags,
        summary: "A new organisation's first steps the caller may take, each ticked once done",
        response: { 200: ZDashboardNextSteps, ...errors },
      },
    },
    async (request) => dashboard.nextSteps(callerOf(request)),
  );
}
