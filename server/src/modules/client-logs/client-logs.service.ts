import { createHash } from 'node:crypto';
import { CLIENT_LOG_LIMITS } from '@squadboard/domain/client-logs/client-log.model';
import type { ClientLog } from '@squadboard/domain/client-logs/client-log.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { ClientLogsRepository } from './client-logs.repository.ts';

// Errors the web app reports about itself (spec `api/user/logs`), kept de-duplicated per
// reporter and message with a count, and written to the log for whoever watches it. A report
// nobody sent again for CLIENT_LOG_LIMITS.keepDays is deleted, so the table cannot grow forever.

export type ClientLogsService = ReturnType<typeof createClientLogsService>;

/** Who reported: a signed-in session, or a visitor's address. */
export type ClientLogReporter =
  | { kind: 'session'; sessionId: string; customerId: string; userId: string }
  | { kind: 'visitor'; address: string };

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The key rows are de-duplicated by. Hashed, so the table holds neither session ids nor client
 * addresses, yet the same session (or address) always lands on the same rows.
 */
export function reporterKeyOf(reporter: ClientLogReporter): string {
  return reporter.kind === 'session'
    ? `session:${sha256(reporter.sessionId)}`
    : `address:${sha256(reporter.address)}`;
}

export function createClientLogsService(deps: { repo: ClientLogsRepository; log: FastifyBaseLogger }) {
  const { repo } = deps;
  return {
    async record(reporter: ClientLogReporter, report: ClientLog): Promise<void> {
      const signedIn = reporter.kind === 'session' ? reporter : null;
      const count = await repo.record({
        reporterKey: reporterKeyOf(reporter),
        customerId: signedIn?.customerId ?? null,
        userId: signedIn?.userId ?? null,
        label: report.label,
        message: report.message,
        messageHash: sha256(report.message),
      });
      deps.log.warn(
        { clientLog: { label: report.label, userId: signedIn?.userId ?? null, count } },
        `client error: ${report.message}`,
      );
    },

    /** Deletes the reports not seen for CLIENT_LOG_LIMITS.keepDays before `now`; answers how many. */
    prune(now: Date): Promise<number> {
      return repo.deleteSeenBefore(new Date(now.getTime() - CLIENT_LOG_LIMITS.keepDays * 86_400_000));
    },
  };
}
