import type { BoardCard, BoardColumn } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actions, retros, users } from '../db/schema/index.ts';
import { addUser, createSquad, type OrgUser, type RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// A seat keeps the role it had at join, but every admin-only operation asks the
// database who the sender is now. A lead replaced while their socket is open loses the admin's
// powers at once, the new lead gains them, and each is asked to join again so the page follows.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Joined = Ack<{ state: 'admitted'; snapshot: RoomSnapshot } | { state: 'waiting'; returning: boolean }>;

async function roleAfterJoin(socket: RoomClient, room: string): Promise<string | undefined> {
  const joined = await request<Joined>(socket, 'join', { room });
  return joined.ok && joined.state === 'admitted' ? joined.snapshot.role : undefined;
}

/** A guest knocking at the door of the room. */
async function guestKnocks(retro: { meetingId: string; room: string }): Promise<RoomClient> {
  const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gwen Guest') });
  expect(await request(guest, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
  return guest;
}

function convertForm(cardId: string) {
  return {
    cardId,
    title: 'Follow up',
    description: 'From the board',
    ownerId: org.member.id,
    status: 'Open',
    priority: 'Medium',
    dueDate: null,
  };
}

/** Every admin-only operation of the room, against this board's column and someone else's card. */
function adminOps(column: BoardColumn, card: BoardCard) {
  return [
    ['addTitle', { name: 'Ideas' }, 'FORBIDDEN'],
    ['editTitle', { columnId: column.id, name: 'Renamed' }, 'FORBIDDEN'],
    ['moveTitle', { columnId: column.id, toIndex: 2 }, 'FORBIDDEN'],
    ['blurMessage', { on: true }, 'FORBIDDEN'],
    ['startTimer', { seconds: 120 }, 'FORBIDDEN'],
    ['stopTimer', {}, 'FORBIDDEN'],
    ['edit', { cardId: card.id, text: 'Rewritten' }, 'NOT_YOUR_CARD'],
    ['action', convertForm(card.id), 'FORBIDDEN'],
    ['delete', { cardId: card.id }, 'NOT_YOUR_CARD'],
    ['deleteTitle', { columnId: column.id }, 'FORBIDDEN'],
    ['close_retro', {}, 'FORBIDDEN'],
  ] as const;
}

/**
 * A live retro of a new squad led by org.lead, with the squad's member and org.otherLead (the
 * lead to be) let in as RETRO_USERs.
 */
async function roomWithNextLead() {
  const squad = await createSquad(t, org, { memberIds: [org.member.id, org.otherLead.id] });
  const retro = await createRetro(t, org.lead, squad.id);
  const oldLead = await clients.connect(org.lead);
  expect(await roleAfterJoin(oldLead, retro.room)).toBe('RETRO_ADMIN');
  const member = await clients.connect(org.member);
  expect((await letIn(oldLead, member, retro.room)).role).toBe('RETRO_USER');
  const newLead = await clients.connect(org.otherLead);
  expect((await letIn(oldLead, newLead, retro.room)).role).toBe('RETRO_USER');
  return { squad, retro, oldLead, member, newLead };
}

describe('roles that change while a socket is open', () => {
  it('takes the admin powers from a replaced lead at once and gives them to the new lead', async () => {
    const { squad, retro, oldLead, member, newLead } = await roomWithNextLead();

    const [column] = (await boardOf(member)).columns;
    if (!column) {
      throw new Error('the template columns are missing');
    }
    const added = await op<{ card: BoardCard }>(member, 'add', { columnId: column.id, text: 'My card' });
    const card = added.ok ? added.card : null;
    if (!card) {
      throw new Error('the member could not add a card');
    }
    expect(await op(oldLead, 'startTimer', { seconds: 300 })).toMatchObject({ ok: true });

    const replaced = await api(t.app, org.admin, 'PATCH', `/api/squads/${squad.id}`, {
      leadId: org.otherLead.id,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);

    // The first refusal also tells the old lead's page to join again, as a Retro User now.
    const reseated = next(oldLead, 'admitted');
    for (const [event, payload, code] of adminOps(column, card)) {
      expect(await op(oldLead, event, payload), event).toMatchObject({ ok: false, code });
    }
    expect(await request(oldLead, 'editing', { target: 'column', id: column.id, on: true })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await request(oldLead, 'editing', { target: 'card', id: card.id, on: true })).toMatchObject({
      code: 'NOT_YOUR_CARD',
    });
    await reseated;
    const heardWaiting: unknown[] = [];
    oldLead.on('userJoin', (payload) => heardWaiting.push(payload));
    const guest = await guestKnocks(retro);
    // Anything sent to the old lead before this answer has arrived by now.
    await boardOf(oldLead);
    expect(heardWaiting).toEqual([]);
    expect(await request(oldLead, 'admit', { decision: 'deny', all: true })).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await roleAfterJoin(oldLead, retro.room)).toBe('RETRO_USER');

    // Nothing changed.
    const board = await boardOf(member);
    expect(board.columns.map((c) => c.name)).toEqual(['Went well', 'To improve', 'Action items']);
    expect(board.cards.map((c) => [c.text, c.actionIds])).toEqual([['My card', []]]);
    expect(board).toMatchObject({ blur: false, timer: { running: true } });
    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row?.status).toBe('INPROGRESS');
    expect(await t.db.select().from(actions).where(eq(actions.retroId, retro.id))).toEqual([]);

    // The new lead's socket joined as a Retro User; the database says admin now.
    const promoted = next(newLead, 'admitted');
    expect(await op(newLead, 'addTitle', { name: 'Ideas' })).toMatchObject({ ok: true });
    await promoted;
    expect(await op(newLead, 'edit', { cardId: card.id, text: 'Edited by the lead' })).toMatchObject({
      ok: true,
    });
    expect(await request(newLead, 'admit', { decision: 'admit', all: true })).toMatchObject({ admitted: 1 });
    expect(await roleAfterJoin(newLead, retro.room)).toBe('RETRO_ADMIN');
    expect(await roleAfterJoin(guest, retro.room)).toBe('RETRO_USER');

    // The member's own card stays theirs to change.
    expect(await op(member, 'edit', { cardId: card.id, text: 'Mine again' })).toMatchObject({ ok: true });
    expect(await request(member, 'editing', { target: 'card', id: card.id, on: true })).toMatchObject({
      locked: true,
    });
    expect(await op(newLead, 'close_retro')).toMatchObject({ ok: true });
  });

  it('refuses a Super Admin demoted, or an account deactivated, since they joined', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const enter = async (user: OrgUser) => {
      const socket = await clients.connect(user);
      expect(await roleAfterJoin(socket, retro.room)).toBe('RETRO_ADMIN');
      return socket;
    };
    const demoted = await addUser(t, org.customerId, 'SUPER_ADMIN');
    const deactivated = await addUser(t, org.customerId, 'SUPER_ADMIN');
    const demotedSocket = await enter(demoted);
    const deactivatedSocket = await enter(deactivated);
    // Straight in the database: no screen demotes a Super Admin, and the Permissions screen's
    // deactivation also closes the sockets; the room must hold either way.
    await t.db.update(users).set({ role: 'SQUAD_MEMBER' }).where(eq(users.id, demoted.id));
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, deactivated.id));

    for (const socket of [demotedSocket, deactivatedSocket]) {
      expect(await op(socket, 'blurMessage', { on: true })).toMatchObject({ code: 'FORBIDDEN' });
      expect(await op(socket, 'close_retro')).toMatchObject({ code: 'FORBIDDEN' });
    }
    const [row] = await t.db.select().from(retros).where(eq(retros.id, retro.id));
    expect(row).toMatchObject({ status: 'INPROGRESS', blur: false });
  });

  it('asks the open rooms of the old and the new lead to join again as soon as the squad changes lead', async () => {
    const { squad, retro, oldLead, member, newLead } = await roomWithNextLead();

    const toOld = next(oldLead, 'admitted');
    const toNew = next(newLead, 'admitted');
    const toMember: unknown[] = [];
    member.on('admitted', () => toMember.push('admitted'));
    const heardWaiting: unknown[] = [];
    oldLead.on('userJoin', (payload) => heardWaiting.push(payload));
    // The API call alone: the squads service announces the change, the gateway re-seats both.
    const changed = await api(t.app, org.admin, 'PATCH', `/api/squads/${squad.id}`, {
      leadId: org.otherLead.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await Promise.all([toOld, toNew]);
    // Out of the admins' room at once, before the page has even joined again.
    await guestKnocks(retro);
    await Promise.all([boardOf(oldLead), boardOf(member)]);
    expect(heardWaiting).toEqual([]);
    expect(toMember).toEqual([]);

    expect(await roleAfterJoin(oldLead, retro.room)).toBe('RETRO_USER');
    expect(await request(newLead, 'join', { room: retro.room })).toMatchObject({
      snapshot: { role: 'RETRO_ADMIN', waiting: [{ name: 'Gwen Guest' }] },
    });
  });
});
