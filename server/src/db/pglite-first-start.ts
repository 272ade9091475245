import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// A PGlite data directory is created (initdb) and migrated in a short-lived child process, and
// the server then opens the finished directory itself. Why: initdb runs in a WebAssembly instance
// of its own, and WebAssembly memory is never given back, so a server that created its own
// database idled at ~850 MiB for the rest of its life against ~300 MiB once restarted. The child
// takes that memory with it when it exits.
//
// The child runs under the server's DATA_DIR lock (the server took it before calling this). It
// ignores SIGINT and SIGTERM, so a stop asked for meanwhile (a Ctrl-C reaches the whole process
// group) lets it finish rather than leave a half-created directory, and the server then stops
// cleanly. If the server itself dies, the child exits at once: the lock is then stale, and a new
// server must never find the directory in use by an orphan (the same state as a SIGKILL during
// a first start in one process).

const CHILD_ENTRY = fileURLToPath(new URL('./pglite-first-start.child.ts', import.meta.url));

/** Whether initdb has run in this PGlite data directory. */
export function pgliteDataDirExists(pgliteDataDir: string): boolean {
  return existsSync(path.join(pgliteDataDir, 'PG_VERSION'));
}

/**
 * Creates and migrates the PGlite data directory in a child process when it does not exist yet.
 * Returns whether it did; a directory that exists is left to the caller (it migrates in process:
 * pending migrations of an upgrade cost little memory, unlike initdb).
 */
export async function createPgliteDataDirInChild(pgliteDataDir: string): Promise<boolean> {
  if (pgliteDataDirExists(pgliteDataDir)) {
    return false;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD_ENTRY, pgliteDataDir], {
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const outcome = await new Promise<{ code: number | null; signal: string | null }>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  if (outcome.code !== 0) {
    throw new Error(
      `creating the database in ${pgliteDataDir} failed (${outcome.signal ?? `exit code ${outcome.code}`})`,
    );
  }
  return true;
}
