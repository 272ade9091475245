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
 * How long one `select 1` answers for. Health is public and unauthenticated: one database round
 * trip per call would let anyone turn requests into database load, and a balancer polling every
 * few seconds learns nothing more from a fresher answer. Calls while a probe is on its way share it.
 */
export const DATABASE_PROBE_REUSE_MS = 1000;

/** Whether the database answers, asked at most once per DATABASE_PROBE_REUSE_MS. */
function databaseProbe(app: FastifyInstance) {
  const { db } = app.services;
  let last: { up: boolean; at: number } | null = null;
  let pending: Promise<boolean> | null = null;
  return {
    /** The last answer while it is fresh, else null. */
    fresh(now: number): boolean | null {
      return last && now - last.at < DATABASE_PROBE_REUSE_MS ? last.up : null;
    },
    probe(): Promise<boolean> {
      pending ??= db
        .execute(sql`select 1`)
        .then(
          () => true,
          (error: unknown) => {
            app.log.error({ err: error }, 'health check: database unreachable');
            return false;
          },
        )
        .then((up) => {
          last = { up, at: Date.now() };
          pending = null;
          return up;
        });
      return pending;
    },
  };
}

/**
 * For load balancers and uptime checks: is the process up and can it reach its database (503
 * without it: this node can do nothing useful). Redis being down is `degraded` with 200: the node
 * still serves everything, only its broadcasts stay on its own sockets, and since every node shares
 * one Redis a 503 would take them all out of the pool at once.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { redis } = app.services;
  const database = databaseProbe(app);
  const answer = (up: boolean) => {
    const redisState = redis.state();
    return {
      status: up && redisState !== 'down' ? 'ok' : 'degraded',
      database: up ? 'up' : 'down',
      redis: redisState,
    } as const;
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '',
      { config: PUBLIC_ROUTE, schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } } },
      (_request, reply) => {
        const fresh = database.fresh(Date.now());
        if (fresh !== null) {
          reply.code(fresh ? 200 : 503).send(answer(fresh));
          return;
        }
        void database.probe().then((up) => {
          reply.code(up ? 200 : 503).send(answer(up));
        });
      },
    );
}
