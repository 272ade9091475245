import { MSG, ZApiError } from '@squadboard/domain';
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
import { z } from 'zod';
import { callerOf } from '../auth/session.ts';
import { portfolioCsv } from './portfolio-csv.ts';

const tags = ['portfolio'];
const errors = { '4xx': ZApiError, '5xx': ZApiError };
const ZNodeId = z.object({ id: z.uuid() });

/** The portfolio (issue 13): Initiatives and Projects. Reading is open to the organisation. */
export async function portfolioRoutes(app: FastifyInstance): Promise<void> {
  const { portfolio } = app.services;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    {
      schema: {
        tags,
        summary: "The organisation's initiatives and projects, each with its work-item counts",
        response: { 200: ZPortfolioList, ...errors },
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
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="portfolio.csv"')
        .send(portfolioCsv(await portfolio.list(callerOf(request)))),
  );

  r.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One initiative or project',
        params: ZNodeId,
        response: { 200: ZPortfolioNode, ...errors },
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
        response: { 201: ZPortfolioNodeResult, ...errors },
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
        params: ZNodeId,
        body: ZUpdatePortfolioNode,
        response: { 200: ZPortfolioNodeResult, ...errors },
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
        params: ZNodeId,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => ({
      message: MSG.portfolio.deleted(await portfolio.remove(callerOf(request), request.params.id)),
    }),
  );
}
