import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import type { Socket } from 'socket.io-client';
import { ask, connect } from './sockets.ts';
import { percentile, processUsage, root, startServer } from './support.ts';

// The active sprint board, live: a squad with 500 items in its active sprint, watched
// by 50 signed-in people (50 sockets that sent `sprint:watch`), and 10 moves a second for 10 s
// through the status route (New → Refinement, which the workflow allows Tasks and Bugs without
// fields), sent on a fixed schedule whatever the answers' pace. Measured: the move's HTTP round
// trip (acknowledgement), and the fan-out, from sending the request until each watcher received
// that item's `sprint:item`. Target: fan-out p99 < 50 ms. The data is seeded straight into the
// database (bench/sprint-board-seed.ts). Figures are printed, never asserted.

const WATCHERS = 50;
const ITEMS = 500;
const MOVES_PER_SECOND = 10;
const SECONDS = 10;
const WARM_UP_MOVES = 20;
/** Moves timed before anyone watches, for reference. */
const REFERENCE_MOVES = 50;
const REFINEMENT = 6;
const DEMO_PASSWORD = 'Demo@12345';
/** How long after the last move the watchers may still be hearing of it. */
const DRAIN_MS = 5_000;

interface Seeded {
  squadId: string;
  leadEmail: string;
  emails: string[];
  itemIds: string[];
}

interface Watcher {
  socket: Socket;
}

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

const figures = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p99 ${percentile(s, 99).toFixed(1)} ms, max ${(s.at(-1) ?? Number.NaN).toFixed(1)} ms (n=${s.length})`;
};

/**
 * Moves `ids` to Refinement, one every 1000 / MOVES_PER_SECOND ms from the start (a slow answer
 * does not delay the next move), and times each answer and each watcher's news of it.
 */
async function moves(url: string, cookie: string, ids: string[], watchers: Watcher[]) {
  const sentAt = new Map<string, number>();
  const fanOut: number[] = [];
  let heard = 0;
  const listeners = watchers.map(({ socket }) => {
    const listener = (payload: { item: { id: string; statusId: number } }) => {
      const t0 = sentAt.get(payload.item.id);
      if (t0 !== undefined && payload.item.statusId === REFINEMENT) {
        fanOut.push(performance.now() - t0);
        heard += 1;
      }
    };
    socket.on('sprint:item', listener);
    return () => socket.off('sprint:item', listener);
  });
  const acks: number[] = [];
  let refused = 0;
  const begin = performance.now();
  const sends = ids.map(async (id, i) => {
    const due = begin + (i * 1000) / MOVES_PER_SECOND;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const t0 = performance.now();
    sentAt.set(id, t0);
    const response = await fetch(`${url}/api/work-items/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ statusId: REFINEMENT }),
    });
    await response.arrayBuffer();
    acks.push(performance.now() - t0);
    if (response.status !== 200) {
      refused += 1;
    }
  });
  await Promise.all(sends);
  const expected = ids.length * watchers.length;
  const drainUntil = performance.now() + DRAIN_MS;
  while (heard < expected && performance.now() < drainUntil) {
    await new Promise((r) => setTimeout(r, 20));
  }
  for (const off of listeners) {
    off();
  }
  return { acks, fanOut, refused, missing: expected - heard, elapsedMs: performance.now() - begin };
}

export async function benchSprintBoard(): Promise<void> {
  let seeded: Seeded | undefined;
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3417), {
    prepare(env) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/sprint-board-seed.ts'], {
        cwd: root,
        env: { ...env, BENCH_SPRINT_WATCHERS: String(WATCHERS), BENCH_SPRINT_ITEMS: String(ITEMS) },
      });
      if (run.status !== 0) {
        throw new Error(`sprint board seeding failed: ${run.stderr.toString()}`);
      }
      seeded = JSON.parse(run.stdout.toString().trim().split('\n').at(-1) ?? '{}') as Seeded;
    },
  });
  const watchers: Watcher[] = [];
  try {
    const data = seeded;
    if (!data) {
      throw new Error('nothing seeded');
    }
    console.log(
      `engine: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load average at start ${loadavg()[0]?.toFixed(2)}`,
    );
    const lead = await signIn(server.url, data.leadEmail);
    // Items from the end of the sprint, each moved once: warm-ups (JIT, statement caches) and the
    // reference; the measured moves take the first ones.
    const spare = data.itemIds.slice(MOVES_PER_SECOND * SECONDS);
    const take = (n: number) => spare.splice(0, n);
    await moves(server.url, lead, take(WARM_UP_MOVES), []);
    // The same moves with nobody watching: what the fan-out adds to a move's answer.
    const alone = await moves(server.url, lead, take(REFERENCE_MOVES), []);
    for (const email of data.emails) {
      const socket = await connect(server.url, { cookie: await signIn(server.url, email) });
      watchers.push({ socket });
      const watched = await ask(socket, 'sprint:watch', { squadId: data.squadId });
      if (!watched.ok) {
        throw new Error(`sprint:watch refused: ${watched.code} ${watched.message}`);
      }
    }
    console.log(
      `${watchers.length} people watching a squad's active sprint of ${data.itemIds.length} items; ` +
        `${MOVES_PER_SECOND} moves/s for ${SECONDS} s through POST /api/work-items/:id/status`,
    );
    await moves(server.url, lead, take(WARM_UP_MOVES), watchers);

    const before = processUsage(server.pid);
    const measured = await moves(
      server.url,
      lead,
      data.itemIds.slice(0, MOVES_PER_SECOND * SECONDS),
      watchers,
    );
    const after = processUsage(server.pid);
    console.log(
      `move acknowledged (HTTP round trip): ${figures(measured.acks)}; refused ${measured.refused}`,
    );
    console.log(
      `fan-out (request sent → each watcher's sprint:item): ${figures(measured.fanOut)}; missing ${measured.missing} (target p99 < 50 ms)`,
    );
    console.log(
      `  reference: the same moves, nobody watching: ${figures(alone.acks)}; refused ${alone.refused}`,
    );
    console.log(
      `server: ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU s over ${(measured.elapsedMs / 1000).toFixed(1)} s, ` +
        `peak RSS ${after.peakMiB.toFixed(0)} MiB; load average at end ${loadavg()[0]?.toFixed(2)}`,
    );
  } finally {
    for (const { socket } of watchers) {
      socket.close();
    }
    await server.stop();
  }
}
