import type { NotificationEvent } from '@squadboard/domain/notifications/notification.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { addUser, insertSquad } from '../test-support/factories.ts';
import { guestPass, letIn, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, nextMatching, request } from '../test-support/room-client.ts';

// Notifications reach the recipient's own room live: every tab of theirs hears a new
// one and the count after a read; nobody else hears them. A guest's knock is for that room's
// admins only, and is handled for all of them once answered.

const suite = realtimeSuite();

describe('notifications over the socket', () => {
  it('a mention shows in the recipient’s tabs at once, and a read in one tab moves the others’ count', async () => {
    const { t, org, clients } = suite;
    const tabA = await clients.connect({ token: org.lead.token });
    const tabB = await clients.connect({ token: org.lead.token });
    const bystander = await clients.connect({ token: org.otherMember.token });
    let overheard = 0;
    bystander.on('notification:new', () => {
      overheard += 1;
    });

    const created = await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: org.squad.id,
      type: 'Story',
      title: 'Live one',
    });
    const item = created.json().item;
    const heardA = next<NotificationEvent>(tabA, 'notification:new');
    const heardB = next<NotificationEvent>(tabB, 'notification:new');
    const comment = await api(t.app, org.member, 'POST', `/api/work-items/${item.id}/comments`, {
      body: `<p><span data-type="mention" data-id="${org.lead.id}" data-label="Lena">@Lena</span></p>`,
    });
    expect(comment.statusCode).toBe(201);
    const [a, b] = await Promise.all([heardA, heardB]);
    expect(a.unread).toBe(1);
    expect(a.notification).toMatchObject({ kind: 'mention', link: `/edit-tab/work-item/${item.id}` });
    expect(b.notification.id).toBe(a.notification.id);

    const counted = next<{ unread: number }>(tabB, 'notification:count');
    const read = await api(t.app, org.lead, 'POST', `/api/notifications/${a.notification.id}/read`);
    expect(read.json()).toEqual({ unread: 0 });
    expect(await counted).toEqual({ unread: 0 });
    expect(overheard).toBe(0);
  });

  it('a guest knocking tells the room’s admins only, once, and the answer handles it for all', async () => {
    const { t, org, clients } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id, { title: 'Open door' });
    // Two Super Admins: one in the room, one elsewhere (not this room's business).
    const present = await addUser(t, org.customerId, 'SUPER_ADMIN', { firstName: 'Sue' });
    const presentTab = await clients.connect({ token: present.token });
    expect(await request(presentTab, 'join', { room: retro.room })).toMatchObject({
      ok: true,
      state: 'admitted',
    });
    const elsewhereTab = await clients.connect({ token: org.admin.token });
    let elsewhereHeard = 0;
    elsewhereTab.on('notification:new', () => {
      elsewhereHeard += 1;
    });
    const leadTab = await clients.connect({ token: org.lead.token });
    const heard = next<NotificationEvent>(leadTab, 'notification:new');

    const token = await guestPass(t, retro.meetingId, 'Gus');
    const guest = await clients.connect({ guestToken: token });
    const knocked = nextMatching<{ waiting: { id: string }[] }>(
      presentTab,
      'userJoin',
      (p) => p.waiting.length > 0,
    );
    const knock = await request<{ ok: boolean; state: string }>(guest, 'join', { room: retro.room });
    expect(knock).toMatchObject({ ok: true, state: 'waiting' });

    // The squad's lead hears it wherever they are.
    expect((await heard).notification).toMatchObject({
      kind: 'guest_waiting',
      title: 'Gus is waiting to join "Open door"',
      link: `/retro-session/${retro.room}`,
    });
    // One statement stores every recipient's row: once the lead's is there, all are.
    await vi.waitFor(async () => expect(await waitingNotes(retro.id, org.lead.id)).toHaveLength(1));
    expect(await waitingNotes(retro.id, present.id)).toHaveLength(1);
    expect(await waitingNotes(retro.id, org.admin.id)).toHaveLength(0);
    expect(await waitingNotes(retro.id, org.member.id)).toHaveLength(0);
    expect(elsewhereHeard).toBe(0);

    // The same guest knocking again (another tab) tells nobody twice.
    const again = await clients.connect({ guestToken: token });
    expect(await request(again, 'join', { room: retro.room })).toMatchObject({ ok: true, state: 'waiting' });

    // The admin in the room declines: the notice is handled for the lead too, whose bell follows.
    const { waiting } = await knocked;
    const counted = nextMatching<{ unread: number }>(leadTab, 'notification:count', () => true);
    expect(
      await request(presentTab, 'admit', { decision: 'deny', participantIds: waiting.map((w) => w.id) }),
    ).toMatchObject({ ok: true, denied: 1 });
    const leadCount = await counted;
    for (const userId of [org.lead.id, present.id]) {
      const [note] = await waitingNotes(retro.id, userId);
      expect(note?.readAt).not.toBeNull();
    }
    expect(leadCount.unread).toBe(
      (await api(t.app, org.lead, 'GET', '/api/notifications/unread-count')).json().unread,
    );
    expect(await waitingNotes(retro.id, org.admin.id)).toHaveLength(0);
    expect(await waitingNotes(retro.id, org.lead.id)).toHaveLength(1);
  });

  it('tells every Super Admin when nobody else runs the retro, and admitting handles it', async () => {
    const { t, org, clients } = suite;
    const squadId = await insertSquad(t, org.customerId, {
      name: 'No lead here',
      memberIds: [org.member.id],
    });
    const retro = await createRetro(t, org.admin, squadId, { title: 'Leaderless' });
    const adminTab = await clients.connect({ token: org.admin.token });
    expect(await request(adminTab, 'join', { room: retro.room })).toMatchObject({
      ok: true,
      state: 'admitted',
    });
    const away = await addUser(t, org.customerId, 'SUPER_ADMIN', { firstName: 'Abe' });
    const awayTab = await clients.connect({ token: away.token });
    const heard = next<NotificationEvent>(awayTab, 'notification:new');

    const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gail') });
    await letIn(adminTab, guest, retro.room);
    expect((await heard).notification).toMatchObject({
      kind: 'guest_waiting',
      title: 'Gail is waiting to join "Leaderless"',
    });
    // Let in: the notice is read for the Super Admin who was away too.
    await vi.waitFor(async () => {
      const [note] = await waitingNotes(retro.id, away.id);
      expect(note?.readAt).not.toBeNull();
    });
  });
});

function waitingNotes(retroId: string, userId: string) {
  return suite.t.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'guest_waiting'),
        eq(notifications.subjectId, retroId),
      ),
    );
}
