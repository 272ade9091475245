import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRedisLink, reconnectDelay } from './redis-link.ts';

// Runs in every pass: nothing here needs a Redis server, only a port where none answers.

const log = Fastify({ logger: false }).log;

/** A local port that refuses connections: listened on once, then closed. */
async function deadPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Redis link', () => {
  it("is 'off' without REDIS_URL", async () => {
    const link = createRedisLink(null, log);
    await link.start();
    expect(link.state()).toBe('off');
    expect(link.commands).toBeNull();
  });

  it('starts degraded when Redis does not answer, refusing commands at once instead of queueing them', async () => {
    const link = createRedisLink(`redis://127.0.0.1:${await deadPort()}`, log);
    try {
      await link.start();
      expect(link.state()).toBe('down');
      await expect(link.commands?.ping()).rejects.toThrow(/offline/i);
    } finally {
      await link.close();
    }
  });

  it('retries for ever, backing off to about two seconds', () => {
    const delays = [0, 1, 3, 6, 50, 10_000].map(reconnectDelay);
    expect(delays[0]).toBeGreaterThanOrEqual(100);
    expect(delays[1]).toBeGreaterThanOrEqual(200);
    for (const delay of delays) {
      expect(delay).toBeLessThan(2_250);
    }
    expect(delays[5]).toBeGreaterThanOrEqual(2_000);
  });
});
