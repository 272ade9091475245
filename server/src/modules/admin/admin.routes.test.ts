import { MSG } from '@squadboard/domain';
import { ADMIN_METRICS, type AdminMetric } from '@squadboard/domain/admin/admin.model';
import type { AdminCustomer } from '@squadboard/domain/admin/admin.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions, users } from '../../db/schema/index.ts';
import {
  createActiveUser,
  createOrg,
  createOrganisation,
  createSquad,
  type Organisation,
  type SignedInUser,
  type TestOrg,
} from '../../test-support/factories.ts';
import { createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro } from '../../test-support/retro-factories.ts';
import { createItem } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The staff-only admin dashboard (spec 001 §2.4) against a real database: staff is decided by
// the session's e-mail domain, every count spans all organisations, and nobody else learns a thing.

let t: TestApp;
let staff: SignedInUser;
let busy: TestOrg;
let bare: Organisation;
let before: Record<AdminMetric, number>;

async function metricsAs(as: SignedInUser): Promise<Record<AdminMetric, number>> {
  const response = await api(t.app, as, 'GET', '/api/admin/metrics');
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { metrics: { metric: AdminMetric; count: number }[] };
  expect(body.metrics.map((m) => m.metric)).toEqual([...ADMIN_METRICS]);
  return Object.fromEntries(body.metrics.map((m) => [m.metric, m.count])) as Record<AdminMetric, number>;
}

async function customersOf(metric: string, page = 1) {
  const response = await api(t.app, staff, 'GET', `/api/admin/metrics/${metric}/customers?page=${page}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: AdminCustomer[]; total: number; page: number; pageSize: number };
}

/** Every organisation behind a card, walking its pages. */
async function allCustomersOf(metric: AdminMetric): Promise<AdminCustomer[]> {
  const first = await customersOf(metric);
  const items = [...first.items];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) {
    items.push(...(await customersOf(metric, page)).items);
  }
  return items;
}

beforeAll(async () => {
  t = await createTestApp({ env: { STAFF_EMAIL_DOMAIN: 'staff.test' } });
  const signedUp = await createActiveUser(t.app, t.mailer, `ada.${Date.now().toString(36)}@staff.test`);
  const [row] = await t.db.select().from(users).where(eq(users.email, signedUp.email));
  staff = { id: row?.id ?? '', ...signedUp };
  before = await metricsAs(staff);

  // One organisation using everything, one that signed up and did nothing else.
  busy = await createOrg(t);
  await t.db.update(customers).set({ name: 'Acme Ltd' }).where(eq(customers.id, busy.customerId));
  const squad = await createSquad(t, busy);
  await createProject(t, busy);
  await createItem(t, busy.lead, squad.id, 'Checkout page');
  await createRetro(t, busy.lead, squad.id);
  bare = await createOrganisation(t);
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('GET /api/admin/metrics', () => {
  it('counts across every organisation for staff', async () => {
    const after = await metricsAs(staff);
    const delta = Object.fromEntries(ADMIN_METRICS.map((m) => [m, after[m] - before[m]]));
    expect(delta).toEqual({
      customers: 2,
      active_customers: 2,
      // busy: the Super Admin, two leads, two members and the invited one; the two INACTIVE do not
      // count. bare: its Super Admin.
      users: 7,
      initiatives: 1,
      projects: 1,
      without_squad: 1,
      without_users: 1,
      without_portfolio: 1,
      without_work_items: 1,
      without_retro: 1,
    });
  });

  it('counts an organisation as active only with a session seen in the last 30 days', async () => {
    const bareUsers = t.db.select({ id: users.id }).from(users).where(eq(users.customerId, bare.customerId));
    const longAgo = new Date(Date.now() - 31 * 86_400_000);
    const activeBefore = (await metricsAs(staff)).active_customers;
    await t.db
      .update(sessions)
      .set({ createdAt: longAgo, lastSeenAt: longAgo })
      .where(inArray(sessions.userId, bareUsers));
    expect((await metricsAs(staff)).active_customers).toBe(activeBefore - 1);
    const active = await allCustomersOf('active_customers');
    expect(active.map((c) => c.id)).toContain(busy.customerId);
    expect(active.map((c) => c.id)).not.toContain(bare.customerId);
  });

  it('refuses a signed-in user outside the staff domain with NOT_STAFF and no figures', async () => {
    for (const url of [
      '/api/admin/metrics',
      '/api/admin/metrics/customers/customers',
      // Not even a bad metric name is validated for them: they learn nothing about the endpoint.
      '/api/admin/metrics/nope/customers?page=0',
    ]) {
      const response = await api(t.app, busy.admin, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        statusCode: 403,
        code: 'NOT_STAFF',
        message: MSG.adminDashboard.unverifiedUser,
      });
    }
  });

  it('refuses visitors', async () => {
    expect((await api(t.app, null, 'GET', '/api/admin/metrics')).statusCode).toBe(401);
    expect((await api(t.app, null, 'GET', '/api/admin/metrics/customers/customers')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/metrics/:metric/customers', () => {
  it('lists the organisations behind a card with their name, plan, users and squads', async () => {
    const withoutSquad = await allCustomersOf('without_squad');
    const ids = withoutSquad.map((c) => c.id);
    expect(ids).toContain(bare.customerId);
    expect(ids).not.toContain(busy.customerId);
    expect(withoutSquad.find((c) => c.id === bare.customerId)).toMatchObject({
      name: '(no name)',
      users: 1,
      squads: 0,
    });

    const withWorkItems = await allCustomersOf('customers');
    expect(withWorkItems.find((c) => c.id === busy.customerId)).toMatchObject({
      name: 'Acme Ltd',
      plan: 'BETA',
      users: 6,
      squads: 1,
    });
    for (const metric of [
      'without_portfolio',
      'without_work_items',
      'without_retro',
      'without_users',
    ] as const) {
      const listed = (await allCustomersOf(metric)).map((c) => c.id);
      expect(listed, metric).toContain(bare.customerId);
      expect(listed, metric).not.toContain(busy.customerId);
    }
    for (const metric of ['initiatives', 'projects', 'users'] as const) {
      expect(
        (await allCustomersOf(metric)).map((c) => c.id),
        metric,
      ).toContain(busy.customerId);
    }
  });

  it('pages by 20, newest first, and the list agrees with the card', async () => {
    const created = Array.from({ length: 25 }, (_, i) => ({
      name: `Org ${i}`,
      createdAt: new Date(Date.now() + (i + 1) * 1000),
    }));
    await t.db.insert(customers).values(created);
    const count = (await metricsAs(staff)).customers;
    const first = await customersOf('customers');
    expect(first).toMatchObject({ total: count, page: 1, pageSize: 20 });
    expect(first.items).toHaveLength(20);
    expect(first.items.slice(0, 3).map((c) => c.name)).toEqual(['Org 24', 'Org 23', 'Org 22']);
    const second = await customersOf('customers', 2);
    expect(second.items.map((c) => c.name).slice(0, 5)).toEqual([
      'Org 4',
      'Org 3',
      'Org 2',
      'Org 1',
      'Org 0',
    ]);
    expect(new Set([...first.items, ...second.items].map((c) => c.id)).size).toBe(
      first.items.length + second.items.length,
    );
  });

  it('answers 400 to staff for an unknown metric or page', async () => {
    expect((await api(t.app, staff, 'GET', '/api/admin/metrics/nope/customers')).statusCode).toBe(400);
    expect((await api(t.app, staff, 'GET', '/api/admin/metrics/customers/customers?page=0')).statusCode).toBe(
      400,
    );
  });
});
