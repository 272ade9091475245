import { MSG } from '@squadboard/domain';
import {
  ITEM_PAGE_SIZE,
  type RegisterItemPage,
} from '@squadboard/domain/action-registers/action-register.schema';
import { encodeCursor } from '@squadboard/domain/common/cursor';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionRegisterItemComments, actionRegisterItems } from '../../db/schema/index.ts';
import { createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { addItem, createActionRegister, inDays } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A register's items come a page at a time with comment counts; an item's comments
// load when it is opened.

let t: TestApp;
let org: TestOrg;
let foreign: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  foreign = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function page(user: OrgUser, registerId: string, query: string): Promise<RegisterItemPage> {
  const response = await api(t.app, user, 'GET', `/api/action-registers/${registerId}/items?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page, following `nextCursor`; the titles in the order served. */
async function walk(user: OrgUser, registerId: string, query: string): Promise<string[]> {
  const titles: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const next: RegisterItemPage = await page(user, registerId, after ? `${query}&after=${after}` : query);
    titles.push(...next.items.map((i) => i.title));
    after = next.nextCursor;
    if (!after) {
      return titles;
    }
  }
  throw new Error('the cursor never ended');
}

describe('register items, a page at a time', () => {
  it('pages 120 items (25 by default) in creation order with comment counts, none repeated or missed', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const rows = Array.from({ length: 120 }, (_, i) => ({
      customerId: org.customerId,
      actionRegisterId: actionRegister.id,
      title: `Item ${String(i).padStart(3, '0')}`,
      description: 'Bulk',
      ownerId: org.member.id,
      ownerName: 'Sam Bulk',
      status: 'Open',
    }));
    const inserted = await t.db.insert(actionRegisterItems).values(rows).returning();
    // One statement gives them all one creation time; forty get another, to the microsecond.
    // Equal times are ordered by id.
    await t.db
      .update(actionRegisterItems)
      .set({ createdAt: sql`'2026-02-03T04:05:06.123456Z'::timestamptz` })
      .where(
        inArray(
          actionRegisterItems.id,
          inserted.slice(40, 80).map((r) => r.id),
        ),
      );
    const commented = inserted[3];
    if (!commented) {
      throw new Error('no item');
    }
    // A second apart: the database clock may not tell inserts made in the same millisecond apart.
    for (const [i, body] of ['one', 'two', 'three'].entries()) {
      await t.db.insert(actionRegisterItemComments).values({
        itemId: commented.id,
        authorName: 'Sam',
        body,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
      });
    }

    const first = await page(org.member, actionRegister.id, '');
    expect(first.items).toHaveLength(ITEM_PAGE_SIZE.default);
    expect(first.total).toBe(120);
    expect(first.nextCursor).not.toBeNull();
    const walked = await walk(org.member, actionRegister.id, 'limit=50');
    expect(walked).toHaveLength(120);
    expect(new Set(walked).size).toBe(120);
    const small = await walk(org.member, actionRegister.id, 'limit=7');
    expect(small).toEqual(walked);
    const rest = await page(org.member, actionRegister.id, `limit=100&after=${first.nextCursor}`);
    expect(rest.nextCursor).toBeNull();
    expect([...first.items, ...rest.items].map((i) => i.title)).toEqual(walked);
    const counts = new Map([...first.items, ...rest.items].map((i) => [i.title, i.commentCount]));
    expect(counts.get(commented.title)).toBe(3);
    expect([...counts.values()].filter((n) => n > 0)).toEqual([3]);

    // An item's comments, oldest first, only when asked for.
    const comments = await api(
      t.app,
      org.member,
      'GET',
      `/api/action-registers/${actionRegister.id}/items/${commented.id}/comments`,
    );
    expect(comments.json().items.map((c: { body: string }) => c.body)).toEqual(['one', 'two', 'three']);
  });

  it('searches, sorts by due date or priority, and keeps my items, page after page', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    await addItem(t, org, org.member, actionRegister.id, {
      title: 'Write the release notes',
      dueDate: inDays(20),
      priority: 'Medium',
    });
    await addItem(t, org, org.member, actionRegister.id, {
      title: 'Book the venue',
      priority: 'High',
      ownerId: org.lead.id,
    });
    await addItem(t, org, org.member, actionRegister.id, {
      title: 'Order release swag (50% off)',
      dueDate: inDays(10),
      ownerId: org.lead.id,
    });
    await addItem(t, org, org.member, actionRegister.id, { title: 'Print 50 badges', dueDate: inDays(10) });
    const view = (query: string, user: OrgUser = org.member) =>
      walk(user, actionRegister.id, `limit=1&${query}`);

    expect(await view('search=RELEASE')).toEqual(['Write the release notes', 'Order release swag (50% off)']);
    expect(await view('search=50%25')).toEqual(['Order release swag (50% off)']);
    expect(await view('filter=dueDate')).toEqual([
      'Order release swag (50% off)',
      'Print 50 badges',
      'Write the release notes',
      'Book the venue',
    ]);
    expect(await view('filter=priority')).toEqual([
      'Book the venue',
      'Write the release notes',
      'Order release swag (50% off)',
      'Print 50 badges',
    ]);
    expect(await view('filter=mine', org.lead)).toEqual(['Book the venue', 'Order release swag (50% off)']);
    expect(await view('filter=mine&search=venue', org.lead)).toEqual(['Book the venue']);
    expect((await page(org.lead, actionRegister.id, 'filter=mine')).total).toBe(2);
  });

  it('answers 400 for a bad cursor or size, and 404 outside the organisation', async () => {
    const actionRegister = await createActionRegister(t, org, org.lead);
    const a = await addItem(t, org, org.member, actionRegister.id, { comment: 'Private note' });
    await addItem(t, org, org.member, actionRegister.id);
    const first = await page(org.member, actionRegister.id, 'limit=1');
    const items = `/api/action-registers/${actionRegister.id}/items`;
    for (const query of [
      'after=nope!',
      `after=${encodeCursor('none', ['2026-02-03', a.id])}`,
      `filter=priority&after=${first.nextCursor}`,
      'limit=0',
      'limit=101',
    ]) {
      const response = await api(t.app, org.member, 'GET', `${items}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const bad = await api(t.app, org.member, 'GET', `${items}?after=nope`);
    expect(bad.json()).toMatchObject({ fields: { after: MSG.actions.listPositionInvalid } });

    // Another organisation: neither the items (with a valid cursor) nor the comments.
    const foreignItems = await api(t.app, foreign.member, 'GET', `${items}?after=${first.nextCursor}`);
    expect(foreignItems.statusCode).toBe(404);
    const foreignComments = await api(t.app, foreign.admin, 'GET', `${items}/${a.id}/comments`);
    expect(foreignComments.statusCode).toBe(404);
    // The comments of an item through another register of the organisation: 404 too.
    const other = await createActionRegister(t, org, org.lead);
    const wrong = await api(
      t.app,
      org.member,
      'GET',
      `/api/action-registers/${other.id}/items/${a.id}/comments`,
    );
    expect(wrong.statusCode).toBe(404);
    const right = await api(t.app, org.member, 'GET', `${items}/${a.id}/comments`);
    expect(right.json().items.map((c: { body: string }) => c.body)).toEqual(['Private note']);
  });
});
