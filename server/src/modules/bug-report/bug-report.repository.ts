import type { Executor } from '../../db/client.ts';
import { bugReports } from '../../db/schema/index.ts';

export type BugReportRepository = ReturnType<typeof createBugReportRepository>;

export function createBugReportRepository(db: Executor) {
  return {
    async insert(report: {
      userId: string | null;
      customerId: string | null;
      email: string | null;
      description: string;
      page: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(bugReports).values(report);
    },
  };
}
