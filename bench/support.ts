import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayPostgres } from '../server/src/test-support/test-database.ts';

// Benchmarks run the real server as a child process (as `npm start` does) on a fresh data
// directory seeded with the demo organisation, and measure it from outside over HTTP.

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
  };
  if (!database) {
    delete env.DATABASE_URL;
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

/** Runs `task` from `concurrency` loops for `durationMs` (or `maxRequests`), timing each call. */
export async function load(
  task: () => Promise<void>,
  opts: { concurrency: number; durationMs: number; maxRequests?: number },
): Promise<{ latencies: number[]; elapsedMs: number; errors: number }> {
  const latencies: number[] = [];
  let errors = 0;
  let started = 0;
  const begin = performance.now();
  const deadline = begin + opts.durationMs;
  const limit = opts.maxRequests ?? Number.POSITIVE_INFINITY;
  async function worker() {
    while (performance.now() < deadline && started < limit) {
      started++;
      const t0 = performance.now();
      try {
        await task();
        latencies.push(performance.now() - t0);
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { latencies: latencies.sort((a, b) => a - b), elapsedMs: performance.now() - begin, errors };
}

export function report(name: string, r: { latencies: number[]; elapsedMs: number; errors: number }): void {
  const l = r.latencies;
  const fmt = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `${name.padEnd(34)} n=${String(l.length).padStart(6)}  p50${fmt(percentile(l, 50))} ms  p95${fmt(
      percentile(l, 95),
    )} ms  p99${fmt(percentile(l, 99))} ms  ${((l.length * 1000) / r.elapsedMs).toFixed(0).padStart(6)} req/s  errors=${r.errors}`,
  );
}

/**
 * The reference a figure is printed beside: a bare Fastify in this process answering `routes`
 * (path → JSON body) with nothing else in the way (no session, no database, no plugins).
 */
export async function startBareFastify(
  routes: Record<string, unknown>,
  /** Work done before each answer (say, a database round trip), for a floor. */
  before?: () => Promise<unknown>,
): Promise<{ url: string; close(): Promise<void> }> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  for (const [path, body] of Object.entries(routes)) {
    const json = JSON.stringify(body);
    if (before) {
      app.get(path, async (_request, reply) => {
        await before();
        return reply.type('application/json').send(json);
      });
    } else {
      app.get(path, (_request, reply) => reply.type('application/json').send(json));
    }
  }
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}
