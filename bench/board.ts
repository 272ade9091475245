import { randomUUID } from 'node:crypto';
import { FIRST_SYNC_CARDS_PER_COLUMN } from '@squadboard/domain/realtime/retro-board.events';
import type { Socket } from 'socket.io-client';
import { type Ack, api, ask as askWithin, connect, demoSquad, liveRetro } from './sockets.ts';
import { percentile, processUsage, type RunningServer, startServer } from './support.ts';

// Board moves write one row: a drag on a board of 2,000 cards, acknowledged after its
// commit, against the same drag on a board of 20 cards and a `sync` of that small board (a
// request that writes nothing) measured in the same run. Real socket.io clients, a real server.
// Target: a drag on the 2,000-card board ≤ 20 ms. Figures are printed, never asserted.

type Board = { columns: { id: string }[]; cards: { id: string; columnId: string }[] };

/** Cards on the big board: the retro's limit (BOARD_LIMITS.cardsPerRetro). */
const BIG_BOARD_CARDS = 2000;
const SMALL_BOARD_CARDS = 20;
/** Guests who seed the board (each person has a message budget) and take turns dragging. */
const GUESTS = 20;
const DRAGS = 200;
const ACK_TIMEOUT_MS = 15_000;
const ask = <T = Ack>(socket: Socket, event: string, payload: unknown) =>
  askWithin<T>(socket, event, payload, ACK_TIMEOUT_MS);

// openRoom is bench/retro.ts's room set-up without the participant counting.
interface Room {
  sockets: Socket[];
  columns: string[];
  /** Card ids per column, in order, as this bench moved them. */
  cards: Map<string, string[]>;
}

async function openRoom(
  server: RunningServer,
  cookie: string,
  squadId: string,
  guests: number,
): Promise<Room> {
  const { room, meetingId, admin, columns } = await liveRetro(server, cookie, squadId);
  const others: Socket[] = [];
  for (let i = 0; i < guests; i++) {
    const pass = await api(server, `/api/retros/meeting/${meetingId}/guest`, '', {
      name: `Guest ${i}`,
    });
    const socket = await connect(server.url, { guestToken: pass.token });
    await ask(socket, 'join', { room });
    others.push(socket);
  }
  const admitted = others.map((s) => new Promise((resolve) => s.once('admitted', resolve)));
  await ask(admin, 'admit', { decision: 'admit', all: true });
  await Promise.all(admitted);
  await Promise.all(others.map((s) => ask(s, 'join', { room })));
  return { sockets: [admin, ...others], columns, cards: new Map(columns.map((id) => [id, []])) };
}

/** Operations refused for the sender's message budget and sent again (printed: none expected while timing). */
let budgetRetries = 0;

/** An operation, sent again after a pause while the sender's message budget refills. */
async function op(socket: Socket, event: string, payload: Record<string, unknown>): Promise<Ack> {
  const message = { opId: randomUUID(), ...payload };
  for (;;) {
    const ack = await ask(socket, event, message);
    if (ack.code !== 'MESSAGE_RATE_LIMITED') {
      return ack;
    }
    budgetRetries += 1;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Adds `count` cards spread over the columns (half, a third, the rest), every person at once. */
async function seed(room: Room, count: number): Promise<void> {
  const [a = '', b = '', c = ''] = room.columns;
  const targets = Array.from({ length: count }, (_, i) => (i < count / 2 ? a : i < (count * 5) / 6 ? b : c));
  let next = 0;
  await Promise.all(
    room.sockets.map(async (socket) => {
      while (next < targets.length) {
        const columnId = targets[next] as string;
        next += 1;
        const ack = await op(socket, 'add', { columnId, text: `Card ${next}` });
        if (!ack.ok || !ack.card) {
          throw new Error(`add refused: ${ack.code} ${ack.message}`);
        }
      }
    }),
  );
  // The order the server holds (adds raced): read once, then followed locally.
  const { board } = await ask<{ board: Board }>(room.sockets[0] as Socket, 'sync', {});
  for (const card of board.cards) {
    room.cards.get(card.columnId)?.push(card.id);
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** One random drag within a column, or to another one; returns its ack time in ms. */
async function drag(room: Room, socket: Socket, across: boolean): Promise<number> {
  const from = pick(room.columns.filter((c) => (room.cards.get(c)?.length ?? 0) > 0));
  const to = across ? pick(room.columns.filter((c) => c !== from)) : from;
  const source = room.cards.get(from) ?? [];
  const cardId = pick(source);
  source.splice(source.indexOf(cardId), 1);
  const target = room.cards.get(to) ?? [];
  const toIndex = Math.floor(Math.random() * (target.length + 1));
  target.splice(toIndex, 0, cardId);
  const t0 = performance.now();
  const ack = await op(socket, 'drag', { cardId, toColumnId: to, toIndex });
  if (!ack.ok) {
    throw new Error(`drag refused: ${ack.code} ${ack.message}`);
  }
  return performance.now() - t0;
}

function line(name: string, ms: number[], elapsedMs?: number): void {
  const s = [...ms].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(7);
  const rate = elapsedMs ? `   ${((s.length * 1000) / elapsedMs).toFixed(0).padStart(5)} ops/s` : '';
  // A figure that waited for a message budget is not a drag's time: say so beside it.
  const waited = budgetRetries > 0 ? `   budget waits=${budgetRetries}` : '';
  budgetRetries = 0;
  console.log(
    `${name.padEnd(46)} n=${String(s.length).padStart(4)}  p50${f(percentile(s, 50))}  p95${f(percentile(s, 95))}  p99${f(percentile(s, 99))} ms${rate}${waited}`,
  );
}

/** `count` drags one after another, each person in turn. */
async function drags(room: Room, count: number, across: boolean): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    times.push(await drag(room, room.sockets[i % room.sockets.length] as Socket, across));
  }
  return times;
}

/** `count` drags from `concurrency` people at once (they queue on the board's lock). */
async function concurrentDrags(room: Room, count: number, concurrency: number) {
  const times: number[] = [];
  let started = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (started < count) {
        started += 1;
        times.push(await drag(room, room.sockets[worker % room.sockets.length] as Socket, started % 2 === 0));
      }
    }),
  );
  return { times, elapsedMs: performance.now() - t0 };
}

async function syncs(
  room: Room,
  count: number,
  payload: { cardsPerColumn?: number } = {},
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const socket = room.sockets[i % room.sockets.length] as Socket;
    const t0 = performance.now();
    await ask(socket, 'sync', payload);
    times.push(performance.now() - t0);
  }
  return times;
}

export async function benchBoard(): Promise<void> {
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3412));
  const rooms: Room[] = [];
  try {
    console.log(`database: ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
    const { cookie, squadId } = await demoSquad(server, 'Bench Squad', 'BENCH');

    const big = await openRoom(server, cookie, squadId, GUESTS);
    const small = await openRoom(server, cookie, squadId, GUESTS);
    rooms.push(big, small);
    const seeding = performance.now();
    await seed(big, BIG_BOARD_CARDS);
    console.log(
      `seeded ${BIG_BOARD_CARDS} cards (${big.columns.map((c) => big.cards.get(c)?.length).join(' / ')}) ` +
        `through ${big.sockets.length} people in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    await seed(small, SMALL_BOARD_CARDS);

    const before = processUsage(server.pid);
    const t0 = performance.now();
    // Warm-up (JIT, statement caches), not counted.
    await drags(big, 20, true);
    await drags(small, 20, true);
    budgetRetries = 0;
    console.log('ack time of one operation, sent one after another (ms):');
    line(`drag within a column, ${BIG_BOARD_CARDS}-card board`, await drags(big, DRAGS, false));
    line(`drag across columns, ${BIG_BOARD_CARDS}-card board`, await drags(big, DRAGS, true));
    // The order the server holds must still be the one the drags made.
    const { board } = await ask<{ board: Board & { cards: { rank: string }[] } }>(
      big.sockets[0] as Socket,
      'sync',
      {},
    );
    const agrees = big.columns.every((c) => {
      const served = board.cards.filter((card) => card.columnId === c).map((card) => card.id);
      return served.join() === big.cards.get(c)?.join();
    });
    console.log(
      `order after ${DRAGS * 2 + 20} drags on the big board matches the drags: ${agrees ? 'yes' : 'NO'}`,
    );

    line(`  reference: drag within, ${SMALL_BOARD_CARDS}-card board`, await drags(small, DRAGS, false));
    line(`  reference: drag across, ${SMALL_BOARD_CARDS}-card board`, await drags(small, DRAGS, true));
    line(`  reference: sync (no write), ${SMALL_BOARD_CARDS}-card board`, await syncs(small, DRAGS));
    line(`sync (the whole board), ${BIG_BOARD_CARDS}-card board`, await syncs(big, 50));
    // What a page entering the room waits for before it shows the board (the rest follows).
    line(
      `first sync (${FIRST_SYNC_CARDS_PER_COLUMN} cards per column), ${BIG_BOARD_CARDS}-card board`,
      await syncs(big, 50, { cardsPerColumn: FIRST_SYNC_CARDS_PER_COLUMN }),
    );
    console.log('8 people dragging at once (ack includes the wait for the board lock):');
    const busyBig = await concurrentDrags(big, DRAGS, 8);
    line(`drags, ${BIG_BOARD_CARDS}-card board`, busyBig.times, busyBig.elapsedMs);
    const busySmall = await concurrentDrags(small, DRAGS, 8);
    line(`  reference: drags, ${SMALL_BOARD_CARDS}-card board`, busySmall.times, busySmall.elapsedMs);

    const after = processUsage(server.pid);
    const wall = (performance.now() - t0) / 1000;
    console.log(
      `server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s over ${wall.toFixed(1)} s of drags, ` +
        `peak RSS ${after.peakMiB.toFixed(0)} MiB`,
    );
  } finally {
    for (const room of rooms) {
      for (const socket of room.sockets) {
        socket.close();
      }
    }
    await server.stop();
  }
}
