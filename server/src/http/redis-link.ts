import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';

// The app's Redis connections (REDIS_URL): one command client shared by the rate limits, the
// socket budgets and the socket.io adapter's publisher, plus the adapter's subscriber. Redis makes
// several nodes act as one; it is not needed to serve. While it is unreachable each node keeps
// going on its own (broadcasts reach this node's sockets, rate limits are skipped, socket budgets
// count on this node), the clients reconnect with backoff, and /api/health says `redis: 'down'`.

export type RedisClient = ReturnType<typeof createClient>;
export type RedisState = 'up' | 'down' | 'off';

/**
 * A command that gets no answer (a half-open connection) fails after this long instead of holding
 * a sign-in or a socket message: the caller then goes on as if Redis were down.
 */
const COMMAND_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * 100 ms doubling to 2 s, plus jitter so restarted nodes do not knock in step. Never gives up. The
 * cap stays short because a node's two connections come back one after the other, and in between
 * it can hear the other nodes' cross-node requests but not answer them.
 */
export function reconnectDelay(retries: number): number {
  return Math.min(100 * 2 ** Math.min(retries, 10), 2_000) + Math.floor(Math.random() * 250);
}

export interface RedisLink {
  /** 'off' without REDIS_URL; 'up' when every connection is ready; 'down' otherwise. */
  state(): RedisState;
  /** The shared command client (null without REDIS_URL). Commands fail at once while it is down. */
  readonly commands: RedisClient | null;
  /** Connects the command client; resolves once it is ready or its first attempt failed. */
  start(): Promise<void>;
  /** A new connection for pub/sub, connected as start() does; closed by release() or close(). */
  subscriber(name: string): Promise<RedisClient>;
  release(client: RedisClient): Promise<void>;
  close(): Promise<void>;
}

export function createRedisLink(url: string | null, log: FastifyBaseLogger): RedisLink {
  if (!url) {
    return {
      state: () => 'off',
      commands: null,
      start: async () => undefined,
      subscriber: () => Promise.reject(new Error('REDIS_URL is not set')),
      release: async () => undefined,
      close: async () => undefined,
    };
  }
  const redisUrl = url;
  const clients = new Set<RedisClient>();

  function open(name: string, offlineQueue: boolean): RedisClient {
    const client: RedisClient = createClient({
      url: redisUrl,
      // The command client refuses at once while down, so nothing waits for Redis to come back
      // and no backlog of stale broadcasts is replayed later. A subscriber keeps its queue: the
      // adapter may subscribe before the first connection is made.
      disableOfflineQueue: !offlineQueue,
      commandOptions: { timeout: COMMAND_TIMEOUT_MS },
      socket: { reconnectStrategy: reconnectDelay },
    });
    let lost = false;
    client.on('error', (error: unknown) => {
      if (client.isReady) {
        log.error({ err: error }, `redis (${name}) error`);
      } else if (!lost) {
        lost = true;
        log.error({ err: error }, `redis (${name}) unreachable: serving without it and reconnecting`);
      } else {
        log.debug({ err: error }, `redis (${name}) still unreachable`);
      }
    });
    client.on('ready', () => {
      if (lost) {
        lost = false;
        log.info(`redis (${name}) reconnected`);
      }
    });
    clients.add(client);
    return client;
  }

  /**
   * Waits for the first attempt only: a node that boots while Redis is away starts degraded, the
   * same as one that loses Redis later, rather than hanging or exiting (every node shares one
   * Redis, so failing fast would turn a Redis outage into a whole-product outage at the next
   * deploy or restart). The log and /api/health say so; the client keeps trying.
   */
  async function connect(client: RedisClient, name: string): Promise<void> {
    const settled = new Promise<void>((resolve) => {
      const done = () => {
        client.off('ready', done);
        client.off('error', done);
        resolve();
      };
      client.on('ready', done);
      client.on('error', done);
    });
    client.connect().catch((error: unknown) => log.error({ err: error }, `redis (${name}) gave up`));
    await settled;
    if (!client.isReady) {
      log.warn(`redis (${name}) unreachable at start: running degraded until it answers`);
    }
  }

  /** Lets pending commands finish when connected (a bounded wait); drops a dead link at once. */
  async function release(client: RedisClient): Promise<void> {
    if (!clients.delete(client) || !client.isOpen) {
      return;
    }
    if (!client.isReady) {
      client.destroy();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, CLOSE_TIMEOUT_MS);
    });
    await Promise.race([client.close(), late]);
    clearTimeout(timer);
  }

  const commands = open('commands', false);
  let started: Promise<void> | null = null;
  return {
    state: () => (clients.has(commands) && [...clients].every((c) => c.isReady) ? 'up' : 'down'),
    commands,
    start() {
      started ??= connect(commands, 'commands');
      return started;
    },
    async subscriber(name) {
      const client = open(name, true);
      await connect(client, name);
      return client;
    },
    release,
    async close() {
      await Promise.all([...clients].map(release));
    },
  };
}
