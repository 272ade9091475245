import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm/relations';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** What repositories receive: the database or a transaction, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Applies the committed SQL migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The extensions PGlite loads at start (PostgreSQL ships them): pg_trgm backs the substring
 * search indexes. Every PGlite the product or its tests open must load the same set.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL settings PGlite starts with (on the command line, so the data directory's own
 * postgresql.conf is left as initdb wrote it). PGlite keeps PostgreSQL's shared memory inside
 * its WebAssembly memory and touches all of it, and WebAssembly memory never shrinks: the stock
 * shared_buffers=128MB alone cost ~110 MiB of resident memory for the life of the server. At
 * 16MB the pages it does not hold are read from the operating system's file cache: a miss costs
 * a copy, not a disk read.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface OpenDatabaseOptions {
  /** PGlite only: 'memory://' for tests, or another directory than `${DATA_DIR}/db`. */
  pgliteDataDir?: string;
  /** PGlite only: start from a dumped data directory (tests reuse a migrated snapshot). */
  loadDataDir?: Blob;
  /** PostgreSQL only: pool size. */
  poolMax?: number;
}

/** Where PGlite keeps the database: `${DATA_DIR}/db`. */
export function pgliteDataDirOf(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'db');
}

/** Opens PostgreSQL when DATABASE_URL is set, otherwise embedded PGlite in `${DATA_DIR}/db`. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<DatabaseHandle> {
  if (config.databaseUrl) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.pgliteDataDir ?? pgliteDataDirOf(config);
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    startParams: PGLITE_START_PARAMS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
      // PGlite runs no autovacuum, so nothing else refreshes the planner's statistics: without
      // them a grown table is planned as if empty. Once per start is enough for our volumes.
      await client.exec('ANALYZE');
    },
    close: () => client.close(),
  };
}
