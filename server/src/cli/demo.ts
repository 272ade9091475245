import { ROLE_LABELS } from '@squadboard/domain';
import { openDatabase } from '../db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { fail, loadConfigOrExit, print } from './cli-support.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_PASSWORD, seedDemo } from './demo-data.ts';

// `npm run demo`: creates the demo organisation in the database the server uses (same env).

async function run(): Promise<void> {
  const config = loadConfigOrExit();

  let lock: DataDirLock | null = null;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir, 'demo');
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        fail(
          `${error.message}\nThe demo writes to the same embedded database: stop the server, run the demo, start it again.`,
        );
      }
      throw error;
    }
  }

  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { created } = await seedDemo(database.db);
    const accounts = DEMO_ACCOUNTS.map((a) => `  ${ROLE_LABELS[a.role].padEnd(13)} ${a.email}`);
    if (created) {
      print(`Created the demo organisation "${DEMO_ORGANISATION}" with these active accounts:`);
      print(accounts.join('\n'));
      print(`Password for every account: ${DEMO_PASSWORD}`);
      print('It has a project action register with three items (Actions, Project view).');
      print(
        'Demo Squad runs Sprint 3 (Active Sprint); Sprint 1 and 2 are done, each with its retro and actions (Past Sprints, Actions).',
      );
    } else {
      print(
        `The demo organisation "${DEMO_ORGANISATION}" already exists; nothing was changed. Its accounts:`,
      );
      print(accounts.join('\n'));
    }
  } finally {
    await database.close();
    lock?.release();
  }
}

run().catch((error: unknown) => {
  fail(`Demo setup failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
});
