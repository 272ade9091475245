import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { acronymCounters } from './schema/index.ts';

/**
 * The next number for an acronym prefix of the organisation (PAYS → 1, 2, 3 …): the portfolio's
 * nodes, work items and, later, RAID items take theirs here. One upsert, so two items created at
 * once never share a number; inside a transaction that rolls back, the number is not used.
 */
export async function nextAcronymNumber(db: Executor, customerId: string, prefix: string): Promise<number> {
  const [row] = await db
    .insert(acronymCounters)
    .values({ customerId, prefix, last: 1 })
    .onConflictDoUpdate({
      target: [acronymCounters.customerId, acronymCounters.prefix],
      set: { last: sql`${acronymCounters.last} + 1` },
    })
    .returning({ last: acronymCounters.last });
  if (!row) {
    throw new Error('acronym counter upsert returned no row');
  }
  return row.last;
}
