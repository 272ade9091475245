import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import type { Socket } from 'socket.io-client';
import { type Ack, api, ask as askWithin, connect, demoSquad, liveRetro } from './sockets.ts';
import { percentile, processUsage, type RunningServer, startServer } from './support.ts';

// The live board under load (issues 5 and 12): real socket.io clients against a real server.
// Ack latency: an operation sent until its acknowledgement. Fan-out latency: a card sent until
// each other participant receives it. Forming a room: 1,000 people let in, all at once or in
// waves, counting sockets dropped. The like burst is printed beside a bare socket.io server in
// this process (no database) sending the same messages. Figures are printed, never asserted.
// The clients share this process (2 cores): each socket has one listener, and the server
// coalesces its broadcasts into `batch` messages, which the listener unpacks.

interface Room {
  room: string;
  meetingId: string;
  admin: Socket;
  guests: Socket[];
  columnId: string;
}

const ACK_TIMEOUT_MS = 60_000;
const ask = <T = Ack>(socket: Socket, event: string, payload: unknown) =>
  askWithin<T>(socket, event, payload, ACK_TIMEOUT_MS);
/**
 * Every client comes from one address, and the demo admin holds a socket per room (21 rooms):
 * the bench lifts both caps for its server (SOCKETS_PER_ADDRESS, SOCKETS_PER_USER).
 */
const SOCKETS_PER_ADDRESS = 5000;
const SOCKETS_PER_USER = 100;
const BIG_ROOM = 1000;
const WAVES = 4;

/**
 * Calls `handle` for each `event` the socket receives, alone or inside a `batch`: one listener
 * per socket, so 1,000 clients in this process stay cheap. Returns the way to stop.
 */
// biome-ignore lint/suspicious/noExplicitAny: payloads of known events, read by the bench only.
function onEach(socket: Socket, event: string, handle: (payload: any) => void): () => void {
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const listener = (name: string, payload: any) => {
    if (name === event) {
      handle(payload);
    } else if (name === 'batch') {
      for (const item of payload.events) {
        if (item.event === event) {
          handle(item.payload);
        }
      }
    }
  };
  socket.onAny(listener);
  return () => socket.offAny(listener);
}

/** Runs `task` over `items`, `width` at a time. */
async function inParallel<T, R>(
  items: readonly T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
  return results;
}

/** A live retro with its admin in it, and nobody else yet. */
async function newRoom(server: RunningServer, cookie: string, squadId: string): Promise<Room> {
  const { room, meetingId, admin, columns } = await liveRetro(server, cookie, squadId);
  return { room, meetingId, admin, guests: [], columnId: columns[0] ?? '' };
}

/** `count` guests with passes, connected, each waiting at the door. */
async function knock(server: RunningServer, room: Room, count: number): Promise<Socket[]> {
  const first = room.guests.length;
  return inParallel(
    Array.from({ length: count }, (_, i) => first + i),
    50,
    async (i) => {
      const pass = await api(server, `/api/retros/meeting/${room.meetingId}/guest`, '', {
        name: `Guest ${i}`,
      });
      const socket = await connect(server.url, { guestToken: pass.token });
      await ask(socket, 'join', { room: room.room });
      return socket;
    },
  );
}

/**
 * The admin lets everybody waiting in; each then joins again, all at once, and is in the room.
 * Answers how many did not make it (their socket dropped, or no answer came).
 */
async function admitAll(room: Room, waiting: Socket[]): Promise<number> {
  const admitted = waiting.map((s) => new Promise((resolve) => s.once('admitted', resolve)));
  await ask(room.admin, 'admit', { decision: 'admit', all: true });
  await Promise.all(admitted);
  progress(`admitted ${waiting.length}`);
  const joined = await Promise.all(
    waiting.map((s) =>
      ask<{ ok: boolean }>(s, 'join', { room: room.room }).then(
        (a) => a.ok,
        () => false,
      ),
    ),
  );
  progress(`in the room ${joined.filter(Boolean).length}`);
  room.guests.push(...waiting);
  return joined.filter((ok) => !ok).length;
}

/** BENCH_VERBOSE=1: where a long scenario is, on stderr. */
function progress(what: string): void {
  if (process.env.BENCH_VERBOSE) {
    console.error(`  [${new Date().toISOString().slice(11, 23)}] ${what}`);
  }
}

/** A live retro with its admin and `guests` admitted guests, all connected. */
async function openRoom(
  server: RunningServer,
  cookie: string,
  squadId: string,
  guests: number,
): Promise<Room> {
  const room = await newRoom(server, cookie, squadId);
  await admitAll(room, await knock(server, room, guests));
  return room;
}

/**
 * Forms a room of `people` in `waves` (1: all at once): knocks, the admin's "admit all", and
 * everyone's second join, counting the sockets that dropped on the way.
 */
async function formRoom(
  server: RunningServer,
  cookie: string,
  squadId: string,
  people: number,
  waves: number,
): Promise<Room> {
  const room = await newRoom(server, cookie, squadId);
  let dropped = 0;
  const watch = (s: Socket) => s.on('disconnect', () => dropped++);
  watch(room.admin);
  let knocking = 0;
  let admitting = 0;
  let failed = 0;
  for (let wave = 0; wave < waves; wave++) {
    const size = Math.floor(people / waves) + (wave < people % waves ? 1 : 0);
    const t0 = performance.now();
    const waiting = await knock(server, room, size);
    waiting.forEach(watch);
    progress(`knocked ${waiting.length}`);
    const t1 = performance.now();
    failed += await admitAll(room, waiting);
    knocking += t1 - t0;
    admitting += performance.now() - t1;
  }
  // Give pings a chance to fail: a room that formed but cannot keep its sockets did not form.
  await new Promise((r) => setTimeout(r, 2000));
  const how = waves === 1 ? 'all at once' : `in ${waves} waves`;
  console.log(`form a room of ${people}, ${how}`);
  console.log(
    `  knocking ${(knocking / 1000).toFixed(2)} s, admit → everyone in the room ${(admitting / 1000).toFixed(2)} s` +
      `   in the room: ${room.guests.filter((s) => s.connected).length + 1}/${people + 1}` +
      `   sockets dropped: ${dropped}   joins unanswered: ${failed}`,
  );
  return room;
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
  const stops: (() => void)[] = [];
  for (const room of rooms) {
    for (const socket of [room.admin, ...room.guests]) {
      stops.push(
        onEach(socket, 'added', ({ card }: { card: { text: string } }) => {
          const t = sentAt.get(card.text);
          if (t !== undefined) {
            fanout.push(performance.now() - t);
          }
        }),
      );
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
  for (const stop of stops) {
    stop();
  }
  summary(name, ack, fanout, ack.length, performance.now() - begin, errors);
}

/**
 * Everyone in `likers` likes at the same moment (`like` sends one and resolves with its ack);
 * timed until `watchers[0]` saw every like, and until every watcher did.
 */
async function likeBurst(
  likers: Socket[],
  watchers: Socket[],
  like: (socket: Socket) => Promise<{ ok: boolean }>,
): Promise<{
  ack: number[];
  errors: number;
  firstMs: number;
  allMs: number;
  messages: number;
  elapsedMs: number;
}> {
  const ack: number[] = [];
  let errors = 0;
  let firstMs = -1;
  let complete = 0;
  const t0 = performance.now();
  let allSeen: (ms: number) => void = () => undefined;
  const everyoneSaw = new Promise<number>((resolve) => {
    allSeen = resolve;
  });
  // Messages the first watcher received during the burst (a batch counts once).
  let messages = 0;
  const counter = () => {
    messages += 1;
  };
  watchers[0]?.onAny(counter);
  const stops = watchers.map((socket, index) => {
    let seen = 0;
    return onEach(socket, 'liked', ({ liked }: { liked: boolean }) => {
      seen += liked ? 1 : 0;
      if (seen === likers.length) {
        if (index === 0) {
          firstMs = performance.now() - t0;
        }
        complete += 1;
        if (complete === watchers.length) {
          allSeen(performance.now() - t0);
        }
      }
    });
  });
  await Promise.all(
    likers.map((s) =>
      like(s).then(
        (a) => (a.ok ? ack.push(performance.now() - t0) : errors++),
        () => errors++,
      ),
    ),
  );
  const allMs = await Promise.race([
    everyoneSaw,
    new Promise<number>((r) => setTimeout(() => r(-1), 30_000)),
  ]);
  for (const stop of stops) {
    stop();
  }
  watchers[0]?.offAny(counter);
  return { ack, errors, firstMs, allMs, messages, elapsedMs: performance.now() - t0 };
}

const ms = (v: number) => (v < 0 ? 'timeout' : `${v.toFixed(0)} ms`);

/** Everyone likes one card at the same moment. */
async function burst(room: Room): Promise<number> {
  const added = await ask(room.admin, 'add', { opId: randomUUID(), columnId: room.columnId, text: 'Burst' });
  const cardId = added.card?.id ?? '';
  const r = await likeBurst(room.guests, [room.admin, ...room.guests], (s) =>
    ask(s, 'like', { opId: randomUUID(), cardId }),
  );
  summary(`burst: ${room.guests.length} likes on one card`, r.ack, [], r.ack.length, r.elapsedMs, r.errors);
  console.log(
    `  all likes delivered: to the admin ${ms(r.firstMs)}, to all ${room.guests.length + 1} in the room ${ms(r.allMs)}` +
      `   (the admin got them in ${r.messages} messages)`,
  );
  return r.allMs;
}

/**
 * The reference for the burst: a bare socket.io server in this process, no database, that
 * acknowledges each like and broadcasts it to the room, one message per like (`coalesce`:
 * gathered per event-loop turn into one `batch`, as the real server now does).
 */
async function bareBurst(people: number, coalesce: boolean): Promise<number> {
  const http = createServer();
  const bare = new Server(http, { serveClient: false });
  let gathered: unknown[] = [];
  bare.on('connection', (socket) => {
    void socket.join('room');
    socket.on('like', (payload: { cardId: string }, reply: (ack: unknown) => void) => {
      const change = { cardId: payload.cardId, participantId: socket.id, liked: true };
      reply({ ok: true, liked: true });
      if (!coalesce) {
        bare.to('room').emit('liked', change);
        return;
      }
      if (gathered.length === 0) {
        setImmediate(() => {
          const events = gathered;
          gathered = [];
          bare.to('room').emit('batch', { events });
        });
      }
      gathered.push({ event: 'liked', payload: change });
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const sockets = await inParallel(
    Array.from({ length: people + 1 }, (_, i) => i),
    50,
    () => connect(url, {}),
  );
  const r = await likeBurst(sockets.slice(1), sockets, (s) =>
    s.timeout(ACK_TIMEOUT_MS).emitWithAck('like', { cardId: 'card' }),
  );
  for (const socket of sockets) {
    socket.close();
  }
  await bare.close();
  return r.allMs;
}

/**
 * CPU seconds of the server and of this process (the clients) since the last print: which side
 * was saturated, on a machine whose load is printed beside.
 */
function cpuOf(pid: number) {
  let server = processUsage(pid).cpuSeconds;
  let clients = process.cpuUsage();
  let since = performance.now();
  return {
    print(): void {
      const nowServer = processUsage(pid).cpuSeconds;
      const used = process.cpuUsage(clients);
      const wall = (performance.now() - since) / 1000;
      console.log(
        `  CPU over ${wall.toFixed(1)} s: server ${(nowServer - server).toFixed(1)} s, ` +
          `bench clients ${((used.user + used.system) / 1e6).toFixed(1)} s`,
      );
      server = nowServer;
      clients = process.cpuUsage();
      since = performance.now();
    },
  };
}

/** Which parts to run (BENCH_RETRO_PARTS=board,burst,form; all by default). */
function wanted(part: 'board' | 'burst' | 'form'): boolean {
  const parts = process.env.BENCH_RETRO_PARTS;
  return !parts || parts.split(',').includes(part);
}

function closeRoom(room: Room): void {
  for (const socket of [room.admin, ...room.guests]) {
    socket.close();
  }
}

export async function benchRetro(): Promise<void> {
  process.env.SOCKETS_PER_ADDRESS = String(SOCKETS_PER_ADDRESS);
  process.env.SOCKETS_PER_USER = String(SOCKETS_PER_USER);
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3401));
  const rooms: Room[] = [];
  try {
    console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const { cookie, squadId } = await demoSquad(server, 'Bench Squad', 'BENCH');

    if (wanted('board') || wanted('burst')) {
      const big = await openRoom(server, cookie, squadId, 300);
      rooms.push(big);
      const before = processUsage(server.pid);
      const t0 = performance.now();
      if (wanted('board')) {
        await drive([big], 30, 10, 'one room of 300, 30 cards/s for 10 s');
      }
      if (wanted('burst')) {
        const ours = await burst(big);
        const oneByOne = await bareBurst(big.guests.length, false);
        const coalesced = await bareBurst(big.guests.length, true);
        console.log(
          `  reference, bare socket.io in the bench process (no database): one message per like ${ms(oneByOne)},` +
            ` coalesced per turn ${ms(coalesced)}; Squadboard ${ms(ours)}`,
        );
      }
      if (wanted('board')) {
        const small: Room[] = [];
        for (let i = 0; i < 20; i++) {
          small.push(await openRoom(server, cookie, squadId, 24));
        }
        rooms.push(...small);
        await drive(small, 100, 10, '20 rooms of 25, 100 cards/s in all for 10 s');
      }
      const after = processUsage(server.pid);
      const wall = (performance.now() - t0) / 1000;
      console.log(
        `server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s over ${wall.toFixed(1)} s of load ` +
          `(${(((after.cpuSeconds - before.cpuSeconds) / wall) * 100).toFixed(0)}% of one core), peak RSS ${after.peakMiB.toFixed(0)} MiB`,
      );
      for (const room of rooms.splice(0)) {
        closeRoom(room);
      }
    }

    if (wanted('form')) {
      const cpu = cpuOf(server.pid);
      const once = await formRoom(server, cookie, squadId, BIG_ROOM, 1);
      rooms.push(once);
      cpu.print();
      await drive([once], 30, 10, `one room of ${BIG_ROOM + 1}, 30 cards/s for 10 s`);
      cpu.print();
      closeRoom(once);
      rooms.pop();
      rooms.push(await formRoom(server, cookie, squadId, BIG_ROOM, WAVES));
      cpu.print();
    }
  } finally {
    for (const room of rooms) {
      closeRoom(room);
    }
    await server.stop();
  }
}
