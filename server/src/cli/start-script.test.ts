import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDirHolder, isProcessAlive } from '../db/data-dir-lock.ts';
import {
  exitOf,
  freePort,
  portIsFree,
  ROOT,
  serverEnv,
  waitForHealth,
} from '../test-support/server-process.ts';

// scripts/start.mjs (`npm start`) as a process: SIGTERM stops the server it started, and the web
// build when that is still running, also when the signal goes to npm. Each test runs a copy of the
// script in a small stand-in repository (the real server and node_modules linked in), so whether
// the real web build is stale does not matter, and the build can be one that never ends.

const dirs: string[] = [];
const processes: ChildProcess[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `squadboard-${prefix}-`));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of processes) {
    child.kill('SIGKILL');
  }
  for (const dir of dirs) {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** A repository with the real start script and `npm start`; `built` says if web/dist is fresh. */
function standIn(built: boolean): string {
  const root = tempDir('start');
  mkdirSync(path.join(root, 'scripts'));
  copyFileSync(path.join(ROOT, 'scripts', 'start.mjs'), path.join(root, 'scripts', 'start.mjs'));
  symlinkSync(path.join(ROOT, 'server'), path.join(root, 'server'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const { start } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ name: 'start-stand-in', private: true, workspaces: ['web'], scripts: { start } }),
  );
  mkdirSync(path.join(root, 'web'));
  // A build that says who it is and never finishes.
  writeFileSync(
    path.join(root, 'web', 'package.json'),
    JSON.stringify({ name: 'start-stand-in-web', private: true, scripts: { build: 'node build.mjs' } }),
  );
  writeFileSync(
    path.join(root, 'web', 'build.mjs'),
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('../build.pid', String(process.pid));\nsetInterval(() => {}, 1000);\n",
  );
  if (built) {
    mkdirSync(path.join(root, 'web', 'dist'));
    writeFileSync(path.join(root, 'web', 'dist', 'index.html'), '<!doctype html>');
  }
  return root;
}

function launch(root: string, command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(command, args, { cwd: root, env, stdio: 'ignore' });
  processes.push(child);
  return child;
}

async function until(what: string, condition: () => boolean | Promise<boolean>, ms = 30_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting until ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The parent pid of `pid` (Linux). */
function parentOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

/** Starts the stand-in with `how` and resolves once its server answers, with the server's pid. */
async function startedServer(how: 'node' | 'npm') {
  const root = standIn(true);
  const port = await freePort();
  const dataDir = tempDir('start-data');
  const env = serverEnv(port, dataDir);
  const launched =
    how === 'node'
      ? launch(root, process.execPath, ['scripts/start.mjs'], env)
      : launch(root, 'npm', ['start'], env);
  await waitForHealth(`http://127.0.0.1:${port}`, launched);
  const server = dataDirHolder(dataDir);
  expect(server?.owner).toBe('server');
  return { launched, port, dataDir, serverPid: server?.pid as number };
}

describe('npm start (scripts/start.mjs)', () => {
  it('stops the server it started on SIGTERM, and exits once the server has', async () => {
    const { launched, port, dataDir, serverPid } = await startedServer('node');
    const exited = exitOf(launched);
    launched.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(isProcessAlive(serverPid)).toBe(false);
    expect(await portIsFree(port)).toBe(true);
    expect(dataDirHolder(dataDir)).toBeNull();
  }, 120_000);

  it('stops the server when `npm start` itself gets SIGTERM', async () => {
    const { launched, port, dataDir, serverPid } = await startedServer('npm');
    const startScript = parentOf(serverPid);
    expect(readFileSync(`/proc/${startScript}/cmdline`, 'utf8')).toContain('scripts/start.mjs');
    const npmExited = exitOf(launched);
    launched.kill('SIGTERM');
    await npmExited;
    await until('the server and the start script have exited', () => {
      return !isProcessAlive(serverPid) && !isProcessAlive(startScript);
    });
    expect(await portIsFree(port)).toBe(true);
    // Shut down cleanly: the lock was released, not left for the next start to take over.
    expect(dataDirHolder(dataDir)).toBeNull();
    expect(readFileSync(path.join(dataDir, readLockName(dataDir)), 'utf8')).toBe('0\nreleased\n');
  }, 120_000);

  it('stops a web build that is still running, and starts no server', async () => {
    const root = standIn(false);
    const port = await freePort();
    const dataDir = tempDir('start-data');
    const launched = launch(root, process.execPath, ['scripts/start.mjs'], serverEnv(port, dataDir));
    const pidFile = path.join(root, 'build.pid');
    await until('the build has started', () => existsSync(pidFile) && readFileSync(pidFile, 'utf8') !== '');
    const build = Number(readFileSync(pidFile, 'utf8'));
    expect(isProcessAlive(build)).toBe(true);
    const exited = exitOf(launched);
    launched.kill('SIGTERM');
    expect(await exited).toEqual({ code: 143, signal: null });
    await until('the build has stopped', () => !isProcessAlive(build));
    expect(existsSync(dataDir) ? dataDirHolder(dataDir) : null).toBeNull();
    expect(await portIsFree(port)).toBe(true);
  }, 60_000);
});

describe('the server process (server/src/main.ts)', () => {
  it('shuts down cleanly on a SIGTERM that comes while it is still starting', async () => {
    const dataDir = tempDir('start-data');
    const server = launch(
      ROOT,
      process.execPath,
      ['--import', 'tsx', 'server/src/main.ts'],
      serverEnv(await freePort(), dataDir),
    );
    // The lock comes before the database is opened and migrated, which takes a while.
    await until(
      'the server holds DATA_DIR',
      () => existsSync(dataDir) && dataDirHolder(dataDir)?.pid === server.pid,
    );
    const exited = exitOf(server);
    server.kill('SIGTERM');
    expect(await exited).toEqual({ code: 0, signal: null });
    expect(readFileSync(path.join(dataDir, readLockName(dataDir)), 'utf8')).toBe('0\nreleased\n');
  }, 60_000);
});

function readLockName(dataDir: string): string {
  return readdirSync(dataDir).find((name) => /^db\.lock\.\d+$/.test(name)) ?? 'db.lock.?';
}
