import { PGlite, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';

// Hearing, in this process, every write that can change a session lookup's answer
// (auth.repository.ts findSession), before the writer's await returns: what the session cache
// (session-cache.ts) empties itself on. Both engines' clients are wrapped where Drizzle and the
// server call them: PGlite's query, exec and transaction; node-postgres' pool.query and the
// clients pool.connect hands out for transactions.

/**
 * The tables findSession's answer is read from: the session, its user, the user's organisation,
 * the squads they lead and their squad memberships. Every foreign key into them comes from one of
 * them, so a cascade starts from a statement naming one of them too.
 */
const SESSION_TABLES = /\b(sessions|users|customers|squads|squad_members)\b/i;

/** The last-seen stamp (touchSession): it changes nothing the cache answers with but that stamp. */
const TOUCH_ONLY =
  /^\s*update\s+"sessions"\s+set\s+"last_seen_at"\s*=\s*\$1\s+where\s+"sessions"\."id"\s*=\s*\$2\s*$/i;

/** Whether a statement may change what a session lookup reads: anything but a plain read that names one of the tables. */
export function changesSessions(statement: string): boolean {
  return !/^\s*select\b/i.test(statement) && SESSION_TABLES.test(statement) && !TOUCH_ONLY.test(statement);
}

/** Called after such a write; a promise it returns is awaited before the writer's await returns. */
export type WriteListener = () => void | Promise<void>;

/** One watch per client, shared by every app on it (tests run two nodes on one PGlite). */
const watches = new WeakMap<object, Set<WriteListener>>();

async function tell(listeners: Set<WriteListener>): Promise<void> {
  await Promise.all([...listeners].map((listener) => listener()));
}

/** `run`, followed by telling `listeners` when `statement` may have changed a lookup. */
function after<T>(listeners: Set<WriteListener>, statement: string, run: Promise<T>): Promise<T> {
  return changesSessions(statement) ? run.finally(() => tell(listeners)) : run;
}

/** The SQL text of a query call's first argument (a string, or node-postgres' query config). */
function textOf(query: unknown): string {
  if (typeof query === 'string') {
    return query;
  }
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * PGlite runs one statement or transaction at a time, so nothing reads between a commit and the
 * call. A transaction that ran such a write tells once it ended (committed or rolled back).
 */
function watchPglite(client: PGlite, known: Set<WriteListener>): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text: string, ...rest: unknown[]) =>
    after(
      known,
      text,
      (query as (...args: unknown[]) => Promise<unknown>)(text, ...rest),
    )) as PGlite['query'];
  client.exec = ((text: string, ...rest: unknown[]) =>
    after(known, text, (exec as (...args: unknown[]) => Promise<unknown>)(text, ...rest))) as PGlite['exec'];
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
    return run.finally(() => (wrote ? tell(known) : undefined));
  }) as PGlite['transaction'];
}

const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
/** A transaction's end; `rollback to savepoint` ends only the savepoint. */
const END = /^\s*(commit|end|rollback|abort)\b(?!\s+to\b)/i;

type Query = (...args: unknown[]) => Promise<unknown>;

/**
 * A pooled client's statements: outside a transaction a write tells once it returns; inside one,
 * once the commit (or rollback) returns, since until then no other connection sees it. A client
 * released in the middle of one (its connection broke) tells too.
 */
function watchPoolClient(client: pg.PoolClient, known: Set<WriteListener>): void {
  const query = client.query.bind(client) as Query;
  const release = client.release.bind(client);
  let inTransaction = false;
  let wrote = false;
  const settle = (): Promise<void> | undefined => {
    const told = wrote;
    inTransaction = false;
    wrote = false;
    return told ? tell(known) : undefined;
  };
  client.query = ((first: unknown, ...rest: unknown[]) => {
    if (typeof rest.at(-1) === 'function') {
      // The callback form: only pool.query itself calls it so, and watchPool tells for that.
      return query(first, ...rest);
    }
    const text = textOf(first);
    if (BEGIN.test(text)) {
      inTransaction = true;
    } else if (END.test(text)) {
      return query(first, ...rest).finally(settle);
    } else if (inTransaction) {
      wrote ||= changesSessions(text);
      return query(first, ...rest);
    }
    return after(known, text, query(first, ...rest));
  }) as pg.PoolClient['query'];
  client.release = ((error?: Error | boolean) => {
    void settle();
    return release(error);
  }) as pg.PoolClient['release'];
}

function watchPool(pool: pg.Pool, known: Set<WriteListener>): void {
  const query = pool.query.bind(pool) as Query;
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  const wrapped = new WeakSet<pg.PoolClient>();
  // The callback form is left alone: nothing in the server calls it.
  pool.query = ((first: unknown, ...rest: unknown[]) =>
    typeof rest.at(-1) === 'function'
      ? query(first, ...rest)
      : after(known, textOf(first), query(first, ...rest))) as pg.Pool['query'];
  pool.connect = ((callback?: unknown) => {
    if (typeof callback === 'function') {
      // pool.query's own checkout: its statements are told for by the wrapper above.
      return connect(callback);
    }
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      if (!wrapped.has(client)) {
        wrapped.add(client);
        watchPoolClient(client, known);
      }
      return client;
    });
  }) as pg.Pool['connect'];
}

/** The database client Drizzle was built on, when it is one this module can watch. */
export function watchableClient(db: unknown): PGlite | pg.Pool | null {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite || client instanceof pg.Pool ? client : null;
}

/**
 * Calls `listener` after every statement on `client` that may change a session lookup, and after
 * every transaction that ran one, before the caller's await returns. Returns the unwatch.
 */
export function watchSessionWrites(client: PGlite | pg.Pool, listener: WriteListener): () => void {
  let listeners = watches.get(client);
  if (!listeners) {
    const known = new Set<WriteListener>();
    listeners = known;
    watches.set(client, known);
    if (client instanceof PGlite) {
      watchPglite(client, known);
    } else {
      watchPool(client, known);
    }
  }
  listeners.add(listener);
  const registered = listeners;
  return () => registered.delete(listener);
}
