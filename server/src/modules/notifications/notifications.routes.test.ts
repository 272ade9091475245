import {
  DEFAULT_MAIL_PREFERENCES,
  NOTIFICATION_LIMITS,
} from '@squadboard/domain/notifications/notification.model';
import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** `count` notifications for `who`, a second apart, the newest last ("n0" … ). */
async function seed(who: OrgUser, count: number): Promise<void> {
  const start = Date.now() - count * 1000;
  await t.db.insert(notifications).values(
    Array.from({ length: count }, (_, i) => ({
      customerId: org.customerId,
      userId: who.id,
      kind: 'assignment' as const,
      subjectKind: 'action' as const,
      subjectId: `a${i}`,
      title: `n${i}`,
      link: '/actions',
      actorName: 'Lena Lead',
      createdAt: new Date(start + i * 1000),
    })),
  );
}

const page = (who: OrgUser, query = '') => api(t.app, who, 'GET', `/api/notifications${query}`);

describe('/api/notifications', () => {
  it('pages the caller’s own, newest first, with the unread count', async () => {
    await seed(org.member, 25);
    await seed(org.otherMember, 3);
    const first = await page(org.member);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: 25, unread: 25, page: 1, pageSize: NOTIFICATION_LIMITS.pageSize });
    expect(body.items).toHaveLength(20);
    expect(body.items[0]).toMatchObject({ title: 'n24', link: '/actions', readAt: null, kind: 'assignment' });
    const second = (await page(org.member, '?page=2')).json();
    expect(second.items.map((n: Notification) => n.title)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect((await api(t.app, org.member, 'GET', '/api/notifications/unread-count')).json()).toEqual({
      unread: 25,
    });
    expect((await page(org.member, '?page=0')).statusCode).toBe(400);
    expect((await page(org.member, '?unreadOnly=maybe')).statusCode).toBe(400);
    expect((await api(t.app, null, 'GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('marks one read, refuses another person’s, and marks all read', async () => {
    const items: Notification[] = (await page(org.member)).json().items;
    const [newest] = items;
    const read = await api(t.app, org.member, 'POST', `/api/notifications/${newest?.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ unread: 24 });
    // Again: still read once, nothing changes.
    expect((await api(t.app, org.member, 'POST', `/api/notifications/${newest?.id}/read`)).json()).toEqual({
      unread: 24,
    });
    const unreadOnly = (await page(org.member, '?unreadOnly=true')).json();
    expect(unreadOnly.total).toBe(24);
    expect(unreadOnly.items.some((n: Notification) => n.id === newest?.id)).toBe(false);

    const others = await page(org.otherMember);
    const theirs: Notification = others.json().items[0];
    const refused = await api(t.app, org.member, 'POST', `/api/notifications/${theirs.id}/read`);
    expect(refused.statusCode).toBe(404);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, theirs.id));
    expect(row?.readAt).toBeNull();
    expect((await api(t.app, org.member, 'POST', '/api/notifications/not-an-id/read')).statusCode).toBe(400);

    const all = await api(t.app, org.member, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ unread: 0 });
    expect((await page(org.member)).json().unread).toBe(0);
    // Nobody else's were touched.
    expect((await page(org.otherMember)).json().unread).toBe(3);
  });

  it('trims the oldest read ones beyond the limit, never unread ones', async () => {
    const who = org.lead;
    await seed(who, NOTIFICATION_LIMITS.keepPerUser + 2);
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, who.id), eq(notifications.title, 'n0')));
    // A new one arrives through the service (the actor is someone else of the organisation).
    await t.app.services.notifications.assigned(
      { id: org.admin.id, customerId: org.customerId },
      null,
      who.id,
      { kind: 'action', id: 'x', title: 'Trim me' },
    );
    const titles = (await t.db.select().from(notifications).where(eq(notifications.userId, who.id))).map(
      (row) => row.title,
    );
    // n0 was read and beyond the limit: gone; n1 is unread: kept.
    expect(titles).not.toContain('n0');
    expect(titles).toContain('n1');
    expect(titles.filter((title) => title.endsWith(' assigned Trim me to you'))).toHaveLength(1);
    expect(titles).toHaveLength(NOTIFICATION_LIMITS.keepPerUser + 2);
  });

  it('keeps mail preferences per person, defaults filling the gaps', async () => {
    const url = '/api/notifications/mail-preferences';
    expect((await api(t.app, org.otherLead, 'GET', url)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);
    const wanted = { ...DEFAULT_MAIL_PREFERENCES, mention: false, retro: true };
    const saved = await api(t.app, org.otherLead, 'PUT', url, wanted);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(wanted);
    expect((await api(t.app, org.otherLead, 'GET', url)).json()).toEqual(wanted);
    // Someone else's stay the defaults.
    expect((await api(t.app, org.admin, 'GET', url)).json()).toEqual(DEFAULT_MAIL_PREFERENCES);

    const missing = await api(t.app, org.otherLead, 'PUT', url, { mention: true });
    expect(missing.statusCode).toBe(400);
    const wrongType = await api(t.app, org.otherLead, 'PUT', url, { ...wanted, retro: 'yes' });
    expect(wrongType.statusCode).toBe(400);
    expect((await api(t.app, org.otherLead, 'GET', url)).json()).toEqual(wanted);
  });
});
