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
// in parallel). Starting PGlite and migrating costs seconds, so a migrated PGlite snapshot is kept
// in the temp directory, keyed by the migrations' content, and every test file loads it.

function migrationsFingerprint(): string {
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
  // A snapshot only loads into the PGlite version that wrote it.
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')));
  return hash.digest('hex').slice(0, 16);
}

function snapshotFile(): string {
  return path.join(os.tmpdir(), `squadboard-test-pglite-${migrationsFingerprint()}.tar`);
}

async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = snapshotFile();
  if (existsSync(file)) {
    return new Blob([readFileSync(file)]);
  }
  const client = await PGlite.create('memory://', { extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
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

/** An empty PostgreSQL database of its own (for a test file, or a server process a test starts). */
export async function createThrowawayPostgres(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A test's database; on PostgreSQL with its URL, for a second node's own pool. */
export type TestDatabase = DatabaseHandle & { url?: string };

async function openPostgresTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const database = await createThrowawayPostgres(adminUrl);
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: '' }, { poolMax: 4 });
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
  let handle: DatabaseHandle;
  try {
    handle = await open();
  } catch {
    // A damaged snapshot (e.g. a full disk while writing it): rebuild it once.
    rmSync(snapshotFile(), { force: true });
    handle = await open();
  }
  await handle.migrate();
  return handle;
}
