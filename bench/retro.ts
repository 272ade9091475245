import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { percentile, processUsage, type RunningServer, startServer } from './support.ts';

// The live board under load (issue 5 "Speed"): real socket.io clients against a real server.
// Ack latency: an operation sent until its acknowledgement. Fan-out latency: a card sent until
// each other participant receives it. Figures are printed, never asserted.

type Ack = { ok: boolean; card?: { id: string }; code?: string };

interface Room {
  room: string;
  admin: Socket;
  guests: Socket[];
  columnId: string;
}

const ACK_TIMEOUT_MS = 15_000;

function connect(url: string, opts: { cookie?: string; guestToken?: string }): Promise<Socket> {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: opts.cookie ? { cookie: opts.cookie } : {},
    auth: opts.guestToken ? { guestToken: opts.guestToken } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function ask<T = Ack>(socket: Socket, event: string, payload: unknown): Promise<T> {
  return socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of known responses.
async function api(server: RunningServer, path: string, cookie: string, body: unknown): Promise<any> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${path}: ${response.status} ${await response.text()}`);
  }
  return response.json();
}

/** A live retro with its admin and `guests` admitted guests, all connected. */
async function openRoom(
  server: RunningServer,
  cookie: string,
  squadId: string,
  guests: number,
): Promise<Room> {
  const { retro } = await api(server, '/api/retros', cookie, {
    title: `Bench ${randomUUID().slice(0, 6)}`,
    squadId,
    template: 'went-well',
    startType: 'instant',
  });
  const admin = await connect(server.url, { cookie });
  await ask(admin, 'join', { room: retro.room });
  const sockets: Socket[] = [];
  for (let i = 0; i < guests; i++) {
    const pass = await api(server, `/api/retros/meeting/${retro.meetingId}/guest`, '', {
      name: `Guest ${i}`,
    });
    const socket = await connect(server.url, { guestToken: pass.token });
    await ask(socket, 'join', { room: retro.room });
    sockets.push(socket);
  }
  const admitted = sockets.map((s) => new Promise((resolve) => s.once('admitted', resolve)));
  await ask(admin, 'admit', { decision: 'admit', all: true });
  await Promise.all(admitted);
  await Promise.all(sockets.map((s) => ask(s, 'join', { room: retro.room })));
  const synced = await ask<{ board: { columns: { id: string }[] } }>(admin, 'sync', {});
  return { room: retro.room, admin, guests: sockets, columnId: synced.board.columns[0]?.id ?? '' };
}

function summary(name: string, ack: number[], fanout: number[], ops: number, ms: number, errors: number) {
  const f = (v: number) => v.toFixed(1).padStart(7);
  const line = (label: string, l: number[]) => {
    const s = [...l].sort((a, b) => a - b);
    return `${label} p50${f(percentile(s, 50))} p95${f(percentile(s, 95))} p99${f(percentile(s, 99))} ms`;
  };
  console.log(`${name}`);
  console.log(`  ${line('ack   ', ack)}   ${((ops * 1000) / ms).toFixed(1)} ops/s   errors=${errors}`);
  if (fanout.length > 0) {
    console.log(`  ${line('fanout', fanout)}   deliveries=${fanout.length}`);
  }
}

/** Cards from random participants at `perSecond` for `seconds`, timing acks and deliveries. */
async function drive(rooms: Room[], perSecond: number, seconds: number, name: string): Promise<void> {
  const ack: number[] = [];
  const fanout: number[] = [];
  let errors = 0;
  const sentAt = new Map<string, number>();
  for (const room of rooms) {
    for (const socket of [room.admin, ...room.guests]) {
      socket.on('added', ({ card }: { card: { text: string } }) => {
        const t = sentAt.get(card.text);
        if (t !== undefined) {
          fanout.push(performance.now() - t);
        }
      });
    }
  }
  const begin = performance.now();
  const total = perSecond * seconds;
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) {
      await new Promise((r) => setTimeout(r, wait));
    }
    const room = rooms[i % rooms.length] as Room;
    const sender = room.guests[Math.floor(Math.random() * room.guests.length)] as Socket;
    const text = `op ${randomUUID()}`;
    const t0 = performance.now();
    sentAt.set(text, t0);
    inflight.push(
      ask(sender, 'add', { opId: randomUUID(), columnId: room.columnId, text }).then(
        (a) => {
          a.ok ? ack.push(performance.now() - t0) : errors++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  await new Promise((r) => setTimeout(r, 500));
  for (const room of rooms) {
    for (const socket of [room.admin, ...room.guests]) {
      socket.off('added');
    }
  }
  summary(name, ack, fanout, ack.length, performance.now() - begin, errors);
}

/** Everyone likes one card at the same moment. */
async function burst(room: Room): Promise<void> {
  const added = await ask(room.admin, 'add', { opId: randomUUID(), columnId: room.columnId, text: 'Burst' });
  const cardId = added.card?.id ?? '';
  const everyone = room.guests;
  const ack: number[] = [];
  let errors = 0;
  const t0 = performance.now();
  // Done when the admin has seen the last like land (likes arrive as one change each).
  const likers = new Set<string>();
  const allSeen = new Promise<number>((resolve) => {
    room.admin.on('liked', ({ participantId, liked }: { participantId: string; liked: boolean }) => {
      if (liked) {
        likers.add(participantId);
      }
      if (likers.size >= everyone.length) {
        resolve(performance.now() - t0);
      }
    });
  });
  await Promise.all(
    everyone.map((s) =>
      ask(s, 'like', { opId: randomUUID(), cardId }).then(
        (a) => (a.ok ? ack.push(performance.now() - t0) : errors++),
        () => errors++,
      ),
    ),
  );
  const delivered = await Promise.race([
    allSeen,
    new Promise<number>((r) => setTimeout(() => r(-1), 10_000)),
  ]);
  room.admin.off('liked');
  summary(`burst: ${everyone.length} likes on one card`, ack, [], ack.length, performance.now() - t0, errors);
  console.log(
    `  all likes delivered to the room after ${delivered < 0 ? 'timeout' : `${delivered.toFixed(0)} ms`}`,
  );
}

export async function benchRetro(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3401));
  const rooms: Room[] = [];
  try {
    console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.admin@squadboard.local', password: 'Demo@12345' }),
    });
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    const usersResponse = await fetch(`${server.url}/api/users?search=demo.lead`, { headers: { cookie } });
    const users = (await usersResponse.json()) as { items: { id: string }[] };
    const { squad } = await api(server, '/api/squads', cookie, {
      name: 'Bench Squad',
      acronym: 'BENCH',
      leadId: users.items[0]?.id,
    });

    const big = await openRoom(server, cookie, squad.id, 300);
    rooms.push(big);
    const before = processUsage(server.pid);
    const t0 = performance.now();
    await drive([big], 30, 10, 'one room of 300, 30 cards/s for 10 s');
    await burst(big);
    const small: Room[] = [];
    for (let i = 0; i < 20; i++) {
      small.push(await openRoom(server, cookie, squad.id, 24));
    }
    rooms.push(...small);
    await drive(small, 100, 10, '20 rooms of 25, 100 cards/s in all for 10 s');
    const after = processUsage(server.pid);
    const wall = (performance.now() - t0) / 1000;
    console.log(
      `server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s over ${wall.toFixed(1)} s of load ` +
        `(${(((after.cpuSeconds - before.cpuSeconds) / wall) * 100).toFixed(0)}% of one core), peak RSS ${after.peakMiB.toFixed(0)} MiB`,
    );
  } finally {
    for (const room of rooms) {
      for (const socket of [room.admin, ...room.guests]) {
        socket.close();
      }
    }
    await server.stop();
  }
}
