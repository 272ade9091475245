import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_ROUTE } from '../../http/api-module.ts';

const ZHealth = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  /** 'off' without REDIS_URL. */
  redis: z.enum(['up', 'down', 'off']),
});

/**
 * For load balancers and uptime checks: is the process up and can it reach its database (503
 * without it: this node can do nothing useful). Redis being down is `degraded` with 200: the node
 * still serves everything, only its broadcasts stay on its own sockets, and since every node shares
 * one Redis a 503 would take them all out of the pool at once.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { db, redis } = app.services;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '',
      { config: PUBLIC_ROUTE, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
      async (request, reply) => {
        const redisState = redis.state();
        try {
          await db.execute(sql`select 1`);
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.code(503).send({ status: 'degraded', database: 'down', redis: redisState });
        }
        return {
          status: redisState === 'down' ? 'degraded' : 'ok',
          database: 'up',
          redis: redisState,
        } as const;
      },
    );
}
