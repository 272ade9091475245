import type { Socket } from 'socket.io-client';
import { connect } from './sockets.ts';

// The busy hour's signed-in people (bench/busy-hour.ts), in a process of their own: signed in
// first (`signIn`), then, for the hour (`run`), at a human pace (a page every THINK_MS on average), opens the dashboard, a backlog page,
// a work item (Edit Work Item: the item, its history and its children, and one time in two saves
// a change of title), the RAID log or the actions list. Some of them watch their squad's active
// sprint board (`sprint:watch`), where the squad lead moves an item every MOVE_EVERY_MS. Every
// request's time is kept under its route's name; the moves' fan-out is the time from the move's
// request until each watcher's `sprint:item`. Driven over IPC: one command, one answer.

export interface PeopleCommand {
  url: string;
  people: { email: string; squadId: string; backlogItemIds: string[] }[];
  /** Per squad: who watches its board (emails from `people`), and the items its lead moves. */
  boards: { squadId: string; watchers: string[]; moveItemIds: string[] }[];
  leadEmail: string;
  seconds: number;
  thinkMs: number;
  moveEveryMs: number;
}

export interface PeopleResult {
  /** Route name → request times in ms. */
  routes: Record<string, number[]>;
  fanOut: number[];
  missing: number;
  /** Route name → how many answers were not 2xx, or failed. */
  errors: Record<string, number>;
  operations: number;
}

const REFINEMENT = 6;
const DRAIN_MS = 5_000;

const routes: Record<string, number[]> = {};
const errors: Record<string, number> = {};
let operations = 0;

/** One request, timed under `name`: a non-2xx answer counts as an error of that route. */
async function call(
  url: string,
  name: string,
  cookie: string,
  method = 'GET',
  body?: unknown,
): Promise<unknown> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const times = routes[name] ?? [];
    times.push(performance.now() - started);
    routes[name] = times;
    operations += 1;
    if (!response.ok) {
      errors[name] = (errors[name] ?? 0) + 1;
      return null;
    }
    return text ? JSON.parse(text) : null;
  } catch {
    errors[name] = (errors[name] ?? 0) + 1;
    return null;
  }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  }
  return response.headers.get('set-cookie')?.split(';')[0] ?? '';
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

const DASHBOARD_BLOCKS = ['retros', 'actions', 'work-items', 'sprints', 'risks', 'next-steps'];

/** One page a person opens, with the requests the web app makes for it. */
async function visit(url: string, cookie: string, person: PeopleCommand['people'][number]): Promise<void> {
  const roll = Math.random();
  if (roll < 0.3) {
    await Promise.all(
      DASHBOARD_BLOCKS.map((b) => call(`${url}/api/dashboard/${b}`, `GET /api/dashboard/${b}`, cookie)),
    );
  } else if (roll < 0.55) {
    await call(
      `${url}/api/work-items/backlog?squadId=${person.squadId}&limit=50`,
      'GET /api/work-items/backlog',
      cookie,
    );
  } else if (roll < 0.8) {
    const id = pick(person.backlogItemIds);
    await Promise.all([
      call(`${url}/api/work-items/${id}`, 'GET /api/work-items/:id', cookie),
      call(`${url}/api/work-items/${id}/history`, 'GET /api/work-items/:id/history', cookie),
      call(`${url}/api/work-items/${id}/children`, 'GET /api/work-items/:id/children', cookie),
    ]);
    if (Math.random() < 0.5) {
      await call(`${url}/api/work-items/${id}`, 'PATCH /api/work-items/:id', cookie, 'PATCH', {
        title: `Edited at ${Date.now()}`,
      });
    }
  } else if (roll < 0.9) {
    await call(`${url}/api/raid`, 'GET /api/raid', cookie);
  } else {
    await call(`${url}/api/actions`, 'GET /api/actions', cookie);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cookies = new Map<string, string>();

/** Signs everyone in (argon2id, slow on purpose: four at a time), before the hour starts. */
async function signInAll(url: string, password: string, emails: readonly string[]): Promise<void> {
  const queue = emails.filter((email) => !cookies.has(email));
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let email = queue.shift(); email; email = queue.shift()) {
        cookies.set(email, await signIn(url, email, password));
      }
    }),
  );
}

async function run(command: PeopleCommand): Promise<PeopleResult> {
  const { url } = command;
  for (const name of Object.keys(routes)) {
    delete routes[name];
  }
  for (const name of Object.keys(errors)) {
    delete errors[name];
  }
  operations = 0;
  const sockets: Socket[] = [];
  const sentAt = new Map<string, number>();
  const fanOut: number[] = [];
  let expected = 0;
  for (const board of command.boards) {
    for (const email of board.watchers) {
      const socket = await connect(url, { cookie: cookies.get(email) ?? '' });
      const watched = await socket.timeout(30_000).emitWithAck('sprint:watch', { squadId: board.squadId });
      if (!watched.ok) {
        throw new Error(`sprint:watch refused: ${watched.code} ${watched.message}`);
      }
      socket.on('sprint:item', (payload: { item: { id: string; statusId: number } }) => {
        const t0 = sentAt.get(payload.item.id);
        if (t0 !== undefined && payload.item.statusId === REFINEMENT) {
          fanOut.push(performance.now() - t0);
        }
      });
      sockets.push(socket);
    }
  }
  const until = performance.now() + command.seconds * 1000;
  const people = command.people.map(async (person) => {
    const cookie = cookies.get(person.email) ?? '';
    // Spread the first pages over one think time, as people arrive.
    await pause(Math.random() * command.thinkMs);
    while (performance.now() < until) {
      await visit(url, cookie, person);
      await pause(command.thinkMs * (0.5 + Math.random()));
    }
  });
  const lead = cookies.get(command.leadEmail) ?? '';
  const moves = command.boards.map(async (board, b) => {
    await pause((b * command.moveEveryMs) / command.boards.length);
    for (const id of board.moveItemIds) {
      if (performance.now() >= until) {
        break;
      }
      sentAt.set(id, performance.now());
      expected += board.watchers.length;
      await call(`${url}/api/work-items/${id}/status`, 'POST /api/work-items/:id/status', lead, 'POST', {
        statusId: REFINEMENT,
      });
      await pause(command.moveEveryMs);
    }
  });
  await Promise.all([...people, ...moves]);
  const drainUntil = performance.now() + DRAIN_MS;
  while (fanOut.length < expected && performance.now() < drainUntil) {
    await pause(20);
  }
  for (const socket of sockets) {
    socket.close();
  }
  return { routes, fanOut, missing: expected - fanOut.length, errors, operations };
}

export type PeopleMessage =
  | { cmd: 'signIn'; url: string; password: string; emails: string[] }
  | ({ cmd: 'run' } & PeopleCommand);

// The protocol of retro-clients.ts: `{ id, command }` in, `{ id, result }` or `{ id, error }` out.
process.on('message', (message) => {
  const { id, command } = message as { id: number; command: PeopleMessage };
  const work =
    command.cmd === 'signIn'
      ? signInAll(command.url, command.password, command.emails).then(() => null)
      : run(command);
  work.then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
