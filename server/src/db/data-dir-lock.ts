import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two processes on one data directory corrupt it. The lock
// file holds the owner's pid; a lock whose process is gone is stale and taken over.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another Squadboard process (pid ${pid}) is using DATA_DIR ${dataDir}. ` +
        'Stop it first, or point DATA_DIR (or DATABASE_URL) elsewhere.',
    );
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Locks this process holds, so a second lock in the same process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) {
    return false;
  }
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // After a container restart the pid may now belong to an unrelated program; on Linux we can tell.
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true;
  }
}

function readPid(lockPath: string): number {
  try {
    return Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
  } catch {
    return Number.NaN;
  }
}

export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'db.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(lockPath);
      let released = false;
      return {
        path: lockPath,
        release() {
          if (released) {
            return;
          }
          released = true;
          held.delete(lockPath);
          if (readPid(lockPath) === process.pid) {
            unlinkSync(lockPath);
          }
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') {
        throw error;
      }
      const pid = readPid(lockPath);
      const ours = pid === process.pid;
      if ((ours && held.has(lockPath)) || (!ours && isAlive(pid))) {
        throw new DataDirLockedError(pid, dataDir);
      }
      // A lock left by a crash (or by this very pid in an earlier life): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // Someone else removed it first; retry.
      }
    }
  }
  throw new DataDirLockedError(readPid(lockPath), dataDir);
}
