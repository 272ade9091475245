import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exitOf, waitForHealth } from '../server/src/test-support/server-process.ts';
import {
  autocannon,
  type HttpLoadResult,
  processUsage,
  type RunningServer,
  reportHttp,
  root,
  SERVER_NODE_FLAGS,
  startBareFastify,
  startServer,
} from './support.ts';

// Accounts: what every request pays on the way in, beside a bare Fastify answering the same JSON
// (in a process of its own, bench/bare-fastify.ts): GET /api/health (the request pipeline and one
// `select 1`), GET /api/auth/me (plus the session lookup every signed-in request pays) and the
// register page's HTML as the server sends it for /register (the web app's index.html, built
// first when web/dist holds none). The load comes from autocannon in a process of its own, 10
// kept-alive connections, so neither side shares an event loop with the other. Also sign-in
// (dominated by argon2id at m=19 MiB, t=2 — deliberately slow) and, on PGlite, the server's
// resident memory once idle after a first start on a fresh data directory and after a restart on
// the same one. Figures are printed beside their targets, never asserted.

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_AUTH_SECONDS ?? 5);
/** The targets: share of bare Fastify's req/s, per engine (none given: not set there). */
const TARGET_SHARE: Record<'health' | 'me' | 'register', { PostgreSQL: number; PGlite?: number }> = {
  health: { PostgreSQL: 0.6 },
  me: { PostgreSQL: 0.4, PGlite: 0.3 },
  register: { PostgreSQL: 0.25 },
};
const IDLE_TARGET_MIB = 300;
const IDLE_WAIT_MS = 10_000;

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
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

/** web/dist/index.html, built first (as bench/web.ts does) when there is none: false if the build failed. */
function ensureWebBuild(): boolean {
  if (existsSync(join(root, 'web', 'dist', 'index.html'))) {
    return true;
  }
  const t0 = performance.now();
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(
    `web build for the register page: ${build.status === 0 ? 'done' : 'FAILED'} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  return build.status === 0 && existsSync(join(root, 'web', 'dist', 'index.html'));
}

/** `url` under autocannon, with the server's CPU per answered request. */
/**
 * An unmeasured run first: the first seconds after a start run cold code (the JIT has not compiled
 * the route yet), which would charge whichever route comes first with the warm-up.
 */
const WARM_SECONDS = 2;

function warmUp(url: string, headers: Record<string, string>): Promise<HttpLoadResult> {
  return autocannon(url, { connections: CONNECTIONS, seconds: WARM_SECONDS, headers });
}

async function measured(
  server: RunningServer,
  name: string,
  url: string,
  headers: Record<string, string>,
): Promise<HttpLoadResult> {
  await warmUp(url, headers);
  const before = processUsage(server.pid).cpuSeconds;
  const r = await autocannon(url, { connections: CONNECTIONS, seconds: SECONDS, headers });
  const perRequest = (processUsage(server.pid).cpuSeconds - before) / Math.max(1, r.ok);
  reportHttp(name, r);
  console.log(`${''.padEnd(40)} server CPU ${(perRequest * 1e6).toFixed(0)} µs per request`);
  return r;
}

function shareLine(
  what: string,
  key: keyof typeof TARGET_SHARE,
  rate: number,
  bareRate: number,
  engine: string,
) {
  const target = TARGET_SHARE[key];
  const mine = engine === 'PGlite' ? target.PGlite : target.PostgreSQL;
  const targetText =
    mine !== undefined
      ? `target ≥ ${mine * 100} % on ${engine}${engine === 'PGlite' ? `, ≥ ${target.PostgreSQL * 100} % on PostgreSQL` : ''}`
      : `target ≥ ${target.PostgreSQL * 100} % on PostgreSQL, none on ${engine}`;
  const share = rate / bareRate;
  const verdict = mine === undefined ? '' : share >= mine ? '  met' : '  MISSED';
  console.log(
    `  ${what.padEnd(22)} ${rate.toFixed(0).padStart(6)} req/s = ${(share * 100).toFixed(0).padStart(3)} % of bare Fastify (${targetText})${verdict}`,
  );
}

export async function benchAuth(): Promise<void> {
  const port = Number(process.env.BENCH_PORT ?? 3400);
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`engine: ${engine}${process.env.BENCH_REDIS_URL ? ' with Redis (BENCH_REDIS_URL)' : ''}`);
  if (!process.env.BENCH_DATABASE_URL) {
    await benchIdleMemory(port);
  }
  const webBuilt = ensureWebBuild();
  const server = await startServer(port);
  const bare: { close(): Promise<void> }[] = [];
  try {
    const credentials = { email: 'demo.member1@squadboard.local', password: 'Demo@12345' };
    const first = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    if (!first.ok || !cookie) {
      throw new Error(`sign-in failed: ${first.status} ${await first.text()}`);
    }
    const me = await (await fetch(`${server.url}/api/auth/me`, { headers: { cookie } })).json();
    const reference = await startBareFastify({ '/api/auth/me': me });
    bare.push(reference);
    // What a browser sends for the page: the SPA's fallback answers only requests for HTML.
    const page = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
    const registerAnswer = await fetch(`${server.url}/register`, { headers: page });
    await registerAnswer.arrayBuffer();
    const registerServed =
      webBuilt &&
      registerAnswer.ok &&
      (registerAnswer.headers.get('content-type') ?? '').includes('text/html');

    const before = processUsage(server.pid);
    const started = performance.now();
    const run = `c=${CONNECTIONS}, ${SECONDS} s`;
    await warmUp(`${reference.url}/api/auth/me`, { cookie });
    const bareRun = await autocannon(`${reference.url}/api/auth/me`, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      headers: { cookie },
    });
    reportHttp(`bare Fastify, same JSON (${run})`, bareRun);
    const health = await measured(server, `GET /api/health (${run})`, `${server.url}/api/health`, {});
    const meRun = await measured(server, `GET /api/auth/me (${run})`, `${server.url}/api/auth/me`, {
      cookie,
    });
    const register = registerServed
      ? await measured(server, `GET /register, the page (${run})`, `${server.url}/register`, page)
      : null;
    console.log(
      `share of bare Fastify (${bareRun.rate.toFixed(0)} req/s), load from autocannon in its own process:`,
    );
    shareLine('GET /api/health', 'health', health.rate, bareRun.rate, engine);
    shareLine('GET /api/auth/me', 'me', meRun.rate, bareRun.rate, engine);
    if (register) {
      shareLine('GET /register (HTML)', 'register', register.rate, bareRun.rate, engine);
    } else {
      console.log(
        `  GET /register (HTML)   not measured: the server answered ${registerAnswer.status} without web/dist`,
      );
    }
    reportHttp(
      'POST /api/auth/sign-in (c=4, 60 req)',
      await autocannon(`${server.url}/api/auth/sign-in`, {
        connections: 4,
        amount: 60,
        method: 'POST',
        body: JSON.stringify(credentials),
        headers: { 'content-type': 'application/json' },
      }),
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
