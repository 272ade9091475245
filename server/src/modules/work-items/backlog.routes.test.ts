import { MSG } from '@squadboard/domain';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workItems } from '../../db/schema/index.ts';
import { createRetroOrg, createSquad, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createSquadSprint, finishItem, planItems } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** A new squad of its own per test, led by `lead` with `member`, with `titles` in its backlog. */
async function backlogOf(titles: string[], type = 'Story'): Promise<{ squadId: string; items: WorkItem[] }> {
  const squad = await createSquad(t, org);
  const items: WorkItem[] = [];
  for (const title of titles) {
    const response = await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: squad.id,
      type,
      title,
    });
    expect(response.statusCode).toBe(201);
    items.push(response.json().item);
  }
  return { squadId: squad.id, items };
}

const titlesOf = async (squadId: string, query = '') => {
  const response = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${squadId}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().items.map((item: WorkItem) => item.title);
};

describe("a squad's backlog", () => {
  it('lists items in the order they were added, a page at a time', async () => {
    const { squadId } = await backlogOf(['A', 'B', 'C', 'D', 'E']);
    const first = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${squadId}&limit=2`);
    expect(first.json()).toMatchObject({ total: 5 });
    const seen = first.json().items.map((item: WorkItem) => item.title);
    let cursor = first.json().nextCursor;
    while (cursor) {
      const next = await api(
        t.app,
        org.member,
        'GET',
        `/api/work-items/backlog?squadId=${squadId}&limit=2&after=${cursor}`,
      );
      seen.push(...next.json().items.map((item: WorkItem) => item.title));
      cursor = next.json().nextCursor;
    }
    expect(seen).toEqual(['A', 'B', 'C', 'D', 'E']);
    const tampered = await api(
      t.app,
      org.member,
      'GET',
      `/api/work-items/backlog?squadId=${squadId}&after=xyz`,
    );
    expect(tampered.statusCode).toBe(400);
  });

  it('re-ranks by writing the moved item only', async () => {
    const { squadId, items } = await backlogOf(['A', 'B', 'C', 'D']);
    const [a, b, c, d] = items as [WorkItem, WorkItem, WorkItem, WorkItem];
    const ranksBefore = await t.db
      .select({ id: workItems.id, rank: workItems.rank })
      .from(workItems)
      .where(eq(workItems.squadId, squadId));

    const toTop = await api(t.app, org.member, 'POST', `/api/work-items/${d.id}/rank`, { afterId: null });
    expect(toTop.json().message).toBe(MSG.workItems.moved);
    expect(await titlesOf(squadId)).toEqual(['D', 'A', 'B', 'C']);
    await api(t.app, org.member, 'POST', `/api/work-items/${a.id}/rank`, { afterId: c.id });
    expect(await titlesOf(squadId)).toEqual(['D', 'B', 'C', 'A']);
    await api(t.app, org.member, 'POST', `/api/work-items/${c.id}/rank`, { afterId: d.id });
    expect(await titlesOf(squadId)).toEqual(['D', 'C', 'B', 'A']);

    const ranksAfter = await t.db
      .select({ id: workItems.id, rank: workItems.rank })
      .from(workItems)
      .where(eq(workItems.squadId, squadId));
    const rankOf = (rows: typeof ranksBefore, id: string) => rows.find((row) => row.id === id)?.rank;
    // B never moved, so its row was never written.
    expect(rankOf(ranksAfter, b.id)).toBe(rankOf(ranksBefore, b.id));

    const elsewhere = await backlogOf(['X']);
    const across = await api(t.app, org.member, 'POST', `/api/work-items/${a.id}/rank`, {
      afterId: elsewhere.items[0]?.id,
    });
    expect(across.statusCode).toBe(400);
  });

  it('filters by type, owner, label and text', async () => {
    const { squadId, items } = await backlogOf(['Login page', 'Logout link']);
    const bug = await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId,
      type: 'Bug',
      title: 'Crash on login',
    });
    await api(t.app, org.member, 'PATCH', `/api/work-items/${items[1]?.id}`, {
      ownerId: org.lead.id,
      labels: ['auth', ' '],
    });
    expect(await titlesOf(squadId, '&type=Bug')).toEqual(['Crash on login']);
    expect(await titlesOf(squadId, `&ownerId=${org.lead.id}`)).toEqual(['Logout link']);
    expect(await titlesOf(squadId, '&label=auth')).toEqual(['Logout link']);
    expect(await titlesOf(squadId, '&search=LOGIN')).toEqual(['Login page', 'Crash on login']);
    expect(await titlesOf(squadId, `&search=${bug.json().item.acronymId}`)).toEqual(['Crash on login']);
    expect(await titlesOf(squadId, '&search=50%25')).toEqual([]);
  });

  it('changes many items at once, all or none', async () => {
    const { squadId, items } = await backlogOf(['One', 'Two'], 'Task');
    const ids = items.map((item) => item.id);
    const owned = await api(t.app, org.member, 'POST', '/api/work-items/bulk', { ids, ownerId: org.lead.id });
    expect(owned.json()).toEqual({ message: MSG.workItems.updated, count: 2 });
    const moved = await api(t.app, org.member, 'POST', '/api/work-items/bulk', {
      ids,
      statusId: STATUS_IDS.delivery,
    });
    expect(moved.statusCode).toBe(200);
    // Done is not next for either: nothing changes.
    const refused = await api(t.app, org.member, 'POST', '/api/work-items/bulk', {
      ids: [...ids, items[0]?.id],
      statusId: STATUS_IDS.done,
    });
    expect(refused.statusCode).toBe(409);
    const page = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${squadId}`);
    expect(page.json().items.map((item: WorkItem) => [item.statusId, item.ownerName?.split(' ')[0]])).toEqual(
      [
        [STATUS_IDS.delivery, 'Lena'],
        [STATUS_IDS.delivery, 'Lena'],
      ],
    );
    const nothing = await api(t.app, org.member, 'POST', '/api/work-items/bulk', { ids });
    expect(nothing.statusCode).toBe(400);
  });

  it('exports the backlog as CSV in rank order with the filters applied', async () => {
    const { squadId, items } = await backlogOf(['First', 'Second, with comma']);
    await api(t.app, org.member, 'POST', '/api/work-items', { squadId, type: 'Bug', title: 'A bug' });
    const response = await api(t.app, org.member, 'GET', `/api/work-items/backlog.csv?squadId=${squadId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="backlog.csv"');
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toBe(`1,${items[0]?.acronymId},Story,First,New,4,,,,,,,,No`);
    expect(lines[2]).toContain(',"Second, with comma",');
    const bugs = await api(
      t.app,
      org.member,
      'GET',
      `/api/work-items/backlog.csv?squadId=${squadId}&type=Bug`,
    );
    expect(bugs.body.trimEnd().split('\r\n')).toHaveLength(2);
    const hidden = await api(t.app, org.otherMember, 'GET', `/api/work-items/backlog.csv?squadId=${squadId}`);
    expect(hidden.statusCode).toBe(404);
  });

  it("keeps the backlog's total as items come, change status, squad or sprint, and go", async () => {
    const { squadId, items } = await backlogOf(['One', 'Two', 'Three', 'Four', 'Five'], 'Task');
    const other = await backlogOf(['Elsewhere'], 'Task');
    const [one, two, three, four] = items as [WorkItem, WorkItem, WorkItem, WorkItem];
    // The kept total (no filter) and a count of the rows (a type filter every item matches).
    const totals = async (id: string) => {
      const kept = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${id}`);
      const counted = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${id}&type=Task`);
      return [kept.json().total, counted.json().total];
    };
    expect(await totals(squadId)).toEqual([5, 5]);

    const sprint = await createSquadSprint(t, org.lead, squadId, 'Counted sprint');
    await planItems(t, org.member, [one.id, two.id], sprint.id);
    expect(await totals(squadId)).toEqual([3, 3]);
    await planItems(t, org.member, [two.id], null);
    expect(await totals(squadId)).toEqual([4, 4]);
    await api(t.app, org.member, 'PATCH', `/api/work-items/${three.id}`, { squadId: other.squadId });
    expect(await totals(squadId)).toEqual([3, 3]);
    expect(await totals(other.squadId)).toEqual([2, 2]);
    // Done is not a backlog status: the item leaves the count, and a status within it keeps it.
    await finishItem(t, org.member, four.id);
    expect(await totals(squadId)).toEqual([2, 2]);
    await t.db.delete(workItems).where(eq(workItems.id, two.id));
    expect(await totals(squadId)).toEqual([1, 1]);
    expect(await titlesOf(squadId)).toEqual(['Five']);
  });

  it('puts an item moved to another squad at the end of that backlog', async () => {
    const from = await backlogOf(['Moving']);
    const to = await backlogOf(['Stays 1', 'Stays 2']);
    const moving = from.items[0] as WorkItem;
    const moved = await api(t.app, org.member, 'PATCH', `/api/work-items/${moving.id}`, {
      squadId: to.squadId,
    });
    expect(moved.statusCode).toBe(200);
    expect(await titlesOf(to.squadId)).toEqual(['Stays 1', 'Stays 2', 'Moving']);
    // And it moves about there like the others.
    await api(t.app, org.member, 'POST', `/api/work-items/${moving.id}/rank`, { afterId: to.items[0]?.id });
    expect(await titlesOf(to.squadId)).toEqual(['Stays 1', 'Moving', 'Stays 2']);
    expect(await titlesOf(from.squadId)).toEqual([]);
  });
});
