import { MSG } from '@squadboard/domain';
import type { ActionPage } from '@squadboard/domain/actions/action.schema';
import { encodeCursor } from '@squadboard/domain/common/cursor';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../db/schema/index.ts';
import { createRetroOrg, createSquad, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createAction } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The Actions list as it grows: cursor pages (`after`), counts kept per squad and
// status, and the substring search. Each test gets a squad of its own so counts are exact.

let t: TestApp;
let org: RetroOrg;
let foreign: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  foreign = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function list(user: OrgUser, query: string): Promise<ActionPage> {
  const response = await api(t.app, user, 'GET', `/api/actions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every page of a list, following `nextCursor` until it ends. */
async function walk(user: OrgUser, query: string): Promise<string[]> {
  const ids: string[] = [];
  let after: string | null = null;
  for (let pages = 0; pages < 20; pages++) {
    const page: ActionPage = await list(user, after ? `${query}&after=${after}` : query);
    ids.push(...page.items.map((a) => a.id));
    after = page.nextCursor;
    if (!after) {
      return ids;
    }
  }
  throw new Error('the cursor never ended');
}

async function ownSquad(): Promise<string> {
  return (await createSquad(t, org, { memberIds: [org.member.id] })).id;
}

describe('actions list as it grows', () => {
  it('pages with a cursor in a stable order, without duplicates or misses among equal times', async () => {
    const squadId = await ownSquad();
    const raised = [];
    for (let i = 0; i < 12; i++) {
      raised.push(
        await createAction(t, org, org.admin, {
          squadId,
          title: `Same moment ${i}`,
          priority: (['Low', 'Medium', 'High'] as const)[i % 3],
          status: (['Open', 'In Progress', 'Closed'] as const)[i % 3],
        }),
      );
    }
    const ids = raised.map((a) => a.id);
    // Eight of them share one creation time to the microsecond, the rest another.
    await t.db
      .update(actions)
      .set({ createdAt: sql`'2026-02-03T04:05:06.123456Z'::timestamptz` })
      .where(inArray(actions.id, ids.slice(0, 8)));
    await t.db
      .update(actions)
      .set({ createdAt: sql`'2026-02-03T04:05:06.123457Z'::timestamptz` })
      .where(inArray(actions.id, ids.slice(8)));

    for (const sort of ['createdOn', 'status']) {
      const query = `squadId=${squadId}&sort=${sort}&pageSize=5`;
      const walked = await walk(org.admin, query);
      expect(new Set(walked).size).toBe(12);
      expect([...walked].sort()).toEqual([...ids].sort());
      // The numbered pages show the same order.
      const numbered: string[] = [];
      for (const page of [1, 2, 3]) {
        numbered.push(...(await list(org.admin, `${query}&page=${page}`)).items.map((a) => a.id));
      }
      expect(walked).toEqual(numbered);
    }
    // Newest first, then the higher number: the later four, then the eight in reverse.
    expect(await walk(org.admin, `squadId=${squadId}&pageSize=5`)).toEqual([
      ...ids.slice(8).reverse(),
      ...ids.slice(0, 8).reverse(),
    ]);

    // An action added meanwhile does not shift the next page, as an offset would.
    const first = await list(org.admin, `squadId=${squadId}&pageSize=5`);
    await createAction(t, org, org.admin, { squadId, title: 'Newcomer' });
    const second = await list(org.admin, `squadId=${squadId}&pageSize=5&after=${first.nextCursor}`);
    expect(second.items.map((a) => a.id)).toEqual(ids.slice(0, 8).reverse().slice(1, 6));
    expect(second.total).toBe(13);
    const last = await list(org.admin, `squadId=${squadId}&pageSize=5&after=${second.nextCursor}`);
    expect(last.items.map((a) => a.id)).toEqual([ids[1], ids[0]]);
    expect(last.nextCursor).toBeNull();
  });

  it('answers 400 for a cursor it did not make for this sort', async () => {
    const squadId = await ownSquad();
    await createAction(t, org, org.admin, { squadId });
    await createAction(t, org, org.admin, { squadId });
    const { nextCursor } = await list(org.admin, `squadId=${squadId}&pageSize=5&page=1`);
    expect(nextCursor).toBeNull();
    const page = await list(org.admin, `squadId=${squadId}&pageSize=5`);
    const created = encodeCursor('createdOn', ['2026-02-03T04:05:06.123456Z', 3]);
    for (const after of [
      'garbage!',
      'bm90IGpzb24',
      encodeCursor('status', [0, 3, '2026-02-03T04:05:06.123456Z']),
      encodeCursor('createdOn', ['yesterday', 3]),
      'x'.repeat(401),
    ]) {
      const response = await api(t.app, org.admin, 'GET', `/api/actions?after=${encodeURIComponent(after)}`);
      expect(response.statusCode, after).toBe(400);
      expect(response.json().code).toBe('VALIDATION');
    }
    const wrongSort = await api(t.app, org.admin, 'GET', `/api/actions?sort=status&after=${created}`);
    expect(wrongSort.json()).toMatchObject({
      statusCode: 400,
      code: 'VALIDATION',
      message: MSG.actions.listPositionInvalid,
      fields: { after: MSG.actions.listPositionInvalid },
    });
    expect(page.items).toHaveLength(2);
  });

  it("keeps every page to the caller's organisation and squads, whatever the cursor", async () => {
    const squadId = await ownSquad();
    for (let i = 0; i < 6; i++) {
      await createAction(t, org, org.admin, { squadId, title: `Private ${i}` });
    }
    const mine = await list(org.admin, `squadId=${squadId}&pageSize=5`);
    // Another organisation's Super Admin replaying the cursor sees only their own actions.
    const replay = await list(foreign.admin, `pageSize=5&after=${mine.nextCursor}`);
    expect(
      replay.items.every((a) => a.squadId === foreign.squad.id || a.squadId === foreign.otherSquad.id),
    ).toBe(true);
    expect(replay.total).toBe((await list(foreign.admin, 'pageSize=5')).total);
    const foreignFilter = await list(foreign.admin, `squadId=${squadId}&pageSize=5`);
    expect(foreignFilter).toMatchObject({ items: [], total: 0 });
    // A member of other squads only sees none of them either.
    const outsider = await list(org.otherMember, `squadId=${squadId}&pageSize=5&after=${mine.nextCursor}`);
    expect(outsider).toMatchObject({ items: [], total: 0 });
  });

  it('counts what the filters match as actions are raised, closed, moved and deleted', async () => {
    const squadId = await ownSquad();
    const otherId = await ownSquad();
    const a = await createAction(t, org, org.admin, { squadId });
    const b = await createAction(t, org, org.admin, { squadId, status: 'In Progress' });
    await createAction(t, org, org.admin, { squadId: otherId });
    const total = async (query: string, user: OrgUser = org.admin) => (await list(user, query)).total;
    expect(await total(`squadId=${squadId}`)).toBe(2);
    expect(await total(`squadId=${squadId}&status=Open`)).toBe(1);

    const edit = (id: string, change: Record<string, unknown>) =>
      api(t.app, org.admin, 'PATCH', `/api/actions/${id}`, {
        squadId,
        title: 'Edited',
        description: 'Edited',
        ownerId: org.member.id,
        status: 'Open',
        ...change,
      });
    expect((await edit(a.id, { status: 'Closed' })).statusCode).toBe(200);
    expect(await total(`squadId=${squadId}&status=Open`)).toBe(0);
    expect(await total(`squadId=${squadId}&status=Closed`)).toBe(1);
    expect((await edit(b.id, { squadId: otherId, status: 'In Progress' })).statusCode).toBe(200);
    expect(await total(`squadId=${squadId}`)).toBe(1);
    expect(await total(`squadId=${otherId}`)).toBe(2);
    expect((await api(t.app, org.admin, 'DELETE', `/api/actions/${a.id}`)).statusCode).toBe(200);
    expect(await total(`squadId=${squadId}`)).toBe(0);

    // The whole list: the counts agree with the rows, for a Super Admin and for a member.
    const rows = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(actions)
      .where(eq(actions.customerId, org.customerId));
    const deleted = await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(actions)
      .where(sql`${actions.customerId} = ${org.customerId} and ${actions.status} = 'Deleted'`);
    expect(await total('')).toBe((rows[0]?.n ?? 0) - (deleted[0]?.n ?? 0));
    expect(await total('', org.member)).toBe((await walk(org.member, 'pageSize=20')).length);
    expect(await total('status=Closed', org.member)).toBe(
      (await walk(org.member, 'pageSize=20&status=Closed')).length,
    );
  });

  it('searches titles for a substring, whatever the case, taking % and _ literally', async () => {
    const squadId = await ownSquad();
    const titles = [
      'Reach 100% coverage',
      'Reach 1000 users',
      'Rename snake_case keys',
      'Rename snakeXcase keys',
    ];
    const byTitle = new Map<string, string>();
    for (const title of titles) {
      byTitle.set(title, (await createAction(t, org, org.admin, { squadId, title })).id);
    }
    const found = async (search: string) =>
      (await list(org.admin, `squadId=${squadId}&pageSize=20&search=${encodeURIComponent(search)}`)).items
        .map((a) => a.title)
        .sort();
    expect(await found('100%')).toEqual(['Reach 100% coverage']);
    expect(await found('E_C')).toEqual(['Rename snake_case keys']);
    expect(await found('COVERAGE')).toEqual(['Reach 100% coverage']);
    expect(await found('each 10')).toEqual(['Reach 1000 users', 'Reach 100% coverage'].sort());
    expect(await found('ame snake')).toEqual(['Rename snakeXcase keys', 'Rename snake_case keys'].sort());
    expect(await found('\\')).toEqual([]);
    const counted = await list(org.admin, `squadId=${squadId}&pageSize=5&search=rename`);
    expect(counted.total).toBe(2);
  });
});
