import { loadavg } from 'node:os';
import {
  autocannon,
  processUsage,
  type RunningServer,
  reportHttp,
  startBareFastify,
  startServer,
} from './support.ts';

// Lists that stay fast as data grows. Two figures, each beside its reference measured
// in the same run:
// 1. page 1 of a register holding 500 items with three comments each, against a bare Fastify
//    serving the same JSON (target ≥ 50 % of bare on PostgreSQL);
// 2. page 1 of the Actions list with 10,000 actions against the same page with 100 (target
//    within 1.5×): measured at 100, then again once the organisation holds 10,000.
// Data is seeded through the API, in parallel. The load comes from autocannon and the bare Fastify
// runs in a process of its own (bench/support.ts). Figures are printed, never asserted.

const ITEMS = 500;
const COMMENTS_PER_ITEM = 3;
const FEW_ACTIONS = 100;
const MANY_ACTIONS = 10_000;
const SEED_CONCURRENCY = 8;
const CONNECTIONS = 16;
const SECONDS = 5;

interface Session {
  server: RunningServer;
  cookie: string;
  userId: string;
}

async function call(s: Session, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${s.server.url}${path}`, {
    method,
    headers: { cookie: s.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** Runs `count` tasks, `SEED_CONCURRENCY` at a time. */
async function seed(count: number, task: (i: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: SEED_CONCURRENCY }, async () => {
      while (next < count) {
        await task(next++);
      }
    }),
  );
}

async function signIn(server: RunningServer): Promise<Session> {
  const response = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo.admin@squadboard.local', password: 'Demo@12345' }),
  });
  const cookie = response.headers.get('set-cookie')?.split(';')[0] ?? '';
  if (!response.ok || !cookie) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  const partial = { server, cookie, userId: '' };
  const me = (await call(partial, 'GET', '/api/auth/me')) as { user: { id: string } };
  return { ...partial, userId: me.user.id };
}

/**
 * GET `path` under autocannon (its own process, `CONNECTIONS` kept-alive connections, 5 s): the
 * answers per second. Node's fetch asks for gzip, as the bench did; `identity` asks for the bytes as they are.
 */
async function measure(name: string, url: string, cookie: string | null, encoding?: 'identity') {
  const result = await autocannon(url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: { ...(cookie ? { cookie } : {}), 'accept-encoding': encoding ?? 'gzip, deflate' },
  });
  reportHttp(name, result);
  return result.rate;
}

const load1 = () => loadavg()[0]?.toFixed(2) ?? '?';

async function registerFigure(s: Session): Promise<void> {
  const started = performance.now();
  const { actionRegister } = (await call(s, 'POST', '/api/action-registers', {
    name: 'Bench register',
    description: 'Five hundred items',
    ownerId: s.userId,
    status: 'Open',
    createdOn: '2026-01-05',
  })) as { actionRegister: { id: string } };
  const items = `/api/action-registers/${actionRegister.id}/items`;
  const ids: string[] = [];
  const body = (i: number, comment: string) => ({
    title: `Bench item ${i}`,
    description: 'Seeded by bench/lists.ts',
    ownerId: s.userId,
    status: ['Open', 'In Progress', 'Closed'][i % 3],
    priority: ['Low', 'Medium', 'High'][i % 3],
    comment,
  });
  await seed(ITEMS, async (i) => {
    const { item } = (await call(s, 'POST', items, body(i, `Comment 1 on item ${i}`))) as {
      item: { id: string };
    };
    ids[i] = item.id;
  });
  await seed(ITEMS * (COMMENTS_PER_ITEM - 1), async (n) => {
    const i = n % ITEMS;
    await call(
      s,
      'PATCH',
      `${items}/${ids[i]}`,
      body(i, `Comment ${2 + Math.floor(n / ITEMS)} on item ${i}`),
    );
  });
  console.log(
    `seeded a register of ${ITEMS} items × ${COMMENTS_PER_ITEM} comments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const pageUrl = `${s.server.url}${items}`;
  const page = await fetch(pageUrl, { headers: { cookie: s.cookie } });
  const json = (await page.json()) as { items: unknown[]; total: number };
  console.log(
    `page 1: ${json.items.length} of ${json.total} items, ${JSON.stringify(json).length} bytes of JSON`,
  );
  const bare = await startBareFastify({ '/items': json });
  try {
    const bareRate = await measure('bare Fastify, same JSON (c=16, 5 s)', `${bare.url}/items`, null);
    const rate = await measure('GET …/items page 1 (c=16, 5 s)', pageUrl, s.cookie, 'identity');
    const gzipped = await measure('  same, gzip-compressed', pageUrl, s.cookie);
    // What every signed-in request pays before any list query: the session check.
    const floor = await measure(
      'floor: GET /api/auth/me (c=16, 5 s)',
      `${s.server.url}/api/auth/me`,
      s.cookie,
    );
    // The product's own request handling (security headers, CSRF and session hooks, logging,
    // compression checks, the answer's schema) around one `select 1`, with no session to read.
    const stack = await measure(
      'floor: GET /api/health, no session (c=16, 5 s)',
      `${s.server.url}/api/health`,
      null,
    );
    console.log(
      `register page 1: ${percent(rate, bareRate)} of bare Fastify (target ≥ 50 % on PostgreSQL), gzip-compressed ${percent(gzipped, bareRate)}; /api/auth/me alone: ${percent(floor, bareRate)}; /api/health: ${percent(stack, bareRate)}`,
    );
    if (process.env.BENCH_DATABASE_URL) {
      await roundTripFloor(json, bareRate);
    }
  } finally {
    await bare.close();
  }
}

const percent = (rate: number, of: number) => `${((rate / of) * 100).toFixed(0)} %`;

/**
 * The same bare Fastify, waiting for one and for two `select 1` round trips to PostgreSQL (a
 * pool of 10, as the server's) before each answer: the best any page could do that reads the
 * session and then its list, on this machine. Each round trip is a system call each way and a
 * turn of the database server, on the same two cores as everything else.
 */
async function roundTripFloor(json: unknown, bareRate: number): Promise<void> {
  for (const trips of [1, 2]) {
    const floor = await startBareFastify({ '/items': json }, { selectOneTrips: trips });
    try {
      const rate = await measure(`bare Fastify + ${trips} × select 1`, `${floor.url}/items`, null);
      console.log(`  ${percent(rate, bareRate)} of bare Fastify`);
    } finally {
      await floor.close();
    }
  }
}

async function actionsFigure(s: Session): Promise<void> {
  // Two squads of the demo organisation's own, led by its Squad Admin.
  const { items: owners } = (await call(s, 'GET', '/api/actions/owners?q=Leo')) as {
    items: { id: string }[];
  };
  const squadIds: string[] = [];
  for (const acronym of ['BNA', 'BNB']) {
    const created = (await call(s, 'POST', '/api/squads', {
      name: `Bench ${acronym}`,
      acronym,
      leadId: owners[0]?.id,
    })) as { squad: { id: string } };
    squadIds.push(created.squad.id);
  }
  const raise = (i: number) =>
    call(s, 'POST', '/api/actions', {
      squadId: squadIds[i % squadIds.length],
      title: `Bench action ${i} about ${(i * 7919).toString(36)}`,
      description: 'Seeded by bench/lists.ts',
      ownerId: s.userId,
      status: ['Open', 'In Progress', 'Closed'][i % 3],
      priority: ['Low', 'Medium', 'High'][i % 3],
    });
  const existing = ((await call(s, 'GET', '/api/actions?pageSize=5')) as { total: number }).total;
  await seed(Math.max(0, FEW_ACTIONS - existing), (i) => raise(existing + i));
  const url = `${s.server.url}/api/actions?pageSize=5`;
  const byStatus = `${url}&sort=status`;
  const few = await measure(`actions page 1, ${FEW_ACTIONS} actions`, url, s.cookie);
  const fewStatus = await measure(`  sorted by status, ${FEW_ACTIONS}`, byStatus, s.cookie);

  const started = performance.now();
  await seed(MANY_ACTIONS - FEW_ACTIONS, (i) => raise(FEW_ACTIONS + i));
  const total = ((await call(s, 'GET', '/api/actions?pageSize=5')) as { total: number }).total;
  console.log(
    `seeded to ${total} actions in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load1()})`,
  );
  const many = await measure(`actions page 1, ${total} actions`, url, s.cookie);
  const manyStatus = await measure(`  sorted by status, ${total}`, byStatus, s.cookie);
  const search = await measure(`  search "about", ${total}`, `${url}&search=about%20a`, s.cookie);
  const deepCursor = await (async () => {
    // The cursor 200 pages in: what an offset would pay for every row skipped.
    let after: string | null = null;
    for (let p = 0; p < 200; p++) {
      const page = (await call(s, 'GET', `/api/actions?pageSize=20${after ? `&after=${after}` : ''}`)) as {
        nextCursor: string | null;
      };
      after = page.nextCursor;
    }
    return measure(
      `  cursor 200 pages in, ${total}`,
      `${s.server.url}/api/actions?pageSize=20&after=${after}`,
      s.cookie,
    );
  })();
  console.log(
    `actions page 1: ${FEW_ACTIONS} → ${total} actions costs ${(few / many).toFixed(2)}× (target ≤ 1.5×); status sort ${(fewStatus / manyStatus).toFixed(2)}×; search ${search.toFixed(0)} req/s; deep cursor ${deepCursor.toFixed(0)} req/s`,
  );
}

/** BENCH_LISTS_PARTS=register,actions picks the figures (both by default). */
export async function benchLists(): Promise<void> {
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`engine: ${engine}, load average at start ${load1()}`);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3413));
  try {
    const s = await signIn(server);
    const before = processUsage(server.pid);
    const parts = process.env.BENCH_LISTS_PARTS?.split(',');
    if (!parts || parts.includes('register')) {
      await registerFigure(s);
    }
    if (!parts || parts.includes('actions')) {
      await actionsFigure(s);
    }
    const after = processUsage(server.pid);
    console.log(
      `server: ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} CPU s, peak RSS ${after.peakMiB.toFixed(0)} MiB; load average at end ${load1()}`,
    );
  } finally {
    await server.stop();
  }
}
