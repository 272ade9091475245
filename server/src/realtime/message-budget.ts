import type { FastifyBaseLogger } from 'fastify';
import type { RedisLink } from '../http/redis-link.ts';
import type { RoomSocket } from './room-types.ts';

// Message budgets. Each socket has its own token bucket (socket-guard.ts); on top of it each
// person (a signed-in user, or one guest pass) has one budget across all their sockets, so
// opening more sockets buys no more writes. With REDIS_URL the person's bucket lives in Redis and
// every node draws from it; while Redis is down, or without it, each node keeps its own.

export interface TokenBucket {
  take(): boolean;
  /** Refilled to its burst: holds nothing worth keeping. */
  full(): boolean;
}

export function createTokenBucket(
  burst: number,
  perSecond: number,
  now: () => number = Date.now,
): TokenBucket {
  let tokens = burst;
  let last = now();
  const refill = () => {
    const at = now();
    tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond);
    last = at;
  };
  return {
    take() {
      refill();
      if (tokens < 1) {
        return false;
      }
      tokens -= 1;
      return true;
    },
    full() {
      refill();
      return tokens >= burst;
    },
  };
}

// The same bucket in Redis, on Redis's clock so that nodes whose clocks differ agree. The key
// lapses once a full refill has passed: an idle person costs nothing.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local burst = tonumber(ARGV[1])
local perMs = tonumber(ARGV[2]) / 1000
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or burst
local at = tonumber(state[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * perMs)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
redis.call('PEXPIRE', KEYS[1], math.ceil(burst / perMs) + 1000)
return allowed
`;

const SWEEP_MS = 60_000;

export interface MessageBudget {
  /** One message of `person`: false when their budget is spent. */
  take(person: string): Promise<boolean>;
  dispose(): void;
}

export interface MessageBudgetOptions {
  redis: RedisLink;
  burst: number;
  perSecond: number;
  log: FastifyBaseLogger;
  prefix?: string;
}

export function createMessageBudget(options: MessageBudgetOptions): MessageBudget {
  const { redis, burst, perSecond, log, prefix = 'squadboard:messages:' } = options;
  const local = new Map<string, TokenBucket>();
  const sweep = setInterval(() => {
    for (const [person, bucket] of local) {
      if (bucket.full()) {
        local.delete(person);
      }
    }
  }, SWEEP_MS);
  sweep.unref();

  function takeLocally(person: string): boolean {
    let bucket = local.get(person);
    if (!bucket) {
      bucket = createTokenBucket(burst, perSecond);
      local.set(person, bucket);
    }
    return bucket.take();
  }

  return {
    async take(person) {
      const client = redis.commands;
      if (client?.isReady) {
        try {
          const allowed = await client.eval(TAKE, {
            keys: [prefix + person],
            arguments: [String(burst), String(perSecond)],
          });
          return allowed === 1;
        } catch (error) {
          log.warn({ err: error }, 'shared message budget unavailable: counting on this node');
        }
      }
      return takeLocally(person);
    },
    dispose() {
      clearInterval(sweep);
    },
  };
}

// The guard is made by the room handlers; the gateway, which knows who holds the socket, hands
// each socket its person's budget here.
const bound = new WeakMap<RoomSocket, () => Promise<boolean>>();

export function bindMessageBudget(socket: RoomSocket, take: () => Promise<boolean>): void {
  bound.set(socket, take);
}

/** The socket's share of its person's budget; null for a socket the gateway did not admit. */
export function messageBudgetOf(socket: RoomSocket): (() => Promise<boolean>) | null {
  return bound.get(socket) ?? null;
}
