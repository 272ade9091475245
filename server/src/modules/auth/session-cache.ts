import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';
import type { RedisClient } from '../../http/redis-link.ts';
import type { FoundSession } from './auth.repository.ts';
import { watchableClient, watchSessionWrites } from './session-writes.ts';

// The session lookup's cache. Every write that may change a lookup's answer empties it before
// the writer is told it is done (session-writes.ts hears them in this process). That is the whole
// story on PGlite, one process per data directory (its lock). On PostgreSQL several nodes write
// to one database, so the cache needs REDIS_URL, which is what makes several nodes one: each such
// write also sets a shared stamp in Redis before it answers, and each lookup reads the stamp
// first, emptying this node's cache when another node has moved it. A lookup costs one Redis GET
// instead of a database read. Without Redis on PostgreSQL there is no cache.

/** Redis key of the shared stamp: a random value, set anew by every write that may change a lookup. */
export const SESSION_STAMP_KEY = 'squadboard:session-stamp';

/**
 * A cached lookup is read again after this long whatever the stamp says: the bound on staleness in
 * the one case the stamp cannot cover, a node that wrote while it could not reach Redis.
 */
const MAX_AGE_MS = 30_000;

/** Lookups kept at most: a server's signed-in people, with room to spare. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The lookup of session `id`, from the cache or from `read` (kept unless a write came in meanwhile). */
  find(id: string, read: () => Promise<FoundSession | undefined>): Promise<FoundSession | undefined>;
  /** After touchSession: the stamp the cached lookup carries, so it is not touched again at once. */
  touched(id: string, at: Date): void;
}

interface Entry {
  found: FoundSession;
  readAt: number;
}

/**
 * The session cache for `db`: on PGlite; on PostgreSQL only with Redis (`redis`, REDIS_URL's
 * command client); otherwise null. Any write that may change a lookup empties it (sign-in,
 * sign-out, a password change, deactivation, a role or squad change, a profile edit): such writes
 * are rare next to the reads, and emptying it all needs no reasoning about which rows a statement
 * touched. A read that overlapped a write is not kept.
 */
export function createSessionCache(
  db: Db,
  redis: RedisClient | null,
  now: () => number = Date.now,
): SessionCache | null {
  const client = watchableClient(db);
  if (!client || (!(client instanceof PGlite) && !redis)) {
    return null;
  }
  const shared = client instanceof PGlite ? null : redis;
  const entries = new Map<string, Entry>();
  let generation = 0;
  /** The shared stamp this node's entries were read under (undefined: not read yet). */
  let stamp: string | null | undefined;
  const forget = (): void => {
    generation += 1;
    entries.clear();
  };
  watchSessionWrites(client, async () => {
    forget();
    if (shared) {
      try {
        await shared.set(SESSION_STAMP_KEY, randomUUID());
      } catch {
        // Redis is down: nodes that cannot reach it do not cache meanwhile (current below), and
        // MAX_AGE_MS bounds what a node that still reaches it keeps.
      }
    }
  });
  let reading: Promise<string | null> | null = null;
  /**
   * The shared stamp, by a GET sent after the caller's request was read: a write answered before
   * that request was sent has set it by then. Every lookup made before the next turn of the event
   * loop shares that one GET (setImmediate runs after the turn's network reads).
   */
  function readStamp(redis: RedisClient): Promise<string | null> {
    reading ??= new Promise((resolve, reject) => {
      setImmediate(() => {
        reading = null;
        redis.get(SESSION_STAMP_KEY).then(resolve, reject);
      });
    });
    return reading;
  }
  /** Whether the cache may answer now: on PostgreSQL, once this node's entries match the shared stamp. */
  async function current(): Promise<boolean> {
    if (!shared) {
      return true;
    }
    let latest: string | null;
    try {
      latest = await readStamp(shared);
    } catch {
      forget();
      return false;
    }
    if (latest !== stamp) {
      forget();
      stamp = latest;
    }
    return true;
  }
  return {
    async find(id, read) {
      if (!(await current())) {
        return read();
      }
      const cached = entries.get(id);
      if (cached && now() - cached.readAt < MAX_AGE_MS) {
        return cached.found;
      }
      const readAt = generation;
      const startedAt = now();
      const found = await read();
      if (found && readAt === generation) {
        if (entries.size >= MAX_ENTRIES) {
          // Maps keep insertion order: the first key is the oldest.
          const oldest = entries.keys().next();
          if (!oldest.done) {
            entries.delete(oldest.value);
          }
        }
        entries.delete(id);
        entries.set(id, { found, readAt: startedAt });
      }
      return found;
    },
    touched(id, at) {
      const cached = entries.get(id);
      if (cached) {
        const { found } = cached;
        cached.found = { ...found, session: { ...found.session, lastSeenAt: at } };
      }
    },
  };
}
