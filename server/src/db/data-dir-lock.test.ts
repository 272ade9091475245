import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill();
  }
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

describe('lockDataDir', () => {
  it('writes the pid, refuses a second lock and frees the directory on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'db.lock'), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(
      `Another Squadboard process (pid ${process.pid}) is using DATA_DIR ${dir}`,
    );
    lock.release();
    expect(existsSync(path.join(dir, 'db.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses while another live process holds the lock', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    children.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    writeFileSync(path.join(dir, 'db.lock'), `${child.pid}\n`);
    expect(() => lockDataDir(dir)).toThrowError(`Another Squadboard process (pid ${child.pid})`);
  });

  it('takes over a stale lock left by a dead process', async () => {
    const dir = tempDir();
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    writeFileSync(path.join(dir, 'db.lock'), `${child.pid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.path, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with garbage in it', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'db.lock'), 'garbage');
    lockDataDir(dir).release();
  });
});
