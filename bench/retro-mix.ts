import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import { type Ack, ask, onEach, timeDeliveries } from './sockets.ts';

// A meeting's pace on the live board, for the busy hour (bench/busy-hour.ts, run by
// retro-clients.ts in its own process): in each room, people add cards (half of the operations),
// like them (a third) and the facilitator arranges them (drags, the rest), at `perSecond` in all,
// on a fixed schedule whatever the answers' pace. Times each acknowledgement by operation, and
// each added card until every other person in the room has it.

/** What mix needs of a room of retro-clients.ts. */
interface MixRoom {
  admin: Socket;
  guests: Socket[];
  columnId: string;
}

export interface MixResult {
  /** Operation → acknowledgement times in ms. */
  ack: Record<'add' | 'like' | 'drag', number[]>;
  /** Operation → refusals and timeouts. */
  errors: Record<string, number>;
  fanout: number[];
  elapsedMs: number;
}

const ACK_TIMEOUT_MS = 30_000;
const DRAIN_MS = 2_000;

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export async function mix(rooms: MixRoom[], perSecond: number, seconds: number): Promise<MixResult> {
  const ack: MixResult['ack'] = { add: [], like: [], drag: [] };
  const errors: Record<string, number> = {};
  const fanout: number[] = [];
  const sentAt = new Map<string, number>();
  const cards = rooms.map(() => [] as string[]);
  const stops: (() => void)[] = [];
  for (const [r, room] of rooms.entries()) {
    // The admin hears every card of the room: those are what people like and drag.
    stops.push(onEach(room.admin, 'added', ({ card }: { card: { id: string } }) => cards[r]?.push(card.id)));
    stops.push(...timeDeliveries([room.admin, ...room.guests], sentAt, fanout));
  }
  const send = async (op: 'add' | 'like' | 'drag', socket: Socket, payload: object) => {
    const t0 = performance.now();
    try {
      const answer = await ask<Ack>(socket, op, { opId: randomUUID(), ...payload }, ACK_TIMEOUT_MS);
      if (answer.ok) {
        ack[op].push(performance.now() - t0);
      } else {
        errors[op] = (errors[op] ?? 0) + 1;
      }
    } catch {
      errors[op] = (errors[op] ?? 0) + 1;
    }
  };
  const begin = performance.now();
  const inflight: Promise<void>[] = [];
  const total = Math.round(perSecond * seconds);
  for (let i = 0; i < total; i++) {
    const wait = begin + (i * 1000) / perSecond - performance.now();
    if (wait > 0) {
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    const r = i % rooms.length;
    const room = rooms[r] as MixRoom;
    const known = cards[r] ?? [];
    const roll = Math.random();
    if (roll < 0.5 || known.length === 0) {
      const text = `mix ${randomUUID()}`;
      sentAt.set(text, performance.now());
      inflight.push(send('add', pick(room.guests), { columnId: room.columnId, text }));
    } else if (roll < 0.85) {
      // A like of a card already liked by that guest takes it back: still one operation.
      inflight.push(send('like', pick(room.guests), { cardId: pick(known) }));
    } else {
      inflight.push(send('drag', room.admin, { cardId: pick(known), toColumnId: room.columnId, toIndex: 0 }));
    }
  }
  await Promise.all(inflight);
  const elapsedMs = performance.now() - begin;
  await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));
  for (const stop of stops) {
    stop();
  }
  return { ack, errors, fanout, elapsedMs };
}
