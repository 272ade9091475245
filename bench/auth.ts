import { load, processUsage, report, startServer } from './support.ts';

// Accounts: the cost of the session lookup that every signed-in request pays, and of sign-in
// (dominated by argon2id at m=19 MiB, t=2 — deliberately slow).

export async function benchAuth(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3400));
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
    const before = processUsage(server.pid);
    const started = performance.now();

    report(
      'GET /api/health (c=16, 5 s)',
      await load(
        async () => {
          const r = await fetch(`${server.url}/api/health`);
          await r.arrayBuffer();
          if (!r.ok) {
            throw new Error(String(r.status));
          }
        },
        { concurrency: 16, durationMs: 5000 },
      ),
    );
    report(
      'GET /api/auth/me (c=16, 5 s)',
      await load(
        async () => {
          const r = await fetch(`${server.url}/api/auth/me`, { headers: { cookie } });
          await r.arrayBuffer();
          if (!r.ok) {
            throw new Error(String(r.status));
          }
        },
        { concurrency: 16, durationMs: 5000 },
      ),
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
    await server.stop();
  }
}
