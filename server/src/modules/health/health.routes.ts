import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

/** For load balancers and uptime checks: is the process up and can it reach its database. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.services;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '',
      { config: PUBLIC_ROUTE, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
      async (request, reply) => {
        try {
          await db.execute(sql`select 1`);
          return { status: 'ok' as const, database: 'up' as const };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'degraded', database: 'down' });
        }
      },
    );
}
