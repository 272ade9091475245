import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprintRuns, sprints } from '../../db/schema/index.ts';
import { createRetroOrg, createSquad, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Which sprint an item may join: its squad's own or the organisation's enterprise
// sprint, and never one its squad has completed.

let t: TestApp;
let org: RetroOrg;
let enterpriseNumber = 0;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** A sprint of `squadId` (an enterprise one when null), straight in the table. */
async function sprint(squadId: string | null): Promise<string> {
  const [row] = await t.db
    .insert(sprints)
    .values({
      customerId: org.customerId,
      squadId,
      name: squadId ? 'Squad sprint' : `Sprint ${++enterpriseNumber}`,
      number: squadId ? null : enterpriseNumber,
      startDate: '2026-11-23',
      endDate: '2026-12-04',
      workingDays: 10,
    })
    .returning();
  if (!row) {
    throw new Error('sprint insert returned nothing');
  }
  return row.id;
}

/** `squadId` ran `sprintId` and, unless `open`, completed it. */
async function run(sprintId: string, squadId: string, open = false): Promise<void> {
  await t.db.insert(sprintRuns).values({
    customerId: org.customerId,
    sprintId,
    squadId,
    ...(open ? {} : { completedAt: new Date(), completedItems: 0, committedItems: 0 }),
  });
}

/** A squad of its own per test (a squad runs one sprint at a time), led by `lead` with `member`. */
async function newSquad(): Promise<string> {
  return (await createSquad(t, org)).id;
}

async function task(title: string, squadId: string, who: OrgUser = org.member): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', { squadId, type: 'Task', title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const edit = (id: string, body: Record<string, unknown>, who: OrgUser = org.member) =>
  api(t.app, who, 'PATCH', `/api/work-items/${id}`, body);
const bulk = (body: Record<string, unknown>, who: OrgUser = org.member) =>
  api(t.app, who, 'POST', '/api/work-items/bulk', body);

const closedRefusal = { code: 'SPRINT_CLOSED', message: MSG.sprint.sprintClosed };
const notTheSquads = { code: 'VALIDATION', fields: { sprintId: MSG.generic.notFound } };

describe("the sprint of a work item's edit", () => {
  it('takes an open sprint of the squad and an enterprise sprint, refuses one the squad completed', async () => {
    const squadId = await newSquad();
    const item = await task('Into a sprint', squadId);
    const open = await sprint(squadId);
    await run(open, squadId, true);
    expect((await edit(item.id, { sprintId: open })).json().item).toMatchObject({ sprintId: open });

    const done = await sprint(squadId);
    await run(done, squadId);
    const refused = await edit(item.id, { sprintId: done, title: 'Not saved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject(closedRefusal);
    const after = await api(t.app, org.member, 'GET', `/api/work-items/${item.id}`);
    expect(after.json()).toMatchObject({ sprintId: open, title: 'Into a sprint' });

    // An enterprise sprint is closed only for the squads that completed it.
    const enterprise = await sprint(null);
    await run(enterprise, org.otherSquad.id);
    expect((await edit(item.id, { sprintId: enterprise })).statusCode).toBe(200);
    const enterpriseDone = await sprint(null);
    await run(enterpriseDone, squadId);
    expect((await edit(item.id, { sprintId: enterpriseDone })).json()).toMatchObject(closedRefusal);
  });

  it('keeps editing an item that stayed in its completed sprint (the dialog sends the sprint again)', async () => {
    const squadId = await newSquad();
    const item = await task('Finished in a sprint', squadId);
    const done = await sprint(squadId);
    expect((await edit(item.id, { sprintId: done })).statusCode).toBe(200);
    await run(done, squadId);
    const again = await edit(item.id, { sprintId: done, title: 'Renamed afterwards' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().item).toMatchObject({ sprintId: done, title: 'Renamed afterwards' });
    // Back to the backlog is always possible; into the completed sprint again is not.
    expect((await edit(item.id, { sprintId: null })).statusCode).toBe(200);
    expect((await edit(item.id, { sprintId: done })).json()).toMatchObject(closedRefusal);
  });

  it("refuses another squad's sprint, also one the item would keep while changing squad", async () => {
    const squadId = await newSquad();
    const item = await task('Wrong sprint', squadId);
    const theirs = await sprint(org.otherSquad.id);
    const refused = await edit(item.id, { sprintId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject(notTheSquads);

    const ours = await sprint(squadId);
    expect((await edit(item.id, { sprintId: ours })).statusCode).toBe(200);
    const moving = await edit(item.id, { squadId: org.otherSquad.id }, org.admin);
    expect(moving.statusCode).toBe(400);
    expect(moving.json()).toMatchObject(notTheSquads);
    const moved = await edit(item.id, { squadId: org.otherSquad.id, sprintId: null }, org.admin);
    expect(moved.json().item).toMatchObject({ squadId: org.otherSquad.id, sprintId: null });
  });
});

describe('the sprint of a bulk change', () => {
  it('moves items into an open sprint, refuses a completed one or another squad’s, all or none', async () => {
    const squadId = await newSquad();
    const a = await task('Bulk one', squadId);
    const b = await task('Bulk two', squadId);
    const open = await sprint(squadId);
    await run(open, squadId, true);
    const done = await sprint(squadId);
    await run(done, squadId);
    const theirs = await sprint(org.otherSquad.id);

    const closed = await bulk({ ids: [a.id, b.id], sprintId: done });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject(closedRefusal);
    const foreign = await bulk({ ids: [a.id, b.id], sprintId: theirs });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject(notTheSquads);
    for (const id of [a.id, b.id]) {
      expect((await api(t.app, org.member, 'GET', `/api/work-items/${id}`)).json().sprintId).toBeNull();
    }

    expect((await bulk({ ids: [a.id, b.id], sprintId: open })).json()).toMatchObject({ count: 2 });
    // Already in the sprint when the squad completed it: a bulk owner change still works.
    await t.db.update(sprintRuns).set({ completedAt: new Date() }).where(eq(sprintRuns.sprintId, open));
    expect((await bulk({ ids: [a.id], ownerId: org.member.id })).statusCode).toBe(200);
    expect((await bulk({ ids: [a.id], sprintId: open })).statusCode).toBe(200);
  });
});
