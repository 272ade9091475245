import type { NotificationEvent } from '@squadboard/domain/notifications/notification.schema';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../test-support/factories.ts';
import { type Ack, boardOf, guestPass, letIn, op, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
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
import { attachRealtime, type RealtimeGateway } from './gateway.ts';

// A browser tab holds one socket for everything live (web/src/lib/live-socket.ts): the bell,
// a retro room, the sprint board. Leaving a page no longer closes it, so the server has to hear
// `leave` and `sprint:unwatch` and do what a closing socket did: the room hears '{name} has left',
// the edit locks go, a knock is withdrawn, the board stops sending items.

const namesOf = (people: readonly { name: string }[]) => people.map((p) => p.name);

/** A comment on a new work item of the squad that mentions `whom`: their bell's news. */
async function mention(t: TestApp, by: OrgUser, whom: OrgUser, squadId: string): Promise<WorkItem> {
  const created = await api(t.app, by, 'POST', '/api/work-items', { squadId, type: 'Story', title: 'Ping' });
  expect(created.statusCode, created.body).toBe(201);
  const item: WorkItem = created.json().item;
  const comment = await api(t.app, by, 'POST', `/api/work-items/${item.id}/comments`, {
    body: `<p><span data-type="mention" data-id="${whom.id}" data-label="You">@You</span></p>`,
  });
  expect(comment.statusCode, comment.body).toBe(201);
  return item;
}

const itemTitled = (socket: RoomClient, title: string) =>
  nextMatching<{ item: WorkItem }>(socket, 'sprint:item', (p) => p.item.title === title);

describe('one socket, the room left without closing it', () => {
  const suite = realtimeSuite();
  const { clients } = suite;

  async function guest(meetingId: string, name: string): Promise<RoomClient> {
    return clients.connect({ guestToken: await guestPass(suite.t, meetingId, name) });
  }

  it('tells the room someone left, frees their edit locks, and answers nothing of the room after', async () => {
    const { t, org } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const ann = await guest(retro.meetingId, 'Ann Leaving');
    await letIn(admin, ann, retro.room);
    const [column] = (await boardOf(admin)).columns;
    const added = await op<{ card: BoardCard }>(ann, 'add', { columnId: column?.id, text: 'Mine' });
    if (!added.ok) {
      throw new Error(added.message);
    }
    expect(await request(ann, 'editing', { target: 'card', id: added.card.id, on: true })).toEqual({
      ok: true,
      locked: true,
    });

    const left = next<{ id: string; name: string }>(admin, 'left');
    const freed = nextMatching<{ id: string; by: string | null }>(
      admin,
      'editing',
      (p) => p.id === added.card.id && p.by === null,
    );
    expect(await request(ann, 'leave', {})).toEqual({ ok: true });
    expect((await left).name).toBe('Ann Leaving');
    await freed;
    expect((await boardOf(admin)).cards.find((c) => c.id === added.card.id)?.editingBy).toBeNull();

    // Still connected, no longer in the room: the board refuses her, a newcomer does not see her.
    expect(ann.connected).toBe(true);
    expect(await request(ann, 'sync', {})).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });
    const carl = await guest(retro.meetingId, 'Carl After');
    expect(namesOf(await letIn(admin, carl, retro.room).then((s) => s.participants))).not.toContain(
      'Ann Leaving',
    );
    // Leaving twice, or from nowhere, changes nothing.
    expect(await request(ann, 'leave', {})).toEqual({ ok: true });
  });

  it('withdraws a knock when the knocking page leaves', async () => {
    const { t, org } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const kim = await guest(retro.meetingId, 'Kim Knocks');
    const knocked = nextMatching<{ waiting: WaitingEntry[] }>(admin, 'userJoin', (p) => p.waiting.length > 0);
    expect(await request(kim, 'join', { room: retro.room })).toMatchObject({ state: 'waiting' });
    const [entry] = (await knocked).waiting;

    const gone = next<{ ids: string[] }>(admin, 'waitingLeft');
    expect(await request(kim, 'leave', {})).toEqual({ ok: true });
    expect(await gone).toEqual({ ids: [entry?.id] });
    expect(await request(admin, 'admit', { decision: 'admit', all: true })).toMatchObject({ admitted: 0 });
  });

  it('moves one socket from a retro to another: the first room hears it leave', async () => {
    const { t, org } = suite;
    const first = await createRetro(t, org.lead, org.squad.id, { title: 'First room' });
    const second = await createRetro(t, org.lead, org.squad.id, { title: 'Second room' });
    const tab = await clients.connect(org.lead);
    const entered = await request<{ snapshot: RoomSnapshot }>(tab, 'join', { room: first.room });
    const ann = await guest(first.meetingId, 'Ann Stays');
    await letIn(tab, ann, first.room);

    const left = next<{ id: string; name: string }>(ann, 'left');
    expect(await request(tab, 'leave', {})).toEqual({ ok: true });
    const moved = await request<Ack<{ snapshot: RoomSnapshot }>>(tab, 'join', { room: second.room });
    expect(await left).toEqual({ id: entered.snapshot.me.id, name: entered.snapshot.me.name });
    expect(moved).toMatchObject({ ok: true, state: 'admitted' });
    expect(moved.ok && moved.snapshot.retro.title).toBe('Second room');
    // The board it syncs is the second retro's: none of the first one's columns.
    const firstColumns = new Set((await boardOf(ann)).columns.map((c) => c.id));
    const secondBoard = await boardOf(tab);
    expect(secondBoard.columns.length).toBeGreaterThan(0);
    expect(secondBoard.columns.filter((c) => firstColumns.has(c.id))).toEqual([]);
  });

  it('seats nobody when the page left while its join was under way', async () => {
    const { t, org } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id);
    const admin = await clients.connect(org.lead);
    await request(admin, 'join', { room: retro.room });
    const ann = await guest(retro.meetingId, 'Ann Quick');
    await letIn(admin, ann, retro.room);
    const tab = await clients.connect(org.lead);

    // Sent together, as a page mounted and unmounted at once: whichever way they cross, the tab
    // ends up out of the room (the join is refused, or the leave undoes it).
    const [joined, leftAck] = await Promise.all([
      request<Ack>(tab, 'join', { room: retro.room }),
      request<Ack>(tab, 'leave', {}),
    ]);
    expect(leftAck).toEqual({ ok: true });
    expect(joined.ok || joined.code === 'NOT_IN_ROOM').toBe(true);
    expect(await request(tab, 'sync', {})).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });
  });

  it('goes from a room to the sprint board and back out on one socket', async () => {
    const { t, org } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id);
    const tab = await clients.connect(org.lead);
    const reference = await clients.connect(org.member);
    await request(tab, 'join', { room: retro.room });
    expect(await request(tab, 'leave', {})).toEqual({ ok: true });
    expect(await request(tab, 'sprint:watch', { squadId: org.squad.id })).toEqual({ ok: true });
    expect(await request(reference, 'sprint:watch', { squadId: org.squad.id })).toEqual({ ok: true });

    const heard = itemTitled(tab, 'Seen on the board');
    await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: org.squad.id,
      type: 'Task',
      title: 'Seen on the board',
    });
    await heard;

    expect(await request(tab, 'sprint:unwatch', { squadId: org.squad.id })).toEqual({ ok: true });
    const items: string[] = [];
    tab.on('sprint:item', ({ item }) => items.push(item.title));
    // The reference watcher hears the change; the tab hears it too only if it still watched, and
    // would have before the acknowledged round trip below comes back.
    const referenceHeard = itemTitled(reference, 'After unwatch');
    await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: org.squad.id,
      type: 'Task',
      title: 'After unwatch',
    });
    await referenceHeard;
    await request(tab, 'sprint:unwatch', { squadId: org.squad.id });
    expect(items).toEqual([]);
  });
});

describe("a signed-in tab's one connection", () => {
  // One socket a person: a second connection of the tab (the bell's, say) would be refused.
  let t: TestApp;
  let org: RetroOrg;
  let gateway: RealtimeGateway | null = null;
  const clients = new RoomClients(() => urlOf(t.app));
  beforeAll(async () => {
    t = await createTestApp({ env: { SOCKETS_PER_USER: '1' } });
    gateway = await attachRealtime(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    org = await createRetroOrg(t);
  });
  afterAll(async () => {
    clients.closeAll();
    await gateway?.close();
    await t?.close();
  });

  it('carries the bell, a retro room and the sprint board within SOCKETS_PER_USER = 1', async () => {
    const tab = await clients.connect(org.lead);
    expect(await clients.handshake({ token: org.lead.token ?? undefined })).toBe('TOO_MANY_CONNECTIONS');

    const retro = await createRetro(t, org.lead, org.squad.id);
    expect(await request(tab, 'join', { room: retro.room })).toMatchObject({ state: 'admitted' });
    const ann = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Ann Watching') });
    await letIn(tab, ann, retro.room);
    expect(await request(tab, 'sprint:watch', { squadId: org.squad.id })).toEqual({ ok: true });

    // In the room and on the board at once, and the bell rings on the same socket.
    const rang = next<NotificationEvent>(tab, 'notification:new');
    const onBoard = itemTitled(tab, 'Ping');
    await mention(t, org.member, org.lead, org.squad.id);
    expect((await rang).notification).toMatchObject({ kind: 'mention' });
    await onBoard;

    // Out of the room and off the board, the bell still rings; the room heard the lead leave.
    const left = next<{ name: string }>(ann, 'left');
    expect(await request(tab, 'leave', {})).toEqual({ ok: true });
    expect(await request(tab, 'sprint:unwatch', { squadId: org.squad.id })).toEqual({ ok: true });
    await left;
    const rangAgain = next<NotificationEvent>(tab, 'notification:new');
    await mention(t, org.member, org.lead, org.squad.id);
    expect((await rangAgain).unread).toBe(2);
    expect(await clients.handshake({ token: org.lead.token ?? undefined })).toBe('TOO_MANY_CONNECTIONS');
  });
});
