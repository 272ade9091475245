import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUser,
  createRetroOrg,
  createSquad,
  type OrgUser,
  type RetroOrg,
} from '../test-support/factories.ts';
import { api } from '../test-support/request.ts';
import { createActionRegister, createRetro, inHours } from '../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import {
  actionRegisterCounts,
  actionRegisters,
  customers,
  notificationCounts,
  notifications,
  retroCounts,
  retros,
  squadCounts,
  squads,
  userCounts,
  users,
} from './schema/index.ts';

// The list counts of migration 0025: the Users, Squads, Project view, retro and
// notification lists read a counter kept by a trigger instead of counting their rows on every
// page. Two promises: the counters always agree with the rows, and the lists read them.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** Every counter row that disagrees with a count of its table's rows, across the database. */
async function drift(): Promise<unknown[]> {
  const result = await t.db.execute(sql`
    with kept as (
      select 'users' as list, customer_id::text as k1, status as k2, n from user_counts
      union all select 'squads', customer_id::text, '', n from squad_counts
      union all select 'registers', customer_id::text, status, n from action_register_counts
      union all select 'retros', squad_id::text, status, n from retro_counts
      union all select 'notifications', user_id::text, unread::text, n from notification_counts
    ), counted as (
      select 'users' as list, customer_id::text as k1, status as k2, count(*)::int as n from users
        where role <> 'SUPER_ADMIN' group by 1, 2, 3
      union all select 'squads', customer_id::text, '', count(*)::int from squads group by 1, 2, 3
      union all select 'registers', customer_id::text, status, count(*)::int from registers group by 1, 2, 3
      union all select 'retros', squad_id::text, status, count(*)::int from retros group by 1, 2, 3
      union all select 'notifications', user_id::text, (read_at is null)::text, count(*)::int
        from notifications group by 1, 2, 3
    )
    select coalesce(kept.list, counted.list) as list, kept.k1, kept.k2, kept.n as kept, counted.n as counted
    from kept full join counted using (list, k1, k2)
    where coalesce(kept.n, 0) <> coalesce(counted.n, 0)`);
  // PGlite and node-postgres both answer { rows }.
  return (result as unknown as { rows: unknown[] }).rows;
}

async function notify(user: OrgUser, count: number): Promise<string[]> {
  const rows = await t.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        customerId: org.customerId,
        userId: user.id,
        kind: 'assignment' as const,
        subjectKind: 'action' as const,
        subjectId: `a-${i}`,
        title: `Action ${i}`,
        link: '/actions',
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

async function total(user: OrgUser, url: string): Promise<number> {
  const response = await api(t.app, user, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().total;
}

/** Moves one counter row of each list by `by`: the one each list's default view reads. */
async function moveCounters(by: number): Promise<void> {
  const moved = { n: sql`n + ${by}` };
  await t.db
    .update(userCounts)
    .set(moved)
    .where(and(eq(userCounts.customerId, org.customerId), eq(userCounts.status, 'ACTIVE')));
  await t.db.update(squadCounts).set(moved).where(eq(squadCounts.customerId, org.customerId));
  await t.db
    .update(actionRegisterCounts)
    .set(moved)
    .where(and(eq(actionRegisterCounts.customerId, org.customerId), eq(actionRegisterCounts.status, 'Open')));
  await t.db
    .update(retroCounts)
    .set(moved)
    .where(and(eq(retroCounts.squadId, org.squad.id), eq(retroCounts.status, 'INPROGRESS')));
  await t.db.update(notificationCounts).set(moved).where(eq(notificationCounts.userId, org.lead.id));
}

describe('list counts', () => {
  it('follow every insert, change of key and delete, also cascades', async () => {
    // Users: deactivated, promoted to Super Admin (no longer listed), deleted.
    const gone = await addUser(t, org.customerId, 'SQUAD_MEMBER');
    const promoted = await addUser(t, org.customerId, 'SQUAD_MEMBER');
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, gone.id));
    await t.db.update(users).set({ role: 'SUPER_ADMIN' }).where(eq(users.id, promoted.id));
    await t.db
      .update(users)
      .set({ role: 'SQUAD_MEMBER', status: 'INACTIVE' })
      .where(eq(users.id, promoted.id));
    // Registers: a status change and a delete.
    const kept = await createActionRegister(t, org, org.admin);
    const dropped = await createActionRegister(t, org, org.admin);
    await t.db.update(actionRegisters).set({ status: 'Closed' }).where(eq(actionRegisters.id, kept.id));
    await t.db.delete(actionRegisters).where(eq(actionRegisters.id, dropped.id));
    // Retros: started, moved to another squad, deleted with their squad.
    const squad = await createSquad(t, org);
    const scheduled = await createRetro(t, org.admin, squad.id, {
      startType: 'schedule',
      scheduledAt: inHours(24),
    });
    await createRetro(t, org.admin, squad.id);
    await t.db.update(retros).set({ status: 'COMPLETED' }).where(eq(retros.id, scheduled.id));
    await t.db.update(retros).set({ squadId: org.squad.id }).where(eq(retros.id, scheduled.id));
    await createRetro(t, org.admin, squad.id);
    await t.db.delete(squads).where(eq(squads.id, squad.id));
    // Notifications: read, unread again, deleted, and gone with their person.
    const [read, , deleted] = await notify(org.member, 3);
    await notify(gone, 2);
    await t.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(eq(notifications.id, read ?? ''));
    await t.db
      .update(notifications)
      .set({ readAt: sql`now() + interval '1 second'` })
      .where(eq(notifications.id, read ?? ''));
    await t.db.delete(notifications).where(eq(notifications.id, deleted ?? ''));
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect(await drift()).toEqual([]);

    // A whole organisation deleted leaves no counter behind.
    const doomed = await createRetroOrg(t);
    await createRetro(t, doomed.admin, doomed.squad.id);
    await t.db.delete(customers).where(eq(customers.id, doomed.customerId));
    expect(await drift()).toEqual([]);
  });

  it('are what the lists read, not a count of rows', async () => {
    await createActionRegister(t, org, org.admin);
    await createRetro(t, org.admin, org.squad.id);
    await notify(org.lead, 2);
    const before = {
      users: await total(org.admin, '/api/users'),
      squads: await total(org.admin, '/api/squads'),
      registers: await total(org.admin, '/api/action-registers?status=Open'),
      retros: await total(org.admin, '/api/retros'),
      notifications: await total(org.lead, '/api/notifications'),
    };
    expect(Object.values(before).every((n) => n > 0)).toBe(true);

    // One counter row of each list moved by hand (never done by the product) shows in its total.
    await moveCounters(1000);
    try {
      expect(await total(org.admin, '/api/users')).toBe(before.users + 1000);
      expect(await total(org.admin, '/api/squads')).toBe(before.squads + 1000);
      expect(await total(org.admin, '/api/action-registers?status=Open')).toBe(before.registers + 1000);
      expect(await total(org.admin, '/api/retros')).toBe(before.retros + 1000);
      // All of the lead's notifications are unread: one counter row, moved once.
      expect(await total(org.lead, '/api/notifications')).toBe(before.notifications + 1000);
      expect(await total(org.lead, '/api/notifications?unreadOnly=true')).toBe(before.notifications + 1000);
      // A search still counts its matches.
      expect(await total(org.admin, '/api/users?search=Lena')).toBeLessThan(1000);
    } finally {
      await moveCounters(-1000);
    }
    expect(await drift()).toEqual([]);
  });
});
