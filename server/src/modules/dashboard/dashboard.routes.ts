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
import { API_ERRORS } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';

const tags = ['dashboard'];

/** /api/dashboard: the dashboard home, one read per block, each for the signed-in caller. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { dashboard } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/retros',
    {
      schema: {
        tags,
        summary: "Retros running now and the next scheduled ones, in the caller's squads",
        response: { 200: ZDashboardRetros, ...API_ERRORS },
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
        response: { 200: ZDashboardActions, ...API_ERRORS },
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
        response: { 200: ZDashboardWorkItems, ...API_ERRORS },
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
        response: { 200: ZDashboardSprints, ...API_ERRORS },
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
        response: { 200: ZDashboardRisks, ...API_ERRORS },
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
        response: { 200: ZDashboardNextSteps, ...API_ERRORS },
      },
    },
    async (request) => dashboard.nextSteps(callerOf(request)),
  );
}
