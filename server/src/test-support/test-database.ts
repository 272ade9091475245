import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DatabaseHandle, MIGRATIONS_DIR, openDatabase, PGLITE_EXTENSIONS } from '../db/client.ts';

// Tests run against the real engines: in-memory PGlite by default, or PostgreSQL when
// TEST_DATABASE_URL is set (each test file then gets its own throw-away database, so files can run
// in parallel). Migrating costs seconds, so it is done once per set of migrations: a migrated
// PGlite snapshot is kept in the temp directory, and on PostgreSQL a migrated template database,
// both keyed by the migrations' content; every test file starts from a copy.

/** The migrations' content (and, for PGlite's snapshot, the PGlite version that writes it). */
function migrationsFingerprint(engine: 'pglite' | 'postgres' = 'pglite'): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
      } else {
        hash.update(entry.name).update(readFileSync(full));
      }
    }
  };
  walk(MIGRATIONS_DIR);
  if (engine === 'postgres') {
    return hash.digest('hex').slice(0, 16);
  }
  // A snapshot only loads into the PGlite version that wrote it; 'analyzed': it holds the
  // planner's statistics (see migratedPgliteSnapshot).
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json'))).update('analyzed');
  return hash.digest('hex').slice(0, 16);
}

function snapshotFile(): string {
  return path.join(os.tmpdir(), `squadboard-test-pglite-${migrationsFingerprint()}.tar`);
}

/** The snapshot as this process read it (a worker runs many test files). */
let snapshotRead: { file: string; blob: Blob } | null = null;

async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = snapshotFile();
  if (snapshotRead?.file === file) {
    return snapshotRead.blob;
  }
  if (existsSync(file)) {
    snapshotRead = { file, blob: new Blob([readFileSync(file)]) };
    return snapshotRead.blob;
  }
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  // What DatabaseHandle.migrate() does after the migrations: the planner's statistics, kept in
  // the snapshot, so that a test file's copy starts as a migrated database does.
  await client.exec('ANALYZE');
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Write then rename, so a parallel test file never reads half a snapshot.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  // Snapshots of older migrations are 40 MB each and never used again.
  for (const name of readdirSync(os.tmpdir())) {
    const stale = name.startsWith('squadboard-test-pglite-') && name.endsWith('.tar');
    if (stale && path.join(os.tmpdir(), name) !== file) {
      rmSync(path.join(os.tmpdir(), name), { force: true });
    }
  }
  return dump;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function withAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const TEMPLATE_PREFIX = 'test_template_';
/** pg_advisory_lock key: one process at a time builds the template. */
const TEMPLATE_LOCK = 0x5e_7e_57;
/** This process's template, once made or found (a worker runs many test files). */
let templateOf: { adminUrl: string; name: Promise<string> } | null = null;

async function ensurePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${migrationsFingerprint('postgres')}`;
  return withAdmin(adminUrl, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) {
        return name;
      }
      // Migrated under another name and renamed when complete: nobody copies half a template.
      const building = `${name}_${randomBytes(4).toString('hex')}`;
      await admin.query(`create database "${building}"`);
      try {
        const handle = await openDatabase(
          { databaseUrl: withDatabase(adminUrl, building), dataDir: '' },
          { poolMax: 1 },
        );
        try {
          await handle.migrate();
        } finally {
          await handle.close();
        }
        await admin.query(`alter database "${building}" rename to "${name}"`);
        // Nobody connects to a template: a connection would make every copy of it fail.
        await admin.query(`alter database "${name}" with allow_connections false`);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      // Templates of older migrations are never used again (a run still copying one builds it
      // again: see createMigratedPostgres).
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'test\\_template\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows) {
        if (/^test_template_[0-9a-f]{16}$/.test(datname)) {
          await admin.query(`drop database if exists "${datname}" with (force)`);
        }
      }
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
}

function postgresTemplate(adminUrl: string, fresh = false): Promise<string> {
  if (fresh || templateOf?.adminUrl !== adminUrl) {
    const name = ensurePostgresTemplate(adminUrl);
    templateOf = { adminUrl, name };
    // A failed attempt is not kept: the next file tries again.
    name.catch(() => {
      if (templateOf?.name === name) {
        templateOf = null;
      }
    });
  }
  return (templateOf as { name: Promise<string> }).name;
}

function throwawayName(): string {
  return `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
}

function throwaway(adminUrl: string, name: string): { url: string; drop(): Promise<void> } {
  return {
    url: withDatabase(adminUrl, name),
    drop: () =>
      withAdmin(adminUrl, async (cleanup) => {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      }),
  };
}

/** An empty PostgreSQL database of its own (for a test file, or a server process a test starts). */
export async function createThrowawayPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = throwawayName();
  await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}"`));
  return throwaway(adminUrl, name);
}

/** A migrated PostgreSQL database of its own: a copy of this run's migrated template. */
async function createMigratedPostgres(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = throwawayName();
  const copy = async (fresh: boolean) => {
    const template = await postgresTemplate(adminUrl, fresh);
    await withAdmin(adminUrl, (admin) => admin.query(`create database "${name}" template "${template}"`));
  };
  try {
    await copy(false);
  } catch (error) {
    // 3D000: the template is gone (a run with other migrations replaced it): make it again.
    if ((error as { code?: string }).code !== '3D000') {
      throw error;
    }
    await copy(true);
  }
  return throwaway(adminUrl, name);
}

/** A test's database; on PostgreSQL with its URL, for a second node's own pool. */
export type TestDatabase = DatabaseHandle & { url?: string };

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const database = await createMigratedPostgres(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' }, { poolMax: 4 });
  // Nothing left to apply: the copy is migrated (this only checks).
  await handle.migrate();
  return {
    ...handle,
    url: database.url,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    return openPostgresTestDatabase(adminUrl);
  }
  const open = async () =>
    openDatabase(
      { databaseUrl: null, dataDir: '' },
      { pgliteDataDir: 'memory://', loadDataDir: await migratedPgliteSnapshot() },
    );
  try {
    // Migrated and analysed already (the snapshot is keyed by the migrations): nothing to apply.
    return await open();
  } catch {
    // A damaged snapshot (e.g. a full disk while writing it): rebuild it once.
    snapshotRead = null;
    rmSync(snapshotFile(), { force: true });
    return open();
  }
}
