import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from './client.ts';
import { createPgliteDataDirInChild, pgliteDataDirExists } from './pglite-first-start.ts';

// A first start creates and migrates the PGlite database in a child process (whose memory goes
// with it); the server then opens a finished directory.

const root = mkdtempSync(path.join(os.tmpdir(), 'squadboard-first-start-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('createPgliteDataDirInChild', () => {
  it('creates and migrates a new data directory, then leaves it alone', async () => {
    const dir = path.join(root, 'db');
    expect(pgliteDataDirExists(dir)).toBe(false);

    expect(await createPgliteDataDirInChild(dir)).toBe(true);
    expect(pgliteDataDirExists(dir)).toBe(true);
    const database = await openDatabase({ databaseUrl: null, dataDir: '' }, { pgliteDataDir: dir });
    try {
      const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'));
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
    } finally {
      await database.close();
    }

    expect(await createPgliteDataDirInChild(dir)).toBe(false);
  }, 180_000);

  it('fails, naming the directory, when the child cannot create it', async () => {
    const blocked = path.join(root, 'a-file');
    writeFileSync(blocked, 'not a directory');
    const dir = path.join(blocked, 'db');
    await expect(createPgliteDataDirInChild(dir)).rejects.toThrow(`creating the database in ${dir} failed`);
  }, 180_000);
});
