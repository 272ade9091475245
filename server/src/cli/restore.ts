import { existsSync } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { type DataDirLock, DataDirLockedError, lockDataDir } from '../db/data-dir-lock.ts';
import { CliError, cliConfig, print, runCli, timestamp, userPath } from './cli-support.ts';
import { NotABackupError, readArchive } from './snapshot-archive.ts';

// `npm run restore FILE`: puts a backup's database and stored files back into DATA_DIR, with the
// server stopped. The backup is unpacked and opened beside the current data first, so a bad file
// changes nothing; then DATA_DIR/db and DATA_DIR/files are moved aside (never deleted) as
// db.before-restore-<time> and files.before-restore-<time>, and the restored ones take their place.

const USAGE = 'Usage: npm run restore -- FILE   (a file written by npm run backup; stop the server first)';
const PARTS = ['db', 'files'] as const;

function takeDataDir(dataDir: string): DataDirLock {
  try {
    return lockDataDir(dataDir, 'restore');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) {
      throw error;
    }
    throw new CliError(
      error.owner === 'server'
        ? `A Squadboard server (pid ${error.pid}) is running on DATA_DIR ${dataDir}. Stop it first ` +
            `(Ctrl-C where it runs, or kill ${error.pid}): a restore replaces the database under it. ` +
            'Nothing was changed.'
        : `DATA_DIR ${dataDir} is in use by ${error.owner ? `a ${error.owner}` : 'another Squadboard process'} ` +
            `(pid ${error.pid}); try again when it has finished. Nothing was changed.`,
    );
  }
}

/** Unpacks the backup into `stage` and starts its database once; returns how many migrations it has. */
async function unpack(file: string, stage: string, dataDir: string) {
  try {
    const { manifest, dbTar } = await readArchive(file, path.join(stage, 'files'));
    const database = await openDatabase(
      { databaseUrl: null, dataDir },
      { pgliteDataDir: path.join(stage, 'db'), loadDataDir: new Blob([new Uint8Array(dbTar)]) },
    );
    try {
      // Also proves it is a Squadboard database: drizzle's migration journal is there.
      const result = (await database.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      return { manifest, migrations: result.rows[0]?.count ?? 0 };
    } finally {
      await database.close();
    }
  } catch (error) {
    const reason = error instanceof NotABackupError ? 'it is not a Squadboard backup: ' : '';
    throw new CliError(
      `${file} cannot be restored: ${reason}${error instanceof Error ? error.message : String(error)}. ` +
        'Nothing was changed.',
    );
  }
}

/** Moves the current data aside and the restored data in; undoes the moves if one fails. */
async function swapIn(dataDir: string, stage: string, stamp: string): Promise<string[]> {
  const done: [from: string, to: string][] = [];
  const move = async (from: string, to: string) => {
    await rename(from, to);
    done.push([from, to]);
  };
  try {
    for (const part of PARTS) {
      const current = path.join(dataDir, part);
      if (existsSync(current)) {
        await move(current, path.join(dataDir, `${part}.before-restore-${stamp}`));
      }
    }
    for (const part of PARTS) {
      if (existsSync(path.join(stage, part))) {
        await move(path.join(stage, part), path.join(dataDir, part));
      }
    }
  } catch (error) {
    for (const [from, to] of done.reverse()) {
      await rename(to, from).catch(() => {});
    }
    throw error;
  }
  return done.map(([, to]) => to).filter((to) => to.includes('.before-restore-'));
}

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    throw new CliError(USAGE);
  }
  const config = cliConfig('restore');
  const file = userPath(args[0] as string);
  if (!existsSync(file)) {
    throw new CliError(`${file} does not exist.`);
  }

  const lock = takeDataDir(config.dataDir);
  const stamp = timestamp();
  const stage = path.join(config.dataDir, `restore-${stamp}.tmp`);
  try {
    const { manifest, migrations } = await unpack(file, stage, config.dataDir);
    const kept = await swapIn(config.dataDir, stage, stamp);
    print(`Restored ${file} into ${config.dataDir}`);
    print(
      `  database as of ${manifest.databaseAsOf} (${migrations} migrations; newer ones run when the server starts), ` +
        `${manifest.files} stored file(s)`,
    );
    for (const dir of kept) {
      print(`  the data it replaced is kept in ${dir}; delete it once you are satisfied`);
    }
    if (config.s3) {
      print(`  stored files live in the S3 bucket ${config.s3.bucket}; restore them there if needed`);
    }
    print('Start the server again with: npm start');
  } finally {
    await rm(stage, { recursive: true, force: true });
    lock.release();
  }
}

runCli('The restore', run);
