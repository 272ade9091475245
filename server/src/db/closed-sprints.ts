import { and, eq } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { sprintRuns } from './schema/index.ts';

// Whether a squad has completed a sprint: a completed sprint takes no more work items,
// whichever module puts them there (the work-item edit, the backlog's bulk move).

/**
 * True when `squadId` completed its run of `sprintId`. The run row is locked FOR SHARE whatever
 * its state (a filter on completed_at would skip an open row without locking it): a completion
 * updating it at the same moment either commits first, and this reads it completed, or waits
 * until this transaction has committed the item it was checking for.
 */
export async function sprintClosedFor(db: Executor, sprintId: string, squadId: string): Promise<boolean> {
  const [row] = await db
    .select({ completedAt: sprintRuns.completedAt })
    .from(sprintRuns)
    .where(and(eq(sprintRuns.sprintId, sprintId), eq(sprintRuns.squadId, squadId)))
    .for('share');
  return row?.completedAt != null;
}
