import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Db } from '../../db/client.ts';
import type { FoundSession } from './auth.repository.ts';

// The session lookup's cache, on PGlite only. PGlite is one process per data directory (the
// data-dir lock), so every write that can change a lookup's answer passes through this process's
// client, where it is seen before the writer is told it is done. On PostgreSQL several nodes
// write to one database and nothing here would hear the others' writes: no cache there.

/**
 * The tables findSession's answer is read from (auth.repository.ts): the session, its user, the
 * user's organisation, the squads they lead and their squad memberships. Every foreign key into
 * them comes from one of them, so a cascade starts from a statement naming one of them too.
 */
const SESSION_TABLES = /\b(sessions|users|customers|squads|squad_members)\b/i;

/** The last-seen stamp (touchSession): it changes nothing the cache answers with but that stamp. */
const TOUCH_ONLY =
  /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$1\s+where\s+"sessions"\."id"\s*=\s*\$2\s*$/i;

/** Whether a statement may change what a session lookup reads: anything but a plain read that names one of the tables. */
export function changesSessions(statement: string): boolean {
  return !/^\s*select\b/i.test(statement) && SESSION_TABLES.test(statement) && !TOUCH_ONLY.test(statement);
}

type WriteListener = () => void;

/** One watch per PGlite client, shared by every app on it (tests run two nodes on one database). */
const watches = new WeakMap<PGlite, Set<WriteListener>>();

function tell(listeners: Set<WriteListener>): void {
  for (const listener of listeners) {
    listener();
  }
}

/**
 * Calls `listener` after every statement on `client` that may change a session lookup, and after
 * every transaction that ran one (committed or rolled back), before the caller's await returns.
 * PGlite runs one statement or transaction at a time, so nothing reads between the commit and
 * the call. Wraps the client's own query, exec and transaction: the ones Drizzle and the server use.
 */
function watchSessionWrites(client: PGlite, listener: WriteListener): () => void {
  let listeners = watches.get(client);
  if (!listeners) {
    const known = new Set<WriteListener>();
    listeners = known;
    watches.set(client, known);
    const query = client.query.bind(client);
    const exec = client.exec.bind(client);
    const transaction = client.transaction.bind(client);
    const after = <T>(statement: string, run: Promise<T>): Promise<T> =>
      changesSessions(statement) ? run.finally(() => tell(known)) : run;
    client.query = ((text: string, ...rest: unknown[]) =>
      after(text, (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['query'];
    client.exec = ((text: string, ...rest: unknown[]) =>
      after(text, (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['exec'];
    client.transaction = (<T>(work: (tx: Transaction) => Promise<T>) => {
      let wrote = false;
      const run = transaction((tx) => {
        const mark = (text: string): void => {
          wrote ||= changesSessions(text);
        };
        const watched: Transaction = {
          query: (text, ...rest) => {
            mark(text);
            return tx.query(text, ...rest);
          },
          sql: (strings, ...params) => {
            mark(strings.join('$'));
            return tx.sql(strings, ...params);
          },
          exec: (text, ...rest) => {
            mark(text);
            return tx.exec(text, ...rest);
          },
          rollback: () => tx.rollback(),
          listen: (channel, callback) => tx.listen(channel, callback),
          get closed() {
            return tx.closed;
          },
        };
        return work(watched);
      });
      return run.finally(() => {
        if (wrote) {
          tell(known);
        }
      });
    }) as PGlite['transaction'];
  }
  listeners.add(listener);
  const registered = listeners;
  return () => registered.delete(listener);
}

/** Lookups kept at most: a server's signed-in people, with room to spare. */
const MAX_ENTRIES = 10_000;

export interface SessionCache {
  /** The lookup of session `id`, from the cache or from `read` (kept unless a write came in meanwhile). */
  find(id: string, read: () => Promise<FoundSession | undefined>): Promise<FoundSession | undefined>;
  /** After touchSession: the stamp the cached lookup carries, so it is not touched again at once. */
  touched(id: string, at: Date): void;
}

/**
 * The session cache for `db`, or null when the database is not PGlite. Any write that may change a
 * lookup empties it (sign-in, sign-out, a password change, deactivation, a role or squad change,
 * a profile edit): such writes are rare next to the reads, and emptying it all needs no reasoning
 * about which rows a statement touched. A read that overlapped a write is not kept.
 */
export function createSessionCache(db: Db): SessionCache | null {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof PGlite)) {
    return null;
  }
  const entries = new Map<string, FoundSession>();
  let generation = 0;
  watchSessionWrites(client, () => {
    generation += 1;
    entries.clear();
  });
  return {
    async find(id, read) {
      const cached = entries.get(id);
      if (cached) {
        return cached;
      }
      const readAt = generation;
      const found = await read();
      if (found && readAt === generation) {
        if (entries.size >= MAX_ENTRIES) {
          // Maps keep insertion order: the first key is the oldest.
          const oldest = entries.keys().next();
          if (!oldest.done) {
            entries.delete(oldest.value);
          }
        }
        entries.set(id, found);
      }
      return found;
    },
    touched(id, at) {
      const cached = entries.get(id);
      if (cached) {
        entries.set(id, { ...cached, session: { ...cached.session, lastSeenAt: at } });
      }
    },
  };
}
