import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../cli/demo-data.ts';

// Real processes for tests at the process boundary (start scripts, signals, backups): a free
// port, a server started and waited for, and a CLI run to its end with its output.

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * A free port below Linux's ephemeral range (32768+), where the other test files' servers
 * (listening on port 0) never land between our probe and the child's bind.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (await portIsFree(port)) {
      return port;
    }
  }
}

export function portIsFree(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The environment of a server on `port` with its own DATA_DIR, without the caller's databases. */
export function serverEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return env;
}

/** Resolves once `child` has exited (at once if it already has), with its code or signal. */
export function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: string | null }> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
}

/** Waits until `base`/api/health answers; throws if `child` exits first or it takes too long. */
export async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it answered`);
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${base} did not answer within ${timeoutMs / 1000} s`);
}

/** `node --import tsx server/src/main.ts` in `env`, once it answers /api/health. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${env.PORT}`, child);
  return child;
}

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command at the repository root to its end. */
export function runCommand(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the tests read a few fields of known responses.
type Json = any;

/** JSON over real HTTP to a server process; a non-2xx answer throws with its body. */
export async function httpJson(
  base: string,
  method: string,
  url: string,
  cookie: string,
  body?: unknown,
): Promise<Json> {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Signs the demo organisation's Super Admin in over HTTP: the session token (the cookie's value). */
export async function demoAdminToken(base: string): Promise<string> {
  const signIn = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.admin@squadboard.local', password: DEMO_PASSWORD }),
  });
  const token = /sb_session=([^;]+)/.exec(signIn.headers.get('set-cookie') ?? '')?.[1];
  if (!token) {
    throw new Error(`demo sign-in failed: ${signIn.status} ${await signIn.text()}`);
  }
  return token;
}
