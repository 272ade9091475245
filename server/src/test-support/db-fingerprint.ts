import { createHash } from 'node:crypto';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';

// A cheap "did anything change" check for tests that expect a refused write to leave the
// database alone: one hash per table of every row, so a difference names the table.

/**
 * Tables a refused request may still write to: a session's last_seen_at moves when it is used
 * and was last written more than a while ago (auth.service.ts TOUCH_EVERY_MS), refused or not.
 */
const MOVES_ON_EVERY_REQUEST = new Set(['sessions']);

const TABLES = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && !MOVES_ON_EVERY_REQUEST.has(getTableName(value)),
);

function serialise(row: unknown): string {
  return JSON.stringify(row, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
}

/** Per table name, a hash of all its rows (in a stable order). */
export async function databaseFingerprint(db: Db): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = (await db.select().from(table)).map(serialise).sort();
    hashes[getTableName(table)] = createHash('sha1').update(rows.join('\n')).digest('hex');
  }
  return hashes;
}

/** The names of the tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
