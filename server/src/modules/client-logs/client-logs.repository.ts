import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { clientErrorLogs } from '../../db/schema/index.ts';

export interface ClientErrorReport {
  reporterKey: string;
  customerId: string | null;
  userId: string | null;
  label: string;
  message: string;
  messageHash: string;
}

export type ClientLogsRepository = ReturnType<typeof createClientLogsRepository>;

export function createClientLogsRepository(db: Executor) {
  return {
    /** One row per reporter and message: a repeat only counts up. Answers the row's count. */
    async record(report: ClientErrorReport): Promise<number> {
      const [row] = await db
        .insert(clientErrorLogs)
        .values(report)
        .onConflictDoUpdate({
          target: [clientErrorLogs.reporterKey, clientErrorLogs.messageHash],
          set: { count: sql`${clientErrorLogs.count} + 1`, lastSeen: sql`now()` },
        })
        .returning({ count: clientErrorLogs.count });
      return row?.count ?? 1;
    },

    /** Deletes the reports last seen before `cutoff` (by client_error_logs_last_seen_idx). */
    async deleteSeenBefore(cutoff: Date): Promise<number> {
      const deleted = await db
        .delete(clientErrorLogs)
        .where(lt(clientErrorLogs.lastSeen, cutoff))
        .returning({ id: clientErrorLogs.id });
      return deleted.length;
    },
  };
}
