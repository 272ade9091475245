import type { BoardCard, BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import type { WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retroCards, retroColumns } from '../db/schema/index.ts';
import { createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { boardOf, op } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import {
  next,
  nextMatching,
  type RoomClient,
  RoomClients,
  request,
  urlOf,
} from '../test-support/room-client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import type { Schedule } from './board-timers.ts';
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// Edit locks and the end of the countdown over real sockets: a lock goes on save, on
// cancel, when the editor's socket closes, and 30 s after the last renewal; the room hears when
// the countdown reaches zero. The gateway's timers wait on a schedule this file fires by hand.

let t: TestApp;
let org: RetroOrg;
let gateway: RealtimeGateway | null = null;
const clients = new RoomClients(() => urlOf(t.app));
const due: { run: () => Promise<void>; ms: number; cancelled: boolean }[] = [];
const schedule: Schedule = (run, ms) => {
  const entry = { run, ms, cancelled: false };
  due.push(entry);
  return () => {
    entry.cancelled = true;
  };
};

/** Fires the timers scheduled for about `ms` and waits for what they do. */
async function fire(ms: number): Promise<void> {
  const runs = due
    .filter((d) => !d.cancelled && Math.abs(d.ms - ms) < 1_000)
    .map((d) => {
      d.cancelled = true;
      return d.run();
    });
  expect(runs.length).toBeGreaterThan(0);
  await Promise.all(runs);
}

beforeAll(async () => {
  t = await createTestApp();
  gateway = await attachRealtime(t.app, { schedule });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  org = await createRetroOrg(t);
});
afterAll(async () => {
  clients.closeAll();
  await gateway?.close();
  await t?.close();
});

/** A live retro with its lead, a second tab of the lead, and a guest who wrote a card. */
async function liveBoard() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/retros/meeting/${retro.meetingId}/guest`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ name: 'Ann Author' }),
  });
  const ann = await clients.connect({ guestToken: response.json().token });
  const knocked = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) => p.waiting.length > 0);
  await request(ann, 'join', { room: retro.room });
  const admitted = next(ann, 'admitted');
  await request(admin, 'admit', { decision: 'admit', participantIds: [(await knocked).waiting[0]?.id] });
  await admitted;
  await request(ann, 'join', { room: retro.room });
  const secondTab = await clients.connect(org.lead);
  await request(secondTab, 'join', { room: retro.room });

  const [column] = (await boardOf(admin)).columns;
  const added = await op<{ card: BoardCard }>(ann, 'add', { columnId: column?.id, text: 'Lock me' });
  if (!added.ok || !column) {
    throw new Error('the board is not ready');
  }
  return { retro, admin, ann, secondTab, column, card: added.card };
}

const editing = (socket: RoomClient, id: string, by: 'someone' | null) =>
  nextMatching<{ id: string; by: string | null }>(
    socket,
    'editing',
    (p) => p.id === id && (by === null ? p.by === null : p.by !== null),
  );

describe('edit locks over the socket', () => {
  it('go on save and on cancel', async () => {
    const { admin, ann, card } = await liveBoard();
    const taken = editing(admin, card.id, 'someone');
    expect(await request(ann, 'editing', { target: 'card', id: card.id, on: true })).toEqual({
      ok: true,
      locked: true,
    });
    await taken;
    const cancelled = editing(admin, card.id, null);
    await request(ann, 'editing', { target: 'card', id: card.id, on: false });
    await cancelled;

    await request(ann, 'editing', { target: 'card', id: card.id, on: true });
    const saved = next<{ card: BoardCard }>(admin, 'edited');
    await op(ann, 'edit', { cardId: card.id, text: 'Saved' });
    expect((await saved).card).toMatchObject({ text: 'Saved', editingBy: null });
    expect((await boardOf(admin)).cards[0]?.editingBy).toBeNull();
  });

  it("go when the editor's socket closes, though its person is still in the room", async () => {
    const { admin, secondTab, column } = await liveBoard();
    const taken = editing(admin, column.id, 'someone');
    await request(secondTab, 'editing', { target: 'column', id: column.id, on: true });
    await taken;
    const freed = editing(admin, column.id, null);
    secondTab.close();
    await freed;
    expect((await boardOf(admin)).columns[0]?.editingBy).toBeNull();
  });

  it('lapse 30 s after the last renewal: the node that took one frees it and tells the room', async () => {
    const { admin, ann, card } = await liveBoard();
    await request(ann, 'editing', { target: 'card', id: card.id, on: true });
    await t.db
      .update(retroCards)
      .set({ editingAt: new Date(Date.now() - EDIT_LOCK.ttlMs) })
      .where(eq(retroCards.id, card.id));
    const freed = editing(admin, card.id, null);
    await fire(EDIT_LOCK.ttlMs);
    await freed;
    expect(await request(admin, 'editing', { target: 'card', id: card.id, on: true })).toMatchObject({
      locked: true,
    });
  });

  it('lapsed with no timer left to free them (their node went away), are freed by the next sync', async () => {
    const { admin, ann, column } = await liveBoard();
    await request(admin, 'editing', { target: 'column', id: column.id, on: true });
    for (const d of due) {
      d.cancelled = true; // the node that took it is gone
    }
    await t.db
      .update(retroColumns)
      .set({ editingAt: new Date(Date.now() - EDIT_LOCK.ttlMs - 1_000) })
      .where(eq(retroColumns.id, column.id));
    const freed = editing(admin, column.id, null);
    expect((await boardOf(ann)).columns.find((c) => c.id === column.id)?.editingBy).toBeNull();
    await freed;
  });
});

describe('the countdown over the socket', () => {
  it('tells everyone once when it reaches zero', async () => {
    const { admin, ann } = await liveBoard();
    await op(admin, 'startTimer', { seconds: 60 });
    const heard = [
      next<{ timer: BoardTimer }>(ann, 'emit_sound'),
      next<{ timer: BoardTimer }>(admin, 'emit_sound'),
    ];
    await fire(60_000);
    for (const sound of await Promise.all(heard)) {
      expect(sound.timer).toEqual({ running: false, seconds: 0, endsAt: null });
    }
    expect((await boardOf(ann)).timer).toEqual({ running: false, seconds: 0, endsAt: null });
  });

  it('is silent when stopped before its end', async () => {
    const { admin } = await liveBoard();
    await op(admin, 'startTimer', { seconds: 120 });
    await op(admin, 'stopTimer', {});
    expect(due.filter((d) => !d.cancelled && d.ms > 100_000)).toEqual([]);
  });
});
