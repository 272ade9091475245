import { buildApp } from './app.ts';
import { fail, loadConfigOrExit } from './cli/cli-support.ts';
import { answerBackupRequests, type BackupResponder, pgliteDumper } from './db/backup-requests.ts';
import { openDatabase, pgliteDataDirOf } from './db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { createPgliteDataDirInChild } from './db/pglite-first-start.ts';
import { attachRealtime } from './realtime/gateway.ts';

// Start order: config → signal handlers → data-dir lock (PGlite only) → a new PGlite database is
// created and migrated in a child process (see db/pglite-first-start.ts) → database + migrations
// → app → sockets → listen. A SIGTERM or SIGINT at any point closes what is open so far, in reverse
// order, and exits 0; SIGUSR2 asks for a backup snapshot (see db/backup-requests.ts).

/** What has been opened, closed last-first on the way out. */
const closers: { name: string; close: () => Promise<void> | void }[] = [];
let log: (message: string, error?: unknown) => void = (message, error) => {
  process.stderr.write(`${message}${error ? `: ${String(error)}` : ''}\n`);
};
let lock: DataDirLock | null = null;
let stopSignal: string | null = null;
let stopping = false;

async function shutdown(): Promise<void> {
  if (stopping) {
    return;
  }
  stopping = true;
  log(`${stopSignal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  for (const { name, close } of closers.reverse()) {
    try {
      await close();
    } catch (error) {
      log(`error closing ${name} during shutdown`, error);
    }
  }
  lock?.release();
  process.exit(0);
}

/** Call after each await of the start: stops there when a signal came in the meantime. */
async function stopIfAsked(): Promise<void> {
  if (stopSignal) {
    await shutdown();
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  let started = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stopSignal ??= signal;
      if (started) {
        void shutdown();
      }
    });
  }

  let backups: BackupResponder | null = null;
  if (!config.databaseUrl) {
    backups = answerBackupRequests(config.dataDir);
    try {
      lock = lockDataDir(config.dataDir, 'server');
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(error.message);
      }
      throw error;
    }
    process.on('exit', () => lock?.release());
    await createPgliteDataDirInChild(pgliteDataDirOf(config));
    await stopIfAsked();
  }

  const database = await openDatabase(config);
  closers.push({ name: 'the database', close: () => database.close() });
  await stopIfAsked();
  await database.migrate();
  await stopIfAsked();
  const app = await buildApp({ config, db: database.db, webDistDir: config.webDistDir ?? undefined });
  log = (message, error) => (error ? app.log.error({ err: error }, message) : app.log.info(message));
  closers.push({ name: 'the mailer', close: () => app.services.mailer.close() });
  closers.push({ name: 'the app', close: () => app.close() });
  const realtime = await attachRealtime(app);
  closers.push({ name: 'the sockets', close: () => realtime.close() });
  await stopIfAsked();

  // Every hour: expired sessions, and client error reports nobody sent again for a month.
  const sweep = setInterval(() => {
    const now = new Date();
    app.services.auth.deleteExpiredSessions(now).catch((error: unknown) => {
      app.log.warn({ err: error }, 'expired session sweep failed');
    });
    app.services.clientLogs.prune(now).catch((error: unknown) => {
      app.log.warn({ err: error }, 'client error log sweep failed');
    });
  }, 3_600_000);
  sweep.unref();
  closers.push({ name: 'the hourly sweep', close: () => clearInterval(sweep) });

  const dump = pgliteDumper(database.db);
  if (backups && dump) {
    backups.serve(dump, {
      info: (message) => app.log.info(message),
      error: (object, message) => app.log.error(object, message),
    });
    const responder = backups;
    closers.push({ name: 'backup requests', close: () => responder.close() });
  }

  await app.listen({ port: config.port, host: config.host });
  started = true;
  await stopIfAsked();
  app.log.info(`Squadboard is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Squadboard failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
