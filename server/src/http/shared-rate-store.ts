import type { FastifyInstance } from 'fastify';
import { redisRateStore } from './redis-rate-store.ts';

/**
 * With REDIS_URL, rate-limit counters live in Redis so all nodes share one budget. While Redis is
 * unreachable the limits are skipped (and the error logged) rather than refusing every sign-in:
 * availability first, as the in-memory store would be after a restart anyway. The command client
 * refuses at once while disconnected (redis-link.ts), so no request waits for Redis to return.
 * This is where the app first needs Redis, so the link is started here and closed with the app.
 */
export async function sharedRateStore(app: FastifyInstance, redisUrl: string | null) {
  const { redis } = app.services;
  if (!redisUrl || !redis.commands) {
    return {};
  }
  await redis.start();
  app.addHook('onClose', async () => {
    await redis.close();
  });
  return { store: redisRateStore(redis.commands), skipOnError: true };
}
