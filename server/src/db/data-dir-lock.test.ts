import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, dataDirHolder, lockDataDir } from './data-dir-lock.ts';

const LOCK_MODULE = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
const dirs: string[] = [];
const children: ChildProcess[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'squadboard-lock-'));
  dirs.push(dir);
  return dir;
}

afterEach(() => {
  for (const child of children.splice(0)) {
    child.kill('SIGKILL');
  }
  for (const dir of dirs.splice(0)) {
    rmSync(dir, { recursive: true, force: true });
  }
});

function lockFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => name.startsWith('db.lock'));
}

async function livingProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid as number;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

// A contender process: for each directory it reads on stdin, tries to lock it once and answers
// on stdout. It keeps whatever it won until the test kills it, as a running server would.
const CONTENDER = `
import { createInterface } from 'node:readline';
import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
process.stdout.write('ready\\n');
for await (const dir of createInterface({ input: process.stdin })) {
  try {
    lockDataDir(dir);
    process.stdout.write('won\\n');
  } catch (error) {
    process.stdout.write(error.name === 'DataDirLockedError' ? 'refused\\n' : 'error ' + error.message + '\\n');
  }
}
`;

interface Contender {
  child: ChildProcess;
  next(): Promise<string>;
}

function contender(): Contender {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CONTENDER], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  createInterface({ input: child.stdout as Readable }).on('line', (line) => {
    const resolve = waiting.shift();
    if (resolve) {
      resolve(line);
    } else {
      lines.push(line);
    }
  });
  return {
    child,
    next: () => {
      const line = lines.shift();
      return line === undefined ? new Promise((resolve) => waiting.push(resolve)) : Promise.resolve(line);
    },
  };
}

describe('lockDataDir', () => {
  it('writes the pid and role, refuses a second lock and frees the directory on release', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir, 'server');
    expect(readFileSync(lock.path, 'utf8')).toBe(`${process.pid}\nserver\n`);
    expect(dataDirHolder(dir)).toEqual({ pid: process.pid, owner: 'server' });
    expect(() => lockDataDir(dir)).toThrowError(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrowError(
      `Another Squadboard process (pid ${process.pid}) is using DATA_DIR ${dir}`,
    );
    lock.release();
    expect(dataDirHolder(dir)).toBeNull();
    const again = lockDataDir(dir, 'restore');
    expect(dataDirHolder(dir)).toEqual({ pid: process.pid, owner: 'restore' });
    again.release();
    // No temporaries left behind, and only the newest generation is kept.
    expect(lockFiles(dir)).toEqual([path.basename(again.path)]);
  });

  it('refuses while another live process holds the lock, in this or the earlier single-file form', async () => {
    const pid = await livingProcess();
    const current = tempDir();
    writeFileSync(path.join(current, 'db.lock.7'), `${pid}\nbackup\n`);
    expect(() => lockDataDir(current)).toThrowError(`Another Squadboard process (pid ${pid})`);
    expect(dataDirHolder(current)).toEqual({ pid, owner: 'backup' });

    const legacy = tempDir();
    writeFileSync(path.join(legacy, 'db.lock'), `${pid}\n`);
    expect(() => lockDataDir(legacy)).toThrowError(`Another Squadboard process (pid ${pid})`);
    expect(dataDirHolder(legacy)?.pid).toBe(pid);
  });

  it('takes over a stale lock left by a dead process, or one with garbage in it', async () => {
    const pid = await deadPid();
    for (const [name, content] of [
      ['db.lock.3', `${pid}\nserver\n`],
      ['db.lock', `${pid}\n`],
      ['db.lock.1', 'garbage'],
      ['db.lock.2', ''],
    ] as const) {
      const dir = tempDir();
      writeFileSync(path.join(dir, name), content);
      expect(dataDirHolder(dir)).toBeNull();
      const lock = lockDataDir(dir);
      expect(readFileSync(lock.path, 'utf8').split('\n')[0]).toBe(String(process.pid));
      expect(lockFiles(dir)).toEqual([path.basename(lock.path)]);
      lock.release();
    }
  });

  it('lets exactly one of many racing processes win, on a free directory and over a stale lock', async () => {
    const stale = await deadPid();
    const contenders = Array.from({ length: 8 }, contender);
    await Promise.all(contenders.map((c) => c.next()));
    for (let round = 0; round < 40; round++) {
      const start = (['free', 'stale', 'released'] as const)[round % 3];
      const dir = tempDir();
      if (start === 'stale') {
        writeFileSync(path.join(dir, 'db.lock.4'), `${stale}\nserver\n`);
      } else if (start === 'released') {
        lockDataDir(dir).release();
      }
      const answers = contenders.map((c) => c.next());
      for (const c of contenders) {
        c.child.stdin?.write(`${dir}\n`);
      }
      const got = await Promise.all(answers);
      expect(
        got.filter((a) => a === 'won'),
        `${start}: ${got.join(', ')}`,
      ).toHaveLength(1);
      expect(got.filter((a) => a !== 'won' && a !== 'refused')).toEqual([]);
    }
  }, 60_000);
});
