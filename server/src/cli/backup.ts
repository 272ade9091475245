import { existsSync } from 'node:fs';
import { rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BackupWork,
  newBackupWork,
  pgliteDumper,
  requestSnapshot,
  ServerGoneError,
} from '../db/backup-requests.ts';
import { openDatabase } from '../db/client.ts';
import { DataDirLockedError, dataDirHolder, lockDataDir } from '../db/data-dir-lock.ts';
import { CliError, cliConfig, print, runCli, timestamp, userPath } from './cli-support.ts';
import { newManifest, stageFiles, writeArchive } from './snapshot-archive.ts';

// `npm run backup [FILE]`: a consistent snapshot of DATA_DIR's embedded database and stored
// files, whether or not the server is running. See snapshot-archive.ts for what is in it.

const USAGE = 'Usage: npm run backup [-- FILE]   (default: squadboard-backup-<date>.tar.gz here)';

interface Snapshot {
  takenAt: Date;
  source: 'server' | 'offline';
}

/** The running server dumps its own database; the files are staged before and after. */
async function fromServer(work: BackupWork, filesDir: string, pid: number): Promise<Snapshot> {
  await stageFiles(filesDir, work.filesDir);
  const takenAt = await requestSnapshot(work, pid);
  await stageFiles(filesDir, work.filesDir);
  return { takenAt, source: 'server' };
}

/** No server: hold DATA_DIR ourselves, so none starts meanwhile, and dump with PGlite here. */
async function offline(work: BackupWork, dataDir: string): Promise<Snapshot> {
  const lock = lockDataDir(dataDir, 'backup');
  try {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    const takenAt = new Date();
    try {
      const dump = pgliteDumper(database.db);
      if (!dump) {
        throw new Error('the embedded database cannot be dumped');
      }
      await writeFile(work.dbTar, new Uint8Array(await (await dump()).arrayBuffer()));
    } finally {
      await database.close();
    }
    await stageFiles(path.join(dataDir, 'files'), work.filesDir);
    return { takenAt, source: 'offline' };
  } finally {
    lock.release();
  }
}

async function snapshot(work: BackupWork, dataDir: string): Promise<Snapshot> {
  // A server may start or stop while we decide; each turn looks again.
  for (let attempt = 0; ; attempt++) {
    const holder = dataDirHolder(dataDir);
    try {
      if (holder?.owner === 'server') {
        return await fromServer(work, path.join(dataDir, 'files'), holder.pid);
      }
      if (holder) {
        throw new CliError(
          `DATA_DIR ${dataDir} is in use by ${holder.owner ? `a ${holder.owner}` : 'another Squadboard process'} ` +
            `(pid ${holder.pid}); run the backup when it has finished.`,
        );
      }
      return await offline(work, dataDir);
    } catch (error) {
      if (attempt < 3 && (error instanceof ServerGoneError || error instanceof DataDirLockedError)) {
        continue;
      }
      throw error;
    }
  }
}

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    throw new CliError(USAGE);
  }
  const config = cliConfig('backup');
  const output = userPath(args[0] ?? `squadboard-backup-${timestamp()}.tar.gz`);
  if (existsSync(output)) {
    throw new CliError(`${output} already exists; give another file name, or move it away first.`);
  }
  if (!existsSync(path.join(config.dataDir, 'db', 'PG_VERSION'))) {
    throw new CliError(
      `There is no embedded database in ${path.join(config.dataDir, 'db')} to back up (check DATA_DIR).`,
    );
  }

  const work = await newBackupWork(config.dataDir);
  try {
    const { takenAt, source } = await snapshot(work, config.dataDir);
    const manifest = await writeArchive(output, work, (files) =>
      newManifest({ databaseAsOf: takenAt.toISOString(), source, files }),
    );
    print(`Backup written to ${output}`);
    print(
      `  database as of ${manifest.databaseAsOf} (${source === 'server' ? 'taken by the running server' : 'no server was running'}), ${manifest.files} stored file(s)`,
    );
    if (config.s3) {
      print(
        `  Stored files live in the S3 bucket ${config.s3.bucket}, not in this backup: back up the bucket too.`,
      );
    }
    print(`Restore it with: npm run restore -- ${output}   (with the server stopped)`);
  } finally {
    await rm(work.dir, { recursive: true, force: true });
    // The shared parent too, unless another backup is using it.
    await rmdir(path.dirname(work.dir)).catch(() => {});
  }
}

runCli('The backup', run);
