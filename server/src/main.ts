import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock.ts';
import { attachRealtime } from './realtime/gateway.ts';

// Start order: config → data-dir lock (PGlite only) → database + migrations → app → sockets → listen.

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function startupConfig() {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      fail(error.message);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = startupConfig();

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(error.message);
      }
      throw error;
    }
    process.on('exit', () => lock?.release());
  }

  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, db: database.db });
  const realtime = await attachRealtime(app);

  const sweep = setInterval(() => {
    app.services.auth.deleteExpiredSessions(new Date()).catch((error: unknown) => {
      app.log.warn({ err: error }, 'expired session sweep failed');
    });
  }, 3_600_000);
  sweep.unref();

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    clearInterval(sweep);
    try {
      await realtime.close();
      await app.close();
      await app.services.mailer.close();
      await database.close();
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
    }
    lock?.release();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Squadboard is running at ${config.publicUrl} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Squadboard failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
