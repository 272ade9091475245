import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from '../http/redis-link.ts';

// Caps on open sockets per person and per address. With REDIS_URL every node counts into one
// sorted set per key in Redis: a member per socket, scored with the time it lapses. A node renews
// its own sockets' members while they are open and removes them on disconnect, so the sockets of
// a node that crashed drop out of the count on their own after `ttlMs`; nobody is locked out for
// longer. Without Redis, or while it is down, each node counts its own sockets.

export interface CapClaim {
  key: string;
  cap: number;
}

export interface ConnectionCaps {
  /** Counts socket `id` under every claim's key, unless one of them is already at its cap. */
  acquire(id: string, claims: readonly CapClaim[]): Promise<boolean>;
  /** Stops counting `id` (idempotent). */
  release(id: string): void;
  dispose(): void;
}

export interface ConnectionCapsOptions {
  redis: RedisLink;
  log: FastifyBaseLogger;
  /** How long a member outlives its node's last renewal. */
  ttlMs?: number;
  prefix?: string;
}

const REDIS_NOW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
`;

// KEYS: the counts; ARGV: ttl, the socket's member, then each key's cap. 0, or which key is full.
const ACQUIRE = `${REDIS_NOW}
local ttl = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now)
  if not redis.call('ZSCORE', key, ARGV[2]) and redis.call('ZCARD', key) >= tonumber(ARGV[2 + i]) then
    return i
  end
end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[2])
  redis.call('PEXPIRE', key, ttl)
end
return 0
`;

// KEYS: counts; ARGV: ttl, then the member for each key. Adds members missing since an outage.
const RENEW = `${REDIS_NOW}
local ttl = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  redis.call('ZADD', key, now + ttl, ARGV[i + 1])
  redis.call('PEXPIRE', key, ttl)
end
return 0
`;

const RELEASE = `
for _, key in ipairs(KEYS) do
  redis.call('ZREM', key, ARGV[1])
end
return 0
`;

/** Keys per renewal command, so a busy node sends several small scripts instead of one huge one. */
const RENEW_BATCH = 500;

export function createConnectionCaps(options: ConnectionCapsOptions): ConnectionCaps {
  const { redis, log, ttlMs = 90_000, prefix = 'squadboard:sockets:' } = options;
  /** This node's sockets and the keys each is counted under. */
  const held = new Map<string, string[]>();
  const local = new Map<string, Set<string>>();

  const ready = () => (redis.commands?.isReady ? redis.commands : null);

  function hold(id: string, keys: string[]): void {
    held.set(id, keys);
    for (const key of keys) {
      const ids = local.get(key) ?? new Set<string>();
      ids.add(id);
      local.set(key, ids);
    }
  }

  async function acquireShared(id: string, claims: readonly CapClaim[]): Promise<boolean | null> {
    const client = ready();
    if (!client) {
      return null;
    }
    try {
      const refused = await client.eval(ACQUIRE, {
        keys: claims.map((c) => prefix + c.key),
        arguments: [String(ttlMs), id, ...claims.map((c) => String(c.cap))],
      });
      return refused === 0;
    } catch (error) {
      log.warn({ err: error }, 'shared socket counts unavailable: counting on this node');
      return null;
    }
  }

  async function renew(): Promise<void> {
    const client = ready();
    if (!client || held.size === 0) {
      return;
    }
    const pairs = [...held].flatMap(([id, keys]) => keys.map((key) => [prefix + key, id] as const));
    for (let i = 0; i < pairs.length; i += RENEW_BATCH) {
      const batch = pairs.slice(i, i + RENEW_BATCH);
      await client.eval(RENEW, {
        keys: batch.map(([key]) => key),
        arguments: [String(ttlMs), ...batch.map(([, id]) => id)],
      });
    }
  }

  const renewal = setInterval(() => {
    renew().catch((error: unknown) => log.warn({ err: error }, 'renewing socket counts failed'));
  }, ttlMs / 3);
  renewal.unref();

  return {
    async acquire(id, claims) {
      const shared = await acquireShared(id, claims);
      const allowed =
        shared ?? claims.every((claim) => (local.get(claim.key)?.size ?? 0) < claim.cap || held.has(id));
      if (allowed) {
        hold(
          id,
          claims.map((c) => c.key),
        );
      }
      return allowed;
    },
    release(id) {
      const keys = held.get(id);
      if (!keys) {
        return;
      }
      held.delete(id);
      for (const key of keys) {
        const ids = local.get(key);
        ids?.delete(id);
        if (ids?.size === 0) {
          local.delete(key);
        }
      }
      // A release Redis misses lapses with the member's ttl, since nobody renews it any more.
      ready()
        ?.eval(RELEASE, { keys: keys.map((key) => prefix + key), arguments: [id] })
        .catch((error: unknown) => log.debug({ err: error }, 'releasing a socket count failed'));
    },
    dispose() {
      clearInterval(renewal);
    },
  };
}
