import type { FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { redisRateStore } from './redis-rate-store.ts';

/**
 * With REDIS_URL, rate-limit counters live in Redis so all nodes share one budget. If Redis is
 * briefly unreachable the limits are skipped (and the error logged) rather than refusing every
 * sign-in: availability first, as the in-memory store would be after a restart anyway.
 */
export async function sharedRateStore(app: FastifyInstance, redisUrl: string | null) {
  if (!redisUrl) {
    return {};
  }
  const client = createClient({ url: redisUrl });
  client.on('error', (error: unknown) => app.log.error({ err: error }, 'redis (rate limits) error'));
  await client.connect();
  app.addHook('onClose', async () => {
    await client.close();
  });
  return { store: redisRateStore(client), skipOnError: true };
}
