import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { createClient } from 'redis';

// A shared store for @fastify/rate-limit on the node-redis client the app already uses (the
// plugin's own Redis store needs ioredis). With REDIS_URL set, every node counts against the
// same budgets, so running more nodes does not multiply what an attacker may try.

type RedisClient = ReturnType<typeof createClient>;

// The plugin's own script: count, start the window on the first hit, report the time left.
const SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
end
return {current, ttl}
`;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin really passes to child() (its typings name fastify's RouteOptions). */
interface MergedParams {
  routeInfo?: { method?: string; url?: string };
  timeWindow?: unknown;
}

const MINUTE_MS = 60_000;

/** The store class the plugin instantiates (`store` option), bound to `client`. */
export function redisRateStore(client: RedisClient, prefix = 'squadboard:rate:'): FastifyRateLimitStoreCtor {
  class RedisRateStore implements FastifyRateLimitStore {
    readonly key: string;
    /** The route's window, for callers that do not pass one to incr(). */
    readonly windowMs: number;

    constructor(params?: MergedParams, key = prefix) {
      this.key = key;
      this.windowMs = typeof params?.timeWindow === 'number' ? params.timeWindow : MINUTE_MS;
    }

    incr(id: string, callback: Callback, timeWindow?: number): void {
      client
        .eval(SCRIPT, { keys: [this.key + id], arguments: [String(timeWindow ?? this.windowMs)] })
        .then((reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): RedisRateStore {
      const params = routeOptions as unknown as MergedParams;
      const route = params.routeInfo;
      const scope = route?.method && route.url ? `${route.method}${route.url}:` : '';
      return new RedisRateStore(params, `${this.key}${scope}`);
    }
  }
  return RedisRateStore;
}
