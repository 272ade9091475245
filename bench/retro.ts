import type { BurstResult, ClientCommand, DriveResult, FormResult } from './retro-clients.ts';
import { demoSquad } from './sockets.ts';
import { type ChildScript, forkScript, percentile, processUsage, startServer } from './support.ts';

// The live board under load: real socket.io clients against a real server.
// Ack latency: an operation sent until its acknowledgement. Fan-out latency: a card sent until
// each other participant receives it. Forming a room: 1,000 people let in, all at once or in
// waves, counting sockets dropped. The room of 300 and its like burst are printed beside a bare
// socket.io server (no database) receiving the same messages; the 20 rooms of 25 beside the
// server's CPU per card added, then at rising rates until p99 passes 200 ms (the knee).
// Every side runs in a process of its own, as an outsider's would: the server (support.ts
// startServer), the bare socket.io reference (bare-socketio.ts) and the clients
// (retro-clients.ts, BENCH_RETRO_CLIENTS processes, 2 by default; each room lives in one, so a
// card's sender and receivers share a clock), which send their latency samples back over IPC.
// On a 2-core machine they still share the cores: the CPU each side used is printed, and the
// load average at the start and end. Figures are printed beside their targets, never asserted.

/**
 * Every client comes from one address, and the demo admin holds a socket per room (21 rooms):
 * the bench lifts both caps for its server (SOCKETS_PER_ADDRESS, SOCKETS_PER_USER).
 */
const SOCKETS_PER_ADDRESS = 5000;
const SOCKETS_PER_USER = 100;
const BIG_ROOM = 1000;
const WAVES = 4;
const CLIENT_PROCESSES = Math.max(1, Number(process.env.BENCH_RETRO_CLIENTS ?? 2));
const KNEE_RATES = (process.env.BENCH_RETRO_KNEE_RATES ?? '100,150,200,300,400').split(',').map(Number);
const KNEE_SECONDS = Number(process.env.BENCH_RETRO_KNEE_SECONDS ?? 5);
const KNEE_P99_MS = 200;

/** The targets. */
const TARGET = {
  /** Fan-out p99 of 20 rooms of 25 at 100 cards/s in all, per engine. */
  smallRoomsFanoutP99Ms: { PGlite: 100, PostgreSQL: 50 },
  /** The room of 300 at 30 cards/s: fan-out p99 within this many times bare socket.io's. */
  bigRoomTimesBare: 2,
  /** Card adds per second the 20 rooms should take before the knee. */
  kneeAddsPerSecond: 300,
};

/**
 * A client process (retro-clients.ts by default) driven over IPC: each `call` sends a command
 * and resolves with that command's answer; several may be in flight at once.
 */
export class Clients<Command = ClientCommand> {
  private next = 0;
  private readonly pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();

  constructor(readonly script: ChildScript) {
    script.child.on('message', (message) => {
      const { id, result, error } = message as { id: number; result?: unknown; error?: string };
      const waiting = this.pending.get(id);
      this.pending.delete(id);
      if (error !== undefined) {
        waiting?.reject(new Error(`client process ${script.pid}: ${error}`));
      } else {
        waiting?.resolve(result);
      }
    });
    script.child.once('exit', (code) => {
      for (const waiting of this.pending.values()) {
        waiting.reject(new Error(`client process ${script.pid} exited (${code})`));
      }
      this.pending.clear();
    });
  }

  call<T>(command: Command): Promise<T> {
    const id = this.next++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.script.child.send({ id, command });
    });
  }
}

/** A room and the client process holding its sockets. */
interface RoomHandle {
  clients: Clients;
  id: string;
}

/** BENCH_VERBOSE=1: where a long scenario is, on stderr. */
function progress(what: string): void {
  if (process.env.BENCH_VERBOSE) {
    console.error(`  [${new Date().toISOString().slice(11, 23)}] ${what}`);
  }
}

const sorted = (l: number[]) => [...l].sort((a, b) => a - b);
const p99 = (l: number[]) => percentile(sorted(l), 99);
const ms = (v: number) => (v < 0 ? 'timeout' : `${v.toFixed(0)} ms`);
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

function summary(name: string, r: DriveResult | BurstResult, fanout: number[] = []) {
  const f = (v: number) => v.toFixed(1).padStart(7);
  const line = (label: string, l: number[]) => {
    const s = sorted(l);
    return `${label} p50${f(percentile(s, 50))} p95${f(percentile(s, 95))} p99${f(percentile(s, 99))} ms`;
  };
  console.log(`${name}`);
  console.log(
    `  ${line('ack   ', r.ack)}   ${((r.ack.length * 1000) / r.elapsedMs).toFixed(1)} ops/s   errors=${r.errors}`,
  );
  if (fanout.length > 0) {
    console.log(`  ${line('fanout', fanout)}   deliveries=${fanout.length}`);
  }
}

/**
 * Cards from random guests of `rooms` at `perSecond` in all for `seconds`: each client process
 * drives its own rooms at their share of the rate, at the same time; the samples are merged.
 */
async function drive(rooms: RoomHandle[], perSecond: number, seconds: number): Promise<DriveResult> {
  const byClients = new Map<Clients, string[]>();
  for (const room of rooms) {
    byClients.set(room.clients, [...(byClients.get(room.clients) ?? []), room.id]);
  }
  const parts = await Promise.all(
    [...byClients].map(([clients, ids]) =>
      clients.call<DriveResult>({
        cmd: 'drive',
        rooms: ids,
        perSecond: (perSecond * ids.length) / rooms.length,
        seconds,
      }),
    ),
  );
  return {
    ack: parts.flatMap((p) => p.ack),
    fanout: parts.flatMap((p) => p.fanout),
    errors: parts.reduce((n, p) => n + p.errors, 0),
    elapsedMs: Math.max(...parts.map((p) => p.elapsedMs)),
  };
}

async function driveAndPrint(rooms: RoomHandle[], perSecond: number, seconds: number, name: string) {
  const r = await drive(rooms, perSecond, seconds);
  summary(name, r, r.fanout);
  return r;
}

function printBurst(name: string, r: BurstResult): void {
  summary(name, r);
  console.log(
    `  all likes delivered: to the admin ${ms(r.firstMs)}, to all ${r.likers + 1} in the room ${ms(r.allMs)}` +
      `   (the admin got them in ${r.messages} messages)`,
  );
}

/** A bare socket.io server in a process of its own (`coalesce`: one `batch` per turn). */
async function startBare(coalesce: boolean): Promise<{ url: string; stop(): Promise<void> }> {
  const bare = forkScript('bare-socketio.ts', coalesce ? ['coalesce'] : []);
  const { url } = await bare.message<{ url: string }>();
  return { url, stop: () => bare.stop() };
}

/** CPU seconds of the server and of the client processes since the last print. */
function cpuOf(serverPid: number, clients: Clients[]) {
  const clientSeconds = () => clients.reduce((s, c) => s + processUsage(c.script.pid).cpuSeconds, 0);
  let server = processUsage(serverPid).cpuSeconds;
  let client = clientSeconds();
  let since = performance.now();
  return {
    /** Server CPU seconds since the last call. */
    print(): number {
      const nowServer = processUsage(serverPid).cpuSeconds;
      const nowClient = clientSeconds();
      const wall = (performance.now() - since) / 1000;
      const used = nowServer - server;
      console.log(
        `  CPU over ${wall.toFixed(1)} s: server ${used.toFixed(1)} s, ` +
          `${clients.length} client processes ${(nowClient - client).toFixed(1)} s`,
      );
      server = nowServer;
      client = nowClient;
      since = performance.now();
      return used;
    },
  };
}

/** Which parts to run (BENCH_RETRO_PARTS=board,burst,knee,form; all by default). */
function wanted(part: 'board' | 'burst' | 'form' | 'knee'): boolean {
  const parts = process.env.BENCH_RETRO_PARTS;
  return !parts || parts.split(',').includes(part);
}

/** 20 rooms of 25 at rising rates, a short phase each, until p99 (ack or fan-out) passes 200 ms. */
async function kneeSearch(rooms: RoomHandle[], serverPid: number): Promise<void> {
  console.log(
    `knee search: ${rooms.length} rooms of 25, ${KNEE_SECONDS} s at each rate, until a p99 passes ${KNEE_P99_MS} ms`,
  );
  let knee: number | null = null;
  for (const rate of KNEE_RATES) {
    const cpuBefore = processUsage(serverPid).cpuSeconds;
    const r = await drive(rooms, rate, KNEE_SECONDS);
    const cpu = processUsage(serverPid).cpuSeconds - cpuBefore;
    const ackP99 = p99(r.ack);
    const fanoutP99 = p99(r.fanout);
    console.log(
      `  ${String(rate).padStart(4)} adds/s: fan-out p99 ${fanoutP99.toFixed(0).padStart(5)} ms, ack p99 ${ackP99
        .toFixed(0)
        .padStart(5)} ms, acked ${((r.ack.length * 1000) / r.elapsedMs).toFixed(0)}/s, server CPU ${(
        (cpu / Math.max(1, r.ack.length)) * 1000
      ).toFixed(2)} ms per add, errors=${r.errors}`,
    );
    if (Math.max(ackP99, fanoutP99) > KNEE_P99_MS || r.errors > 0) {
      knee = rate;
      break;
    }
  }
  const held = knee === null ? (KNEE_RATES.at(-1) ?? 0) : (KNEE_RATES[KNEE_RATES.indexOf(knee) - 1] ?? 0);
  const where =
    knee === null
      ? `above ${KNEE_RATES.at(-1)} adds/s (no rate tried took a p99 over ${KNEE_P99_MS} ms)`
      : `${knee} adds/s, the first rate with a p99 over ${KNEE_P99_MS} ms`;
  console.log(
    `  knee: ${where}; target: ${TARGET.kneeAddsPerSecond} adds/s held under it: ${verdict(held >= TARGET.kneeAddsPerSecond)}`,
  );
}

export async function benchRetro(): Promise<void> {
  process.env.SOCKETS_PER_ADDRESS = String(SOCKETS_PER_ADDRESS);
  process.env.SOCKETS_PER_USER = String(SOCKETS_PER_USER);
  const engine = process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const server = await startServer(Number(process.env.BENCH_PORT ?? 3401));
  const clients = Array.from({ length: CLIENT_PROCESSES }, () => new Clients(forkScript('retro-clients.ts')));
  const open: RoomHandle[] = [];
  const openRoom = async (on: Clients, guests: number): Promise<RoomHandle> => {
    const room = { clients: on, id: await on.call<string>({ cmd: 'open', guests }) };
    open.push(room);
    return room;
  };
  const closeAll = async () => {
    await Promise.all(open.splice(0).map((r) => r.clients.call({ cmd: 'close', room: r.id })));
  };
  const first = clients[0] as Clients;
  try {
    console.log(`database: ${engine}; clients in ${CLIENT_PROCESSES} processes of their own`);
    const { cookie, squadId } = await demoSquad(server, 'Bench Squad', 'BENCH');
    await Promise.all(clients.map((c) => c.call({ cmd: 'init', url: server.url, cookie, squadId })));

    if (wanted('board') || wanted('burst') || wanted('knee')) {
      const before = processUsage(server.pid);
      const t0 = performance.now();
      if (wanted('board') || wanted('burst')) {
        const big = await openRoom(first, 300);
        progress('room of 300 open');
        let ours: DriveResult | null = null;
        if (wanted('board')) {
          ours = await driveAndPrint([big], 30, 10, 'one room of 300, 30 cards/s for 10 s');
        }
        const plain = await startBare(false);
        try {
          const bareRoom = {
            clients: first,
            id: await first.call<string>({ cmd: 'bare', url: plain.url, people: 300 }),
          };
          if (ours) {
            const reference = await driveAndPrint(
              [bareRoom],
              30,
              10,
              '  reference: bare socket.io in its own process (no database), same room, same cards',
            );
            const times = p99(ours.fanout) / p99(reference.fanout);
            console.log(
              `  fan-out p99 ${p99(ours.fanout).toFixed(0)} ms = ${times.toFixed(1)}× bare socket.io's ${p99(reference.fanout).toFixed(0)} ms ` +
                `(target ≤ ${TARGET.bigRoomTimesBare}×: ${verdict(times <= TARGET.bigRoomTimesBare)})`,
            );
          }
          if (wanted('burst')) {
            const burst = await first.call<BurstResult>({ cmd: 'burst', room: big.id });
            printBurst(`burst: ${burst.likers} likes on one card`, burst);
            const oneByOne = await first.call<BurstResult>({ cmd: 'burst', room: bareRoom.id });
            const coalescing = await startBare(true);
            try {
              const coalescedRoom = await first.call<string>({
                cmd: 'bare',
                url: coalescing.url,
                people: 300,
              });
              const coalesced = await first.call<BurstResult>({ cmd: 'burst', room: coalescedRoom });
              await first.call({ cmd: 'close', room: coalescedRoom });
              console.log(
                `  reference, bare socket.io in its own process (no database): one message per like ${ms(oneByOne.allMs)},` +
                  ` coalesced per turn ${ms(coalesced.allMs)}; Squadboard ${ms(burst.allMs)}`,
              );
            } finally {
              await coalescing.stop();
            }
          }
          await first.call({ cmd: 'close', room: bareRoom.id });
        } finally {
          await plain.stop();
        }
      }
      if (wanted('board') || wanted('knee')) {
        const small: RoomHandle[] = [];
        for (let i = 0; i < 20; i++) {
          small.push(await openRoom(clients[i % clients.length] as Clients, 24));
        }
        progress('20 rooms of 25 open');
        if (wanted('board')) {
          const cpu = cpuOf(server.pid, clients);
          const r = await driveAndPrint(small, 100, 10, '20 rooms of 25, 100 cards/s in all for 10 s');
          const serverSeconds = cpu.print();
          const fanoutP99 = p99(r.fanout);
          const target = TARGET.smallRoomsFanoutP99Ms[engine];
          console.log(
            `  server CPU per card add: ${((serverSeconds / Math.max(1, r.ack.length)) * 1000).toFixed(2)} ms ` +
              `(${serverSeconds.toFixed(1)} s over ${r.ack.length} adds acknowledged, fan-out to 24 each)`,
          );
          console.log(
            `  fan-out p99 ${fanoutP99.toFixed(0)} ms (target ≤ ${TARGET.smallRoomsFanoutP99Ms.PGlite} ms on PGlite, ` +
              `≤ ${TARGET.smallRoomsFanoutP99Ms.PostgreSQL} ms on PostgreSQL; here ${engine}: ${verdict(fanoutP99 <= target)})`,
          );
        }
        if (wanted('knee')) {
          await kneeSearch(small, server.pid);
        }
      }
      const after = processUsage(server.pid);
      const wall = (performance.now() - t0) / 1000;
      console.log(
        `server CPU ${(after.cpuSeconds - before.cpuSeconds).toFixed(1)} s over ${wall.toFixed(1)} s of load ` +
          `(${(((after.cpuSeconds - before.cpuSeconds) / wall) * 100).toFixed(0)}% of one core), peak RSS ${after.peakMiB.toFixed(0)} MiB`,
      );
      await closeAll();
    }

    if (wanted('form')) {
      const cpu = cpuOf(server.pid, clients);
      const printForm = (how: string, r: FormResult) => {
        console.log(`form a room of ${BIG_ROOM}, ${how}`);
        console.log(
          `  knocking ${(r.knockingMs / 1000).toFixed(2)} s, admit → everyone in the room ${(r.admittingMs / 1000).toFixed(2)} s` +
            `   in the room: ${r.inRoom}/${BIG_ROOM + 1}   sockets dropped: ${r.dropped}   joins unanswered: ${r.unanswered}`,
        );
      };
      const once = await first.call<FormResult>({ cmd: 'form', people: BIG_ROOM, waves: 1 });
      open.push({ clients: first, id: once.room });
      printForm('all at once', once);
      cpu.print();
      await driveAndPrint(
        [{ clients: first, id: once.room }],
        30,
        10,
        `one room of ${BIG_ROOM + 1}, 30 cards/s for 10 s`,
      );
      cpu.print();
      await closeAll();
      const waves = await first.call<FormResult>({ cmd: 'form', people: BIG_ROOM, waves: WAVES });
      open.push({ clients: first, id: waves.room });
      printForm(`in ${WAVES} waves`, waves);
      cpu.print();
    }
  } finally {
    await closeAll().catch(() => undefined);
    await Promise.all(clients.map((c) => c.script.stop()));
    await server.stop();
  }
}
