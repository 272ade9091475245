import type { NotificationEvent } from '@squadboard/domain/notifications/notification.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { notifications } from '../db/schema/index.ts';
import { guestPass, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, request } from '../test-support/room-client.ts';

// Notifications reach the recipient's own room live (issue 19): every tab of theirs hears a new
// one and the count after a read; nobody else hears them.

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

  it('a guest knocking tells the retro’s admins once', async () => {
    const { t, org, clients } = suite;
    const retro = await createRetro(t, org.lead, org.squad.id, { title: 'Open door' });
    const adminTab = await clients.connect({ token: org.admin.token });
    const heard = next<NotificationEvent>(adminTab, 'notification:new');

    const token = await guestPass(t, retro.meetingId, 'Gus');
    const guest = await clients.connect({ guestToken: token });
    const knock = await request<{ ok: boolean; state: string }>(guest, 'join', { room: retro.room });
    expect(knock).toMatchObject({ ok: true, state: 'waiting' });

    expect((await heard).notification).toMatchObject({
      kind: 'guest_waiting',
      title: 'Gus is waiting to join "Open door"',
      link: `/retro-session/${retro.room}`,
    });
    const waitingNotes = (userId: string) =>
      t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'guest_waiting')));
    // The squad's lead (a Squad Admin) administers the retro too; a plain member does not.
    await vi.waitFor(async () => expect(await waitingNotes(org.lead.id)).toHaveLength(1));
    expect(await waitingNotes(org.member.id)).toHaveLength(0);

    // The same guest knocking again (another tab) tells nobody twice.
    const again = await clients.connect({ guestToken: token });
    expect(await request(again, 'join', { room: retro.room })).toMatchObject({ ok: true, state: 'waiting' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await waitingNotes(org.admin.id)).toHaveLength(1);
  });
});
