import { CLIENT_LOG_LIMITS } from '@squadboard/domain/client-logs/client-log.model';
import { ZClientLog } from '@squadboard/domain/client-logs/client-log.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';
import { RATE_WINDOW_MS, rateLimitError } from '../../http/rate-limits.ts';
import { API_ERRORS } from '../../http/route-schemas.ts';
import type { ClientLogReporter } from './client-logs.service.ts';

function reporterOf(request: FastifyRequest): ClientLogReporter {
  const user = request.user;
  return user
    ? { kind: 'session', sessionId: user.sessionId, customerId: user.customerId, userId: user.id }
    : { kind: 'visitor', address: request.ip };
}

function budgetKeyOf(request: FastifyRequest): string {
  const reporter = reporterOf(request);
  return reporter.kind === 'session'
    ? `client-logs:session:${reporter.sessionId}`
    : `client-logs:address:${reporter.address}`;
}

/** POST /api/user/logs: the web app's own errors, from members and visitors alike. */
export async function clientLogsRoutes(app: FastifyInstance): Promise<void> {
  const { clientLogs } = app.services;
  // Per session (or per address for visitors), counted once the session is known: a hook on the
  // request alone could not tell a real session from any cookie a client makes up.
  const budget = app.createRateLimit({
    max: CLIENT_LOG_LIMITS.serverPerMinute,
    timeWindow: RATE_WINDOW_MS,
    keyGenerator: budgetKeyOf,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/logs',
    {
      config: PUBLIC_ROUTE,
      preValidation: async (request) => {
        const result = await budget(request);
        if (!result.isAllowed && result.isExceeded) {
          throw rateLimitError();
        }
      },
      schema: {
        tags: ['client-logs'],
        summary: "Records an error the web app met (label 'Web'), de-duplicated by message",
        body: ZClientLog,
        response: { 204: z.null(), ...API_ERRORS },
      },
    },
    async (request, reply) => {
      await clientLogs.record(reporterOf(request), request.body);
      return reply.code(204).send(null);
    },
  );
}
