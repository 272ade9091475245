import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayPostgres } from '../server/src/test-support/test-database.ts';

// Benchmarks run the real server as a child process (as `npm start` does) on a fresh data
// directory seeded with the demo organisation, and measure it from outside over HTTP. Reference
// servers (bare Fastify, bare socket.io) run in processes of their own too, so that a figure and
// its reference both pay for a process boundary and neither shares its event loop with a client.

export const root = join(import.meta.dirname, '..');

/** The V8 flags scripts/start.mjs (`npm start`) runs the server with: benchmarks run it the same way. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the server on PGlite in a fresh data directory, or, when BENCH_DATABASE_URL is set (a
 * PostgreSQL server URL), on a fresh database created there and dropped afterwards.
 */
export async function startServer(
  port: number,
  options: {
    /**
     * Seeds what the API cannot make yet, on the server's database after the demo organisation and
     * before the server opens it (PGlite allows one process at a time): gets the server's env.
     */
    prepare?: (env: NodeJS.ProcessEnv) => void;
  } = {},
): Promise<RunningServer> {
  const busy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (busy) {
    // Measuring someone else's server (a leftover run?) would report its figures as ours.
    throw new Error(`port ${port} is already serving: stop that process or set BENCH_PORT`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'squadboard-bench-'));
  const database = process.env.BENCH_DATABASE_URL
    ? await createThrowawayPostgres(process.env.BENCH_DATABASE_URL)
    : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000',
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...(process.env.BENCH_REDIS_URL ? { REDIS_URL: process.env.BENCH_REDIS_URL } : {}),
  };
  if (!database) {
    delete env.DATABASE_URL;
  }
  if (!process.env.BENCH_REDIS_URL) {
    // Only what the bench says it runs on: a REDIS_URL of the shell's would change the figures.
    delete env.REDIS_URL;
  }
  const demo = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/cli/demo.ts'], { cwd: root, env });
  if (demo.status !== 0) {
    throw new Error(`demo seeding failed: ${demo.stderr.toString()}`);
  }
  options.prepare?.(env);
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      // A CPU profile of the server, written there when it stops (open it in Chrome's DevTools).
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      '--import',
      'tsx',
      'server/src/main.ts',
    ],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  // A bench that crashes must not leave its server behind, holding the port and the data.
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) {
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    async stop() {
      process.off('exit', killChild);
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** CPU seconds used so far and peak resident memory (MiB) of a process, from /proc. */
export function processUsage(pid: number): { cpuSeconds: number; peakMiB: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(stat[11]) + Number(stat[12]);
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const hwm = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { cpuSeconds: ticks / 100, peakMiB: hwm / 1024 };
  } catch {
    return { cpuSeconds: Number.NaN, peakMiB: Number.NaN };
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Prints the load average (1, 5 and 15 minutes): a figure from a busy machine says so. */
export function printLoadAverage(when: 'start' | 'end'): void {
  const [one, five, fifteen] = loadavg().map((l) => l.toFixed(2));
  console.log(`load average at ${when}: ${one} ${five} ${fifteen} (${cpus().length} cores)`);
}

export interface ChildScript {
  child: ChildProcess;
  pid: number;
  /** The next IPC message the child sends. */
  message<T>(): Promise<T>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Forks `bench/<script>` (TypeScript, through tsx) with an IPC channel; killed if this process
 * exits first. A child that exits before answering rejects the pending `message()`.
 */
export function forkScript(script: string, args: string[] = []): ChildScript {
  const child = fork(join(root, 'bench', script), args, {
    cwd: root,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    pid: child.pid ?? 0,
    message<T>() {
      return new Promise<T>((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`${script} exited (${code}) before answering`));
        child.once('exit', onExit);
        child.once('message', (m) => {
          child.off('exit', onExit);
          resolve(m as T);
        });
      });
    },
    async stop() {
      process.off('exit', killChild);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
      }
      await exited;
    },
  };
}

/**
 * The reference a figure is printed beside: a bare Fastify in a process of its own
 * (bench/bare-fastify.ts) answering `routes` (path → JSON body) with nothing else in the way (no
 * session, no plugins). `selectOneTrips`: that many `select 1` round trips to BENCH_DATABASE_URL
 * (a pool of 10, as the server's) before each answer, for a floor.
 */
export async function startBareFastify(
  routes: Record<string, unknown>,
  options: { selectOneTrips?: number } = {},
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const bare = forkScript('bare-fastify.ts');
  const ready = bare.message<{ url: string }>();
  bare.child.send({ routes, selectOneTrips: options.selectOneTrips ?? 0 });
  const { url } = await ready;
  return { url, pid: bare.pid, close: () => bare.stop() };
}

export interface HttpLoadResult {
  /** Answers with a 2xx status. */
  ok: number;
  /** Non-2xx answers, connection errors and timeouts. */
  errors: number;
  seconds: number;
  /** 2xx answers per second. */
  rate: number;
  p50: number;
  p99: number;
}

const AUTOCANNON = join(root, 'node_modules', 'autocannon', 'autocannon.js');

/**
 * Loads `url` with autocannon in a process of its own (the load generator must not share the
 * measured server's or the bench's event loop): `connections` kept-alive connections for
 * `seconds`, or until `amount` requests. Latencies are autocannon's, whole milliseconds.
 */
export function autocannon(
  url: string,
  options: {
    connections: number;
    seconds?: number;
    amount?: number;
    method?: 'GET' | 'POST';
    body?: string;
    headers?: Record<string, string>;
  },
): Promise<HttpLoadResult> {
  const args = [AUTOCANNON, '--json', '--no-progress', '-c', String(options.connections)];
  if (options.amount !== undefined) {
    args.push('-a', String(options.amount));
  } else {
    args.push('-d', String(options.seconds ?? 5));
  }
  if (options.method) {
    args.push('-m', options.method);
  }
  if (options.body !== undefined) {
    args.push('-b', options.body);
  }
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    args.push('-H', `${name}=${value}`);
  }
  args.push(url);
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  let out = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      process.off('exit', killChild);
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        const r = JSON.parse(line) as {
          duration: number;
          '2xx': number;
          non2xx: number;
          errors: number;
          timeouts: number;
          latency: { p50: number; p99: number };
        };
        resolve({
          ok: r['2xx'],
          errors: r.non2xx + r.errors + r.timeouts,
          seconds: r.duration,
          rate: r['2xx'] / r.duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
        });
      } catch {
        reject(new Error(`autocannon exited (${code}) without its JSON: ${out.slice(0, 500)}`));
      }
    });
  });
}

/** One line for an autocannon run: answers, latency percentiles, rate, errors. */
export function reportHttp(name: string, r: HttpLoadResult): void {
  const fmt = (n: number) => n.toFixed(0).padStart(8);
  console.log(
    `${name.padEnd(40)} n=${String(r.ok).padStart(6)}  p50${fmt(r.p50)} ms  p99${fmt(r.p99)} ms  ${r.rate
      .toFixed(0)
      .padStart(6)} req/s  errors=${r.errors}`,
  );
}
