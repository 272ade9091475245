import { MSG } from '@squadboard/domain';
import { ZMessageResult } from '@squadboard/domain/common/results';
import { canShapePortfolio } from '@squadboard/domain/portfolio/portfolio.rules';
import {
  ZCreatePortfolioNode,
  ZPortfolioList,
  ZPortfolioNode,
  ZPortfolioNodeResult,
  ZUpdatePortfolioNode,
} from '@squadboard/domain/portfolio/portfolio.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CSV_ROUTE_SCHEMA, sendCsv } from '../../http/csv-reply.ts';
import { API_ERRORS, ZIdParams } from '../../http/route-schemas.ts';
import { callerOf } from '../auth/session.ts';
import { portfolioCsv } from './portfolio-csv.ts';

const tags = ['portfolio'];

/** The portfolio: Initiatives and Projects. Reading is open to the organisation. */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const { portfolio } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's initiatives and projects, each with its work-item counts",
        response: { 200: ZPortfolioList, ...API_ERRORS },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      return { items: await portfolio.list(caller), can: { create: canShapePortfolio(caller.role) } };
    },
  );

  r.get(
    '.csv',
    {
      schema: {
        tags,
        summary: 'The portfolio list as CSV: initiatives, each followed by its projects',
        ...CSV_ROUTE_SCHEMA,
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'portfolio.csv', portfolioCsv(await portfolio.list(callerOf(request)))),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One initiative or project',
        params: ZIdParams,
        response: { 200: ZPortfolioNode, ...API_ERRORS },
      },
    },
    async (request) => portfolio.get(callerOf(request), request.params.id),
  );

  r.post(
    '',
    {
      schema: {
        tags,
        summary: 'Create an initiative, or a project under an initiative (Super Admin)',
        body: ZCreatePortfolioNode,
        response: { 201: ZPortfolioNodeResult, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      const node = await portfolio.create(callerOf(request), request.body);
      return reply.code(201).send({ message: MSG.portfolio.created(node.level), node });
    },
  );

  r.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit an initiative or a project; a project may move to another initiative (Super Admin)',
        params: ZIdParams,
        body: ZUpdatePortfolioNode,
        response: { 200: ZPortfolioNodeResult, ...API_ERRORS },
      },
    },
    async (request) => {
      const node = await portfolio.update(callerOf(request), request.params.id, request.body);
      return { message: MSG.portfolio.updated(node.level), node };
    },
  );

  r.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete an initiative or project with nothing under it (Super Admin)',
        params: ZIdParams,
        response: { 200: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request) => ({
      message: MSG.portfolio.deleted(await portfolio.remove(callerOf(request), request.params.id)),
    }),
  );
}
