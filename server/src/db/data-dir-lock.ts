import { randomBytes } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';

// PGlite is a single-process database: two processes on one data directory corrupt it. So one
// process at a time holds DATA_DIR, and the lock must have no window where two starts both hold
// it, even when they race to take over a lock left by a crash.
//
// How: the lock is a file `db.lock.<n>` holding the owner's pid and role, created in one step by
// link()ing a fully written temporary file (so it never exists empty, and link fails if the name
// exists). The highest n is the lock. A starter that finds it held by a live process gives up; if
// it is stale (its process is gone, or released) the starter links n + 1. Only one racer can
// create a given name, and a name is never reused while a higher one exists: a starter that
// created a lower name (having read an old generation that has since been cleaned up) sees the
// higher one afterwards and withdraws. Replacing or deleting one shared `db.lock` cannot be made
// safe this way: two racers that both saw it stale would both replace it.

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly pid: number,
    readonly dataDir: string,
    /** What the holder said it is: 'server', 'backup', 'restore', … ('' when it did not say). */
    readonly owner = '',
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

export interface LockHolder {
  pid: number;
  owner: string;
}

const PREFIX = 'db.lock.';
const GENERATION = /^db\.lock\.(\d+)$/;
const TEMPORARY = /^db\.lock\.tmp-(\d+)-[0-9a-f]+$/;
/** The single lock file of earlier versions, still honoured when its process is alive. */
const LEGACY = 'db.lock';
const RELEASED = '0\nreleased\n';

/** Locks this process holds, so a second lock in the same process is refused too. */
const held = new Set<string>();

/** Whether a Node process with this pid runs (false for pids that are not whole numbers). */
export function isProcessAlive(pid: number): boolean {
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

function codeOf(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** The holder written in a lock file; null when the file is gone. Garbage reads as pid NaN. */
function readHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') {
      return null;
    }
    throw error;
  }
  const [pid = '', owner = ''] = text.split('\n');
  return { pid: /^\d+$/.test(pid.trim()) ? Number(pid) : Number.NaN, owner: owner.trim() };
}

function isHeld(file: string, holder: LockHolder): boolean {
  // Our own pid in a lock this process does not hold is a previous life of the same pid.
  return holder.pid === process.pid ? held.has(file) : isProcessAlive(holder.pid);
}

function generations(dataDir: string): number[] {
  return readdirSync(dataDir)
    .map((name) => GENERATION.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') {
      throw error;
    }
  }
}

/** Temporaries of processes that died between writing and linking them. */
function sweepTemporaries(dataDir: string): void {
  for (const name of readdirSync(dataDir)) {
    const pid = TEMPORARY.exec(name)?.[1];
    if (pid !== undefined && !isProcessAlive(Number(pid))) {
      removeQuietly(path.join(dataDir, name));
    }
  }
}

function writeTemporary(dataDir: string, content: string): string {
  const file = path.join(dataDir, `${PREFIX}tmp-${process.pid}-${randomBytes(6).toString('hex')}`);
  writeFileSync(file, content, { flag: 'wx' });
  return file;
}

/** The live process holding DATA_DIR, or null when it is free. */
export function dataDirHolder(dataDir: string): LockHolder | null {
  const legacy = readHolder(path.join(dataDir, LEGACY));
  if (legacy && isHeld(path.join(dataDir, LEGACY), legacy)) {
    return legacy;
  }
  let top: number | undefined;
  try {
    top = generations(dataDir).at(-1);
  } catch (error) {
    if (codeOf(error) === 'ENOENT') {
      return null;
    }
    throw error;
  }
  if (top === undefined) {
    return null;
  }
  const file = path.join(dataDir, `${PREFIX}${top}`);
  const holder = readHolder(file);
  return holder && isHeld(file, holder) ? holder : null;
}

/**
 * Takes DATA_DIR for this process or throws DataDirLockedError. `owner` says what holds it; only
 * the server says 'server', which tells `npm run backup` that the holder answers its requests.
 */
export function lockDataDir(dataDir: string, owner = ''): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const legacyPath = path.join(dataDir, LEGACY);
  const legacy = readHolder(legacyPath);
  if (legacy) {
    if (isHeld(legacyPath, legacy)) {
      throw new DataDirLockedError(legacy.pid, dataDir, legacy.owner);
    }
    removeQuietly(legacyPath);
  }
  sweepTemporaries(dataDir);

  const temporary = writeTemporary(dataDir, `${process.pid}\n${owner}\n`);
  try {
    // Each pass either wins, throws, or found that another process changed the directory, so
    // the loop ends unless others keep winning and dying; the bound turns that into an error.
    for (let attempt = 0; attempt < 1000; attempt++) {
      const top = generations(dataDir).at(-1);
      let next = 1;
      if (top !== undefined) {
        const topPath = path.join(dataDir, `${PREFIX}${top}`);
        const holder = readHolder(topPath);
        if (holder === null) {
          continue;
        }
        if (isHeld(topPath, holder)) {
          throw new DataDirLockedError(holder.pid, dataDir, holder.owner);
        }
        next = top + 1;
      }
      const lockPath = path.join(dataDir, `${PREFIX}${next}`);
      try {
        linkSync(temporary, lockPath);
      } catch (error) {
        if (codeOf(error) === 'EEXIST') {
          continue;
        }
        throw error;
      }
      const now = generations(dataDir);
      if (now.some((n) => n > next)) {
        removeQuietly(lockPath);
        continue;
      }
      held.add(lockPath);
      for (const older of now.filter((n) => n < next)) {
        removeQuietly(path.join(dataDir, `${PREFIX}${older}`));
      }
      return heldLock(dataDir, lockPath);
    }
    throw new DataDirLockedError(dataDirHolder(dataDir)?.pid ?? Number.NaN, dataDir);
  } finally {
    removeQuietly(temporary);
  }
}

function heldLock(dataDir: string, lockPath: string): DataDirLock {
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) {
        return;
      }
      released = true;
      held.delete(lockPath);
      // Marked free rather than deleted: the highest generation must stay, or a starter that
      // read an older one could create a name nobody would see above it.
      let temporary: string | null = null;
      try {
        temporary = writeTemporary(dataDir, RELEASED);
        renameSync(temporary, lockPath);
      } catch (error) {
        if (temporary) {
          removeQuietly(temporary);
        }
        // The directory itself is gone (removed under us): there is nothing left to free.
        if (codeOf(error) !== 'ENOENT') {
          throw error;
        }
      }
    },
  };
}
