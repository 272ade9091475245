import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import { ask, connect } from './sockets.ts';
import { percentile, processUsage, root, startServer } from './support.ts';

// The retro room's Sprint panel: what it adds to the room's first screen. The page
// shows the room once `join` answered, and its toolbar asks `sprint_panel` at once; the first
// screen is complete when both answered. Timed, one after the other as the page sends them, on
// one signed-in socket: a live retro linked to no sprint (its panel answers null) against one
// whose sprint has 500 items (every third Done; effort, size and owner on each), rounds
// alternating between the two. Target: the 500-item sprint adds no more than 100 ms (p50 and p99
// of the difference are printed). The server runs in its own process (bench/support.ts); the data
// is seeded straight into its database (bench/sprint-panel-seed.ts). Figures are printed, never
// asserted.

const ITEMS = 500;
const ROUNDS = 60;
const WARM_UP_ROUNDS = 10;
const TARGET_MS = 100;
const DEMO_PASSWORD = 'Demo@12345';

interface Seeded {
  squadId: string;
  sprintId: string;
  leadEmail: string;
}

type Answer = { ok: boolean; code?: string; message?: string; panel?: { done: unknown[] } | null };

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  }
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

/** An instant (live) retro of the squad, linked to `sprintId` or to none: its room. */
async function liveRetro(url: string, cookie: string, squadId: string, sprintId: string | null) {
  const response = await fetch(`${url}/api/retros`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: sprintId ? 'Bench panel retro' : 'Bench plain retro',
      squadId,
      template: 'went-well',
      startType: 'instant',
      sprintId,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`retro create: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { retro: { room: string } }).retro.room;
}

/**
 * The guard allows a socket 10 messages a second (after a burst of 30): each entry, two messages,
 * takes at least this long, so no round is refused.
 */
const ENTRY_PACE_MS = 250;

/** One entry into the room: `join`, then `sprint_panel`; each answer's time since the join was sent. */
async function firstScreen(socket: Socket, room: string): Promise<{ join: number; total: number }> {
  const t0 = performance.now();
  const paced = () => new Promise((r) => setTimeout(r, Math.max(0, t0 + ENTRY_PACE_MS - performance.now())));
  const joined = await ask<{ ok: boolean; state?: string; message?: string }>(socket, 'join', { room });
  const join = performance.now() - t0;
  if (!joined.ok || joined.state !== 'admitted') {
    throw new Error(`join: ${JSON.stringify(joined)}`);
  }
  const panel = await ask<Answer>(socket, 'sprint_panel', {});
  if (!panel.ok) {
    throw new Error(`sprint_panel: ${panel.code} ${panel.message}`);
  }
  const total = performance.now() - t0;
  await paced();
  return { join, total };
}

const figures = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms (n=${s.length})`;
};

export async function benchSprintPanel(): Promise<void> {
  let seeded: Seeded | undefined;
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3418), {
    prepare(env) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/sprint-panel-seed.ts'], {
        cwd: root,
        env: { ...env, BENCH_PANEL_ITEMS: String(ITEMS) },
      });
      if (run.status !== 0) {
        throw new Error(`sprint panel seeding failed: ${run.stderr.toString()}`);
      }
      seeded = JSON.parse(run.stdout.toString().trim().split('\n').at(-1) ?? '{}') as Seeded;
    },
  });
  let socket: Socket | null = null;
  try {
    const data = seeded;
    if (!data) {
      throw new Error('nothing seeded');
    }
    console.log(
      `engine: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average at start ${loadavg()[0]?.toFixed(2)}`,
    );
    const cookie = await signIn(server.url, data.leadEmail);
    const plain = await liveRetro(server.url, cookie, data.squadId, null);
    const linked = await liveRetro(server.url, cookie, data.squadId, data.sprintId);
    socket = await connect(server.url, { cookie });
    const check = await firstScreen(socket, linked);
    const shown = await ask<Answer>(socket, 'sprint_panel', {});
    console.log(
      `room of a live retro whose sprint has ${ITEMS} items (panel lists ${shown.panel?.done.length ?? 0} done), ` +
        `against one with no sprint; join then sprint_panel, ${ROUNDS} rounds each (first entry ${check.total.toFixed(1)} ms)`,
    );
    for (let i = 0; i < WARM_UP_ROUNDS; i++) {
      await firstScreen(socket, plain);
      await firstScreen(socket, linked);
    }
    const none = { join: [] as number[], total: [] as number[] };
    const sprint = { join: [] as number[], total: [] as number[] };
    const extra: number[] = [];
    const before = processUsage(server.pid);
    for (let i = 0; i < ROUNDS; i++) {
      const a = await firstScreen(socket, plain);
      const b = await firstScreen(socket, linked);
      none.join.push(a.join);
      none.total.push(a.total);
      sprint.join.push(b.join);
      sprint.total.push(b.total);
      extra.push(b.total - a.total);
    }
    const after = processUsage(server.pid);
    console.log(`first screen, no sprint:        ${figures(none.total)} (join alone ${figures(none.join)})`);
    console.log(
      `first screen, ${ITEMS}-item sprint: ${figures(sprint.total)} (join alone ${figures(sprint.join)})`,
    );
    const s = [...extra].sort((x, y) => x - y);
    console.log(
      `added by the sprint panel (paired rounds): p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms ` +
        `(target ≤ ${TARGET_MS} ms: ${percentile(s, 50) <= TARGET_MS ? 'met' : 'missed'} at p50, ${percentile(s, 99) <= TARGET_MS ? 'met' : 'missed'} at p99)`,
    );
    console.log(
      `server: ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU s, peak RSS ${after.peakMiB.toFixed(0)} MiB; ` +
        `load average at end ${loadavg()[0]?.toFixed(2)}`,
    );
  } finally {
    socket?.close();
    await server.stop();
  }
}
