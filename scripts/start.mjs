// `npm start`: build the web app when it is missing or older than its sources, then run the
// server (TypeScript through tsx, so there is no separate server build to forget).
//
// SIGINT and SIGTERM (Ctrl-C, `docker stop`, a process manager; for `npm start` see below) stop
// what this script started: the web build if it is still running, else the server, which shuts
// down cleanly and frees DATA_DIR. This script exits once that child has, with its exit code.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = join(root, 'web', 'dist', 'index.html');
const SIGNALS = ['SIGINT', 'SIGTERM'];

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') {
      continue;
    }
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) {
    return true;
  }
  const built = statSync(builtIndex).mtimeMs;
  const sources = [join(root, 'web', 'src'), join(root, 'web', 'public'), join(root, 'domain', 'src')];
  return sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}

/** The signal that asked us to stop, once one has. */
let stopSignal = null;
/** The child running now (the build, then the server) and how to pass it a signal. */
let current = null;

function stop(signal) {
  stopSignal ??= signal;
  current?.(signal);
}
for (const signal of SIGNALS) {
  process.on(signal, () => stop(signal));
}

// `npm start` runs this script through `sh -c`, and npm passes a SIGTERM only to that shell,
// which dies of it without passing it on: this script would live on as an orphan, and the
// server with it. So losing the parent process counts as a SIGTERM.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(parentWatch);
    stop('SIGTERM');
  }
}, 250);
parentWatch.unref();

/** The shell's convention for "ended by this signal". */
function exitCodeOf(signal) {
  return 128 + (constants.signals[signal] ?? 0);
}

function exitAfterSignal() {
  process.exit(exitCodeOf(stopSignal));
}

/** Runs the web build; resolves with its exit code, or null when a signal ended it. */
function buildWeb() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Its own process group, so a signal reaches npm, its shell and vite alike: npm alone would
  // leave vite running behind it.
  const build = spawn(npm, ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: 'inherit',
    detached: process.platform !== 'win32',
  });
  current = (signal) => {
    try {
      process.kill(process.platform === 'win32' ? build.pid : -build.pid, signal);
    } catch {
      // Already gone.
    }
  };
  return new Promise((resolve) => {
    build.on('error', (error) => {
      console.error(`Could not run the web build: ${error.message}`);
      resolve(1);
    });
    build.on('exit', (code, signal) => resolve(signal ? null : code));
  });
}

if (webIsStale() && stopSignal === null) {
  console.log('Building the web app…');
  const code = await buildWeb();
  current = null;
  if (stopSignal !== null) {
    exitAfterSignal();
  }
  if (code !== 0) {
    console.error('The web build failed; see above.');
    process.exit(code ?? 1);
  }
}
if (stopSignal !== null) {
  exitAfterSignal();
}

// A young generation of 4 MiB rather than V8's 16: starting allocates fast enough to grow it to
// its maximum, and an idle server never shrinks it again, ~30 MiB resident for nothing (idle
// PGlite server ~270 MiB instead of ~300 in bench/auth.ts), at the price of more frequent (and
// smaller) minor collections under load.
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=4', '--import', 'tsx', join(root, 'server', 'src', 'main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
current = (signal) => server.kill(signal);
server.on('exit', (code, signal) => process.exit(code ?? exitCodeOf(signal)));
