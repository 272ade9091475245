import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisRateStore } from './redis-rate-store.ts';

// Runs when TEST_REDIS_URL is set (CI's second pass, against the machine's Redis): two app
// nodes on one Redis share a budget instead of each counting on its own.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  const client = createClient({ url: redisUrl });
  const nodes: FastifyInstance[] = [];
  // A fresh namespace per run, so a rerun within the window starts from zero.
  const prefix = `squadboard:test-rate:${randomUUID()}:`;

  async function node(): Promise<FastifyInstance> {
    const app = Fastify();
    await app.register(rateLimit, { global: false, store: redisRateStore(client, prefix) });
    app.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({
      ok: true,
    }));
    const byAccount = app.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: () => 'account:x' });
    app.get('/account', async (request, reply) => {
      const result = await byAccount(request);
      return !result.isAllowed && result.isExceeded ? reply.code(429).send({ limited: true }) : { ok: true };
    });
    nodes.push(app);
    return app;
  }

  beforeAll(async () => {
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.close()));
    await client.close();
  });

  it('counts hits on every node against one per-route budget', async () => {
    const [a, b] = [await node(), await node()];
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      statuses.push((await app.inject({ method: 'GET', url: '/limited' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const ttl = await client.pTTL(`${prefix}GET/limited:127.0.0.1`);
    expect(ttl).toBeGreaterThan(50_000);
  });

  it('shares the budgets made with createRateLimit (the per-account ones) too', async () => {
    const [a, b] = [await node(), await node()];
    const statuses: number[] = [];
    for (const app of [a, b, a]) {
      statuses.push((await app.inject({ method: 'GET', url: '/account' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});
