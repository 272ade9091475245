import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Db, openDatabase } from '../db/client.ts';
import { FileOutboxMailer } from '../modules/mail/mailer.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: the test database's URL. */
  databaseUrl?: string;
  config: Config;
  mailer: FileOutboxMailer;
  /** Stops the app, drops the database and removes the temporary data directory. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Extra environment, e.g. { RATE_LIMIT_MAX: '3' } to exercise limits. The HTTP budget and each
   * person's socket message budget default to huge here: a test file reuses its users across
   * tests, faster than a person could click, and a budget it does not test must not refuse it.
   */
  env?: Record<string, string>;
  webDistDir?: string | null;
  /**
   * Share another test app's database (a second server node); it stays open when this app closes.
   * On PostgreSQL the node opens a pool of its own, as another process would.
   */
  shareDatabaseOf?: TestApp;
}

/** The real app on a fresh migrated database, with the file outbox in a temporary DATA_DIR. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000',
    SOCKET_MESSAGE_BURST: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    ...options.env,
  });
  const shared = options.shareDatabaseOf;
  const database: { db: Db; kind: TestApp['kind']; url?: string; close(): Promise<void> } = !shared
    ? await openTestDatabase()
    : shared.databaseUrl
      ? {
          ...(await openDatabase({ databaseUrl: shared.databaseUrl, dataDir: '' }, { poolMax: 4 })),
          url: shared.databaseUrl,
        }
      : { db: shared.db, kind: shared.kind, close: async () => undefined };
  const mailer = new FileOutboxMailer(path.join(dataDir, 'mail'), config.mailFrom);
  const app = await buildApp({
    config,
    db: database.db,
    mailer,
    webDistDir: options.webDistDir === undefined ? null : options.webDistDir,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    ...(database.url ? { databaseUrl: database.url } : {}),
    config,
    mailer,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
