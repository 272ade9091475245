import type { BugReport } from '@squadboard/domain';
import type { AuthUser } from '../auth/auth.service.ts';
import type { BugReportRepository } from './bug-report.repository.ts';

// A bug report from the footer's dialog: signed in or not, so identity is optional.

export type BugReportService = ReturnType<typeof createBugReportService>;

/** The browser's own description, kept short: a header can be as long as the client likes. */
const USER_AGENT_CHARS = 500;

export function createBugReportService(deps: { repo: BugReportRepository }) {
  const { repo } = deps;
  return {
    /** Identity comes from the session; a visitor may leave an address to be answered at. */
    async report(reporter: AuthUser | null, input: BugReport, userAgent: string | undefined): Promise<void> {
      await repo.insert({
        userId: reporter?.id ?? null,
        customerId: reporter?.customerId ?? null,
        email: input.email || reporter?.email || null,
        description: input.description,
        page: input.page ?? null,
        userAgent: userAgent?.slice(0, USER_AGENT_CHARS) ?? null,
      });
    },
  };
}
