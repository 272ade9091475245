import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitOf, waitForHealth } from '../server/src/test-support/server-process.ts';
import {
  load,
  processUsage,
  report,
  root,
  SERVER_NODE_FLAGS,
  startBareFastify,
  startServer,
} from './support.ts';

// Accounts: the cost of the session lookup that every signed-in request pays (GET /api/auth/me
// beside a bare Fastify answering the same JSON), of sign-in (dominated by argon2id at m=19 MiB,
// t=2 — deliberately slow), and, on PGlite, the server's resident memory once idle after a first
// start on a fresh data directory and after a restart on the same one.

const ME_TARGET_SHARE = 0.25;
const IDLE_TARGET_MIB = 300;
const IDLE_WAIT_MS = 10_000;

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/**
 * A GET over kept-alive connections with node:http: fetch costs the bench process several times
 * what a small JSON answer costs the server, and the client would then be what is measured.
 */
function getter(url: string, cookie: string, agent: Agent): () => Promise<void> {
  return () =>
    new Promise<void>((resolve, reject) => {
      const request = httpGet(url, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.once('end', () =>
          response.statusCode === 200 ? resolve() : reject(new Error(String(response.statusCode))),
        );
      });
      request.once('error', reject);
    });
}

/** Starts `node [flags] --import tsx <args>` with `env`; once `ready` resolves, idles, reads its RSS and stops it. */
async function idleResidentMiB(
  flags: string[],
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: (child: ReturnType<typeof spawn>) => Promise<void>,
): Promise<{ idleMiB: number; peakMiB: number; startSeconds: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const killChild = () => child.kill('SIGKILL');
  process.once('exit', killChild);
  try {
    await ready(child);
    const startSeconds = (performance.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, IDLE_WAIT_MS));
    return {
      idleMiB: residentMiB(child.pid ?? 0),
      peakMiB: processUsage(child.pid ?? 0).peakMiB,
      startSeconds,
    };
  } finally {
    process.off('exit', killChild);
    const exited = exitOf(child);
    child.kill('SIGTERM');
    await exited;
  }
}

/** PGlite only: the idle server on a fresh data directory (migrations run), then restarted on it. */
async function benchIdleMemory(port: number): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'squadboard-bench-memory-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir };
  env.LOG_LEVEL = 'warn';
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const healthy = (child: ReturnType<typeof spawn>) =>
    waitForHealth(`http://127.0.0.1:${port}`, child, 180_000);
  try {
    // The floor: Node with the tsx loader and nothing else, idle as long.
    const floor = await idleResidentMiB(
      [],
      ['-e', 'setInterval(() => {}, 60_000)'],
      env,
      async () => undefined,
    );
    const first = await idleResidentMiB([], ['server/src/main.ts'], env, healthy);
    const again = await idleResidentMiB([], ['server/src/main.ts'], env, healthy);
    const npmStart = await idleResidentMiB(SERVER_NODE_FLAGS, ['server/src/main.ts'], env, healthy);
    const line = (name: string, r: { idleMiB: number; peakMiB: number; startSeconds: number }) =>
      console.log(
        `${name.padEnd(34)} idle RSS ${r.idleMiB.toFixed(0).padStart(4)} MiB (target < ${IDLE_TARGET_MIB}; node+tsx alone ${floor.idleMiB.toFixed(0)})  peak ${r.peakMiB.toFixed(0)} MiB  healthy after ${r.startSeconds.toFixed(1)} s`,
      );
    line('server idle, first start (PGlite)', first);
    line('server idle, restart (PGlite)', again);
    line('restart as npm start runs it', npmStart);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchAuth(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3400);
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`engine: ${engine}`);
  if (!process.env.BENCH_DATABASE_URL) {
    await benchIdleMemory(port);
  }
  const server = await startServer(port);
  const bare: { close(): Promise<void> }[] = [];
  try {
    const credentials = { email: 'demo.member1@squadboard.local', password: 'Demo@12345' };
    const signIn = () =>
      fetch(`${server.url}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(credentials),
      });
    const first = await signIn();
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    if (!first.ok || !cookie) {
      throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
    }
    const me = await (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).json();
    const reference = await startBareFastify({ '/api/auth/me': me });
    bare.push(reference);

    const before = processUsage(server.pid);
    const started = performance.now();
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    bare.push({ close: async () => agent.destroy() });
    const opts = { concurrency: 16, durationMs: 5000 };
    report(
      'GET /api/health (c=16, 5 s)',
      await load(getter(`${server.url}/api/health`, cookie, agent), opts),
    );
    const bareRun = await load(getter(`${reference.url}/api/auth/me`, cookie, agent), opts);
    report('bare Fastify, same JSON (c=16, 5 s)', bareRun);
    const cpuBefore = processUsage(server.pid).cpuSeconds;
    const meRun = await load(getter(`${server.url}/api/auth/me`, cookie, agent), opts);
    const cpuPerRequest = (processUsage(server.pid).cpuSeconds - cpuBefore) / meRun.latencies.length;
    report('GET /api/auth/me (c=16, 5 s)', meRun);
    const share = meRun.latencies.length / meRun.elapsedMs / (bareRun.latencies.length / bareRun.elapsedMs);
    console.log(
      `/api/auth/me at ${(share * 100).toFixed(0)} % of bare Fastify (target >= ${ME_TARGET_SHARE * 100} % on PostgreSQL); server CPU ${(cpuPerRequest * 1e6).toFixed(0)} µs per request`,
    );
    report(
      'POST /api/auth/sign-in (c=4, 60 req)',
      await load(
        async () => {
          const r = await signIn();
          await r.arrayBuffer();
          if (!r.ok) {
            throw new Error(String(r.status));
          }
        },
        { concurrency: 4, durationMs: 60_000, maxRequests: 60 },
      ),
    );
    const after = processUsage(server.pid);
    const wall = (performance.now() - started) / 1000;
    console.log(
      `server: ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU s over ${wall.toFixed(1)} s, peak RSS ${after.peakMiB.toFixed(0)} MiB`,
    );
  } finally {
    await Promise.all(bare.map((b) => b.close()));
    await server.stop();
  }
}
