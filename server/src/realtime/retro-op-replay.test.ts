import { randomUUID } from 'node:crypto';
import type { BoardCard, BoardColumn } from '@squadboard/domain/realtime/retro-board.events';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actions, notifications, retroCardLikes, retroCards, retros, workItems } from '../db/schema/index.ts';
import type { RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, realtimeSuite } from '../test-support/realtime-suite.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, nextMatching, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// An operation id remembers its first outcome for its sender and its event
// only. Another participant's op id, or the sender's own op id on another event, is never
// answered from that memory.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

/** A live retro with its lead and an admitted guest. */
async function liveRoom() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await clients.connect(org.lead);
  await request(admin, 'join', { room: retro.room });
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gus Guest') });
  await letIn(admin, guest, retro.room);
  const [column] = (await boardOf(admin)).columns;
  if (!column) {
    throw new Error('the template columns are missing');
  }
  return { retro, admin, guest, column };
}

/**
 * Records what `socket` hears of `events` until the admin's sentinel column reaches it: the
 * room's events arrive in the order they were sent, so whatever was sent before is in the list.
 */
function heardBefore(socket: RoomClient, events: readonly string[]) {
  const heard: string[] = [];
  const loose = socket as unknown as { on(event: string, listener: () => void): void };
  for (const event of events) {
    loose.on(event, () => heard.push(event));
  }
  return {
    async untilSentinel(admin: RoomClient, name: string): Promise<string[]> {
      const arrived = nextMatching<{ column: BoardColumn }>(
        socket,
        'addedTitle',
        (p) => p.column.name === name,
      );
      await request(admin, 'addTitle', { opId: randomUUID(), name });
      await arrived;
      return heard;
    },
  };
}

describe('operation ids', () => {
  it('refuses an op id reused for another event or by another participant, and broadcasts nothing', async () => {
    const { retro, admin, guest, column } = await liveRoom();
    const opId = randomUUID();
    const added = await request<Ack<{ card: BoardCard }>>(guest, 'add', {
      opId,
      columnId: column.id,
      text: 'Mine',
    });
    expect(added.ok).toBe(true);
    const cardId = added.ok ? added.card.id : '';

    const heard = heardBefore(admin, ['close', 'liked', 'added', 'deleted']);
    for (const [event, payload] of [
      ['close_retro', {}],
      ['like', { cardId }],
      ['delete', { cardId }],
      ['edit', { cardId, text: 'Changed' }],
    ] as const) {
      expect(await request(guest, event, { opId, ...payload }), event).toMatchObject({
        ok: false,
        code: 'OP_ID_REUSED',
      });
    }
    expect(await heard.untilSentinel(admin, 'Sentinel')).toEqual([]);

    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row?.status).toBe('INPROGRESS');
    expect(await t.db.select().from(retroCardLikes).where(eq(retroCardLikes.cardId, cardId))).toEqual([]);
    const cards = await t.db.select().from(retroCards).where(eq(retroCards.retroId, retro.id));
    expect(cards.map((c) => c.text)).toEqual(['Mine']);

    // Another participant's op id is checked afresh: the guest may not do what the admin did.
    const adminOpId = randomUUID();
    const told = next(guest, 'addedTitle');
    expect(await request(admin, 'addTitle', { opId: adminOpId, name: 'Ideas' })).toMatchObject({ ok: true });
    await told;

    const guestHeard = heardBefore(guest, ['close', 'addBlurToggle']);
    expect(await request(guest, 'close_retro', { opId: adminOpId })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await request(guest, 'addTitle', { opId: adminOpId, name: 'Ideas' })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await request(guest, 'blurMessage', { opId: adminOpId, on: true })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await guestHeard.untilSentinel(admin, 'Sentinel 2')).toEqual([]);
    const [after] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(after).toMatchObject({ status: 'INPROGRESS', blur: false });
    expect((await boardOf(admin)).columns.map((c) => c.name).slice(-3)).toEqual([
      'Sentinel',
      'Ideas',
      'Sentinel 2',
    ]);
  });

  it('gives the same sender retrying the same event its first outcome, for every kind of operation', async () => {
    const { retro, admin, guest, column } = await liveRoom();
    const addPayload = { opId: randomUUID(), columnId: column.id, text: 'Once' };
    const added = await request<Ack<{ card: BoardCard }>>(guest, 'add', addPayload);
    expect(await request(guest, 'add', addPayload)).toEqual(added);
    const cardId = added.ok ? added.card.id : '';

    const convert = {
      opId: randomUUID(),
      cardId,
      title: 'Do it once',
      description: 'Once only',
      ownerId: org.member.id,
      status: 'Open',
      priority: 'Medium',
      dueDate: null,
    };
    const converted = await request(admin, 'action', convert);
    expect(converted).toMatchObject({ ok: true });
    expect(await request(admin, 'action', convert)).toEqual(converted);
    expect(await t.db.select().from(actions).where(eq(actions.retroId, retro.id))).toHaveLength(1);
    // Its owner is told once, not again for the replay.
    const [action] = await t.db.select().from(actions).where(eq(actions.retroId, retro.id));
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.subjectId, action?.id ?? ''), eq(notifications.userId, org.member.id)));
    expect(told.map((n) => n.kind)).toEqual(['assignment']);
    // The convert's op id, sent again for another event of the same admin.
    expect(await request(admin, 'close_retro', { opId: convert.opId })).toMatchObject({
      code: 'OP_ID_REUSED',
    });
    // Another participant's op id: checked afresh, and a guest never converts.
    expect(await request(guest, 'action', convert)).toMatchObject({ code: 'FORBIDDEN' });

    // A card into the backlog: one work item however often it is sent, and its op id
    // is its own: not another event's, not another sender's.
    const backlog = {
      opId: randomUUID(),
      cardId,
      type: 'Task',
      title: 'Do it once',
      description: 'Once only',
    };
    const backlogged = await request(admin, 'backlog', backlog);
    expect(backlogged).toMatchObject({ ok: true });
    expect(await request(admin, 'backlog', backlog)).toEqual(backlogged);
    expect(await t.db.select().from(workItems).where(eq(workItems.retroId, retro.id))).toHaveLength(1);
    expect(await request(admin, 'backlog', { ...backlog, opId: convert.opId })).toMatchObject({
      code: 'OP_ID_REUSED',
    });
    expect(await request(guest, 'backlog', backlog)).toMatchObject({ code: 'FORBIDDEN' });

    const closeId = randomUUID();
    const closed = next<{ status: string }>(guest, 'close');
    const ended = await request<Ack<{ resultAt: string }>>(admin, 'close_retro', { opId: closeId });
    expect(ended.ok).toBe(true);
    expect((await closed).status).toBe('COMPLETED');
    expect(await request(admin, 'close_retro', { opId: closeId })).toEqual(ended);
    expect(await request(admin, 'addTitle', { opId: closeId, name: 'Late' })).toMatchObject({
      code: 'OP_ID_REUSED',
    });
    expect(await request(guest, 'close_retro', { opId: closeId })).toMatchObject({ code: 'FORBIDDEN' });
  });
});
