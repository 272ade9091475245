import { MSG, ZBugReport, ZMessageResult } from '@squadboard/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ApiModuleOptions, PUBLIC_ROUTE } from '../../http/api-module.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';

export async function bugReportRoutes(app: FastifyInstance, { limits }: ApiModuleOptions): Promise<void> {
  const { bugReports } = app.services;
  app.withTypeProvider<ZodTypeProvider>().post(
    '',
    {
      // Open to visitors, so it shares the per-address budget of the auth endpoints.
      config: { ...limits.perAddress, ...PUBLIC_ROUTE },
      schema: {
        tags: ['bug-reports'],
        body: ZBugReport,
        response: { 201: ZMessageResult, ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await bugReports.report(request.user, request.body, request.headers['user-agent']);
      return reply.code(201).send({ message: MSG.bugReport.sent });
    },
  );
}
