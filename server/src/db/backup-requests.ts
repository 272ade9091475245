import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './client.ts';
import { isProcessAlive } from './data-dir-lock.ts';

// How `npm run backup` gets a consistent snapshot from a running server. PGlite lives inside the
// server process, so only the server can dump it (copying its files while it writes would not be
// consistent). Nothing goes over the network, so there is nothing to protect with a password:
//   1. the CLI makes DATA_DIR/backup-work/<its pid>-<random>/ with an empty `request` file and
//      sends the server (the pid in the data-directory lock) SIGUSR2;
//   2. the server dumps the database with PGlite's dumpDataDir() into that directory's `db.tar`
//      (written under another name, then renamed) and writes `answer.json` the same way;
//   3. the CLI waits for `answer.json`, packs the backup and removes the directory.
// Only whoever can write to DATA_DIR and signal the server (its user, or root) can ask, and the
// server only ever writes inside DATA_DIR/backup-work.

const WORK_DIR = 'backup-work';
const WORK_NAME = /^(\d+)-[0-9a-f]+$/;
const REQUEST = 'request';
const ANSWER = 'answer.json';
/** Only signals we can send: a server started before this feature would die of SIGUSR2's default. */
export const BACKUP_SIGNAL = 'SIGUSR2';

export interface BackupWork {
  dir: string;
  /** Where the database dump goes. */
  dbTar: string;
  /** Hard links to the stored files, see stageFiles. */
  filesDir: string;
}

type Answer = { ok: true; takenAt: string } | { ok: false; message: string };

function workOf(dir: string): BackupWork {
  return { dir, dbTar: path.join(dir, 'db.tar'), filesDir: path.join(dir, 'files') };
}

async function writeAtomically(file: string, data: Uint8Array | string): Promise<void> {
  const temporary = `${file}.tmp`;
  await writeFile(temporary, data, { flag: 'wx' });
  await rename(temporary, file);
}

/** A fresh working directory for one backup, after removing those of backups that died. */
export async function newBackupWork(dataDir: string): Promise<BackupWork> {
  const root = path.join(dataDir, WORK_DIR);
  await mkdir(root, { recursive: true });
  for (const name of await readdir(root)) {
    const pid = WORK_NAME.exec(name)?.[1];
    if (pid !== undefined && !isProcessAlive(Number(pid))) {
      await rm(path.join(root, name), { recursive: true, force: true });
    }
  }
  const dir = path.join(root, `${process.pid}-${randomBytes(6).toString('hex')}`);
  // Recursive: another backup finishing now may remove the empty parent.
  await mkdir(dir, { recursive: true });
  return workOf(dir);
}

/** The PGlite dump of a database handle's client, or null on PostgreSQL. */
export function pgliteDumper(db: Db): (() => Promise<Blob>) | null {
  // drizzle keeps the client it was built on as `$client`; only PGlite has dumpDataDir.
  const client = (db as unknown as { $client?: { dumpDataDir?: (compression: 'none') => Promise<Blob> } })
    .$client;
  const dump = client?.dumpDataDir;
  return typeof dump === 'function' ? () => dump.call(client, 'none') : null;
}

export class ServerGoneError extends Error {
  override name = 'ServerGoneError';
}

/** Asks the server with `pid` for a snapshot into `work.dbTar`; resolves with when it was taken. */
export async function requestSnapshot(work: BackupWork, pid: number, timeoutMs = 600_000): Promise<Date> {
  await writeFile(path.join(work.dir, REQUEST), '');
  try {
    process.kill(pid, BACKUP_SIGNAL);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EPERM') {
      throw new Error(`the server (pid ${pid}) runs as another user; run the backup as that user`);
    }
    throw new ServerGoneError(`the server (pid ${pid}) has stopped`);
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (existsSync(path.join(work.dir, ANSWER))) {
      const answer = JSON.parse(await readFile(path.join(work.dir, ANSWER), 'utf8')) as Answer;
      if (!answer.ok) {
        throw new Error(`the server could not take the snapshot: ${answer.message}`);
      }
      return new Date(answer.takenAt);
    }
    if (!isProcessAlive(pid)) {
      throw new ServerGoneError(`the server (pid ${pid}) stopped before answering`);
    }
    if (Date.now() > deadline) {
      throw new Error(`the server (pid ${pid}) did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface BackupLog {
  info(message: string): void;
  error(object: { err: unknown }, message: string): void;
}

export interface BackupResponder {
  /** Starts answering (requests that came earlier are answered now). */
  serve(dump: () => Promise<Blob>, log: BackupLog): void;
  close(): void;
}

/**
 * The server's side. Listens for the signal at once, before the data-directory lock names this
 * process a server, so an early request waits instead of killing the process.
 */
export function answerBackupRequests(dataDir: string): BackupResponder {
  const root = path.join(dataDir, WORK_DIR);
  let serving: { dump: () => Promise<Blob>; log: BackupLog } | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  async function answer(dir: string, dump: () => Promise<Blob>, log: BackupLog): Promise<void> {
    const work = workOf(dir);
    let reply: Answer;
    try {
      // Taken before the dump starts: everything committed before it is in the dump, which runs
      // between two queries (PGlite is one connection), so an unfinished transaction is not.
      const takenAt = new Date();
      const dumped = await dump();
      await writeAtomically(work.dbTar, new Uint8Array(await dumped.arrayBuffer()));
      reply = { ok: true, takenAt: takenAt.toISOString() };
      log.info(`database snapshot written for a backup (${dumped.size} bytes)`);
    } catch (error) {
      log.error({ err: error }, 'database snapshot for a backup failed');
      reply = { ok: false, message: (error as Error).message };
    }
    await writeAtomically(path.join(dir, ANSWER), JSON.stringify(reply));
    await rm(path.join(dir, REQUEST), { force: true });
  }

  async function answerAll(): Promise<void> {
    if (!serving) {
      return;
    }
    const { dump, log } = serving;
    let names: string[] = [];
    try {
      names = await readdir(root);
    } catch {
      return;
    }
    for (const name of names) {
      const pid = WORK_NAME.exec(name)?.[1];
      const dir = path.join(root, name);
      if (pid === undefined || !existsSync(path.join(dir, REQUEST)) || existsSync(path.join(dir, ANSWER))) {
        continue;
      }
      if (!isProcessAlive(Number(pid))) {
        continue;
      }
      await answer(dir, dump, log).catch((error: unknown) => {
        log.error({ err: error }, 'could not answer a backup request');
      });
    }
  }

  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    running = answerAll().finally(() => {
      running = null;
      if (again) {
        again = false;
        wake();
      }
    });
  }

  process.on(BACKUP_SIGNAL, wake);
  return {
    serve(dump, log) {
      serving = { dump, log };
      wake();
    },
    close() {
      serving = null;
      // Keep a handler: with none, a late SIGUSR2 would kill the process mid-shutdown.
      process.off(BACKUP_SIGNAL, wake);
      process.on(BACKUP_SIGNAL, () => {});
    },
  };
}
