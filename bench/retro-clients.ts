import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { mix } from './retro-mix.ts';
import { type Ack, api, ask as askWithin, connect, liveRetro, onEach, timeDeliveries } from './sockets.ts';

// The live board's load generator (bench/retro.ts), in a process of its own: it holds the
// socket.io clients of the rooms it is asked to open, drives them, and answers each command over
// IPC with its raw latency samples (milliseconds, from this process's clock: a card's sender and
// its receivers are always in the same process). Each socket has one listener, and the server
// coalesces its broadcasts into `batch` messages, which the listener unpacks.

export type ClientCommand =
  | { cmd: 'init'; url: string; cookie: string; squadId: string }
  /** A live retro with its admin and `guests` admitted guests. */
  | { cmd: 'open'; guests: number }
  /** A room of `people` formed in `waves`, counting what dropped on the way. */
  | { cmd: 'form'; people: number; waves: number }
  /** `people` + 1 sockets on a bare socket.io server (bench/bare-socketio.ts), one room. */
  | { cmd: 'bare'; url: string; people: number }
  /** Cards from random guests of `rooms` at `perSecond` in all for `seconds`. */
  | { cmd: 'drive'; rooms: string[]; perSecond: number; seconds: number }
  /** A meeting's pace in `rooms`: adds, likes and drags at `perSecond` in all (retro-mix.ts). */
  | { cmd: 'mix'; rooms: string[]; perSecond: number; seconds: number }
  /** Every guest likes one card at the same moment. */
  | { cmd: 'burst'; room: string }
  | { cmd: 'close'; room: string };

export type { MixResult } from './retro-mix.ts';

export interface DriveResult {
  ack: number[];
  fanout: number[];
  errors: number;
  elapsedMs: number;
}

export interface BurstResult {
  ack: number[];
  errors: number;
  /** Until the first watcher (the admin) saw every like; -1: timed out. */
  firstMs: number;
  /** Until every watcher did; -1: timed out. */
  allMs: number;
  /** Messages the first watcher received during the burst (a batch counts once). */
  messages: number;
  elapsedMs: number;
  likers: number;
}

export interface FormResult {
  room: string;
  knockingMs: number;
  admittingMs: number;
  inRoom: number;
  dropped: number;
  unanswered: number;
}

interface Room {
  /** Its id in this process. */
  id: string;
  room: string;
  meetingId: string;
  admin: Socket;
  guests: Socket[];
  columnId: string;
  /** On the bare socket.io reference: no card to add before a burst. */
  bare: boolean;
}

const ACK_TIMEOUT_MS = 60_000;
const ask = <T = Ack>(socket: Socket, event: string, payload: unknown) =>
  askWithin<T>(socket, event, payload, ACK_TIMEOUT_MS);

let target = { url: '', cookie: '', squadId: '' };
const rooms = new Map<string, Room>();

/** BENCH_VERBOSE=1: where a long scenario is, on stderr. */
function progress(what: string): void {
  if (process.env.BENCH_VERBOSE) {
    console.error(`  [${new Date().toISOString().slice(11, 23)}] clients ${process.pid}: ${what}`);
  }
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
async function newRoom(): Promise<Room> {
  const { room, meetingId, admin, columns } = await liveRetro(target, target.cookie, target.squadId);
  const id = randomUUID();
  const created: Room = { id, room, meetingId, admin, guests: [], columnId: columns[0] ?? '', bare: false };
  rooms.set(id, created);
  return created;
}

/** `count` guests with passes, connected, each waiting at the door. */
async function knock(room: Room, count: number): Promise<Socket[]> {
  const first = room.guests.length;
  return inParallel(
    Array.from({ length: count }, (_, i) => first + i),
    50,
    async (i) => {
      const pass = await api(target, `/api/retros/meeting/${room.meetingId}/guest`, '', {
        name: `Guest ${i}`,
      });
      const socket = await connect(target.url, { guestToken: pass.token });
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

async function openRoom(guests: number): Promise<string> {
  const room = await newRoom();
  await admitAll(room, await knock(room, guests));
  return room.id;
}

/**
 * Forms a room of `people` in `waves` (1: all at once): knocks, the admin's "admit all", and
 * everyone's second join, counting the sockets that dropped on the way.
 */
async function formRoom(people: number, waves: number): Promise<FormResult> {
  const room = await newRoom();
  let dropped = 0;
  const watch = (s: Socket) => s.on('disconnect', () => dropped++);
  watch(room.admin);
  let knockingMs = 0;
  let admittingMs = 0;
  let unanswered = 0;
  for (let wave = 0; wave < waves; wave++) {
    const size = Math.floor(people / waves) + (wave < people % waves ? 1 : 0);
    const t0 = performance.now();
    const waiting = await knock(room, size);
    waiting.forEach(watch);
    progress(`knocked ${waiting.length}`);
    const t1 = performance.now();
    unanswered += await admitAll(room, waiting);
    knockingMs += t1 - t0;
    admittingMs += performance.now() - t1;
  }
  // Give pings a chance to fail: a room that formed but cannot keep its sockets did not form.
  await new Promise((r) => setTimeout(r, 2000));
  const inRoom = room.guests.filter((s) => s.connected).length + (room.admin.connected ? 1 : 0);
  return { room: room.id, knockingMs, admittingMs, inRoom, dropped, unanswered };
}

async function bareRoom(url: string, people: number): Promise<string> {
  const sockets = await inParallel(
    Array.from({ length: people + 1 }, (_, i) => i),
    50,
    () => connect(url, {}),
  );
  const [admin, ...guests] = sockets as [Socket, ...Socket[]];
  const id = randomUUID();
  rooms.set(id, { id, room: 'room', meetingId: '', admin, guests, columnId: 'column', bare: true });
  return id;
}

function roomOf(id: string): Room {
  const room = rooms.get(id);
  if (!room) {
    throw new Error(`no room ${id} in this process`);
  }
  return room;
}

/** Cards from random guests at `perSecond` for `seconds`, timing acks and deliveries. */
async function drive(of: Room[], perSecond: number, seconds: number): Promise<DriveResult> {
  const ack: number[] = [];
  const fanout: number[] = [];
  let errors = 0;
  const sentAt = new Map<string, number>();
  const stops: (() => void)[] = [];
  for (const room of of) {
    stops.push(...timeDeliveries([room.admin, ...room.guests], sentAt, fanout));
  }
  const begin = performance.now();
  let lastAck = begin;
  const total = Math.round(perSecond * seconds);
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) {
      await new Promise((r) => setTimeout(r, wait));
    }
    const room = of[i % of.length] as Room;
    const sender = room.guests[Math.floor(Math.random() * room.guests.length)] as Socket;
    const text = `op ${randomUUID()}`;
    const t0 = performance.now();
    sentAt.set(text, t0);
    inflight.push(
      ask(sender, 'add', { opId: randomUUID(), columnId: room.columnId, text }).then(
        (a) => {
          lastAck = performance.now();
          a.ok ? ack.push(lastAck - t0) : errors++;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inflight);
  // Deliveries still on their way when the last ack came.
  await new Promise((r) => setTimeout(r, 500));
  for (const stop of stops) {
    stop();
  }
  return { ack, fanout, errors, elapsedMs: lastAck - begin };
}

/**
 * Every guest likes at the same moment (the admin adds the card first, on the real server);
 * timed until the admin saw every like, and until everyone in the room did.
 */
async function burst(room: Room): Promise<BurstResult> {
  let cardId = 'card';
  if (!room.bare) {
    const added = await ask(room.admin, 'add', {
      opId: randomUUID(),
      columnId: room.columnId,
      text: 'Burst',
    });
    cardId = added.card?.id ?? '';
  }
  const likers = room.guests;
  const watchers = [room.admin, ...room.guests];
  const ack: number[] = [];
  let errors = 0;
  let firstMs = -1;
  let complete = 0;
  const t0 = performance.now();
  let allSeen: (ms: number) => void = () => undefined;
  const everyoneSaw = new Promise<number>((resolve) => {
    allSeen = resolve;
  });
  let messages = 0;
  const counter = () => {
    messages += 1;
  };
  room.admin.onAny(counter);
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
      ask<{ ok: boolean }>(s, 'like', { opId: randomUUID(), cardId }).then(
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
  room.admin.offAny(counter);
  return { ack, errors, firstMs, allMs, messages, elapsedMs: performance.now() - t0, likers: likers.length };
}

function closeRoom(id: string): void {
  const room = rooms.get(id);
  for (const socket of room ? [room.admin, ...room.guests] : []) {
    socket.close();
  }
  rooms.delete(id);
}

async function run(command: ClientCommand): Promise<unknown> {
  switch (command.cmd) {
    case 'init':
      target = { url: command.url, cookie: command.cookie, squadId: command.squadId };
      return null;
    case 'open':
      return openRoom(command.guests);
    case 'form':
      return formRoom(command.people, command.waves);
    case 'bare':
      return bareRoom(command.url, command.people);
    case 'drive':
      return drive(command.rooms.map(roomOf), command.perSecond, command.seconds);
    case 'mix':
      return mix(command.rooms.map(roomOf), command.perSecond, command.seconds);
    case 'burst':
      return burst(roomOf(command.room));
    case 'close':
      closeRoom(command.room);
      return null;
  }
}

process.on('message', (message) => {
  const { id, command } = message as { id: number; command: ClientCommand };
  run(command).then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
process.once('SIGTERM', () => {
  for (const id of [...rooms.keys()]) {
    closeRoom(id);
  }
  process.exit(0);
});
