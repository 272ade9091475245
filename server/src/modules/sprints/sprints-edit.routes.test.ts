import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import { endDateFor, firstWorkingDayFrom, isWeekend } from '@squadboard/domain/sprints/sprint.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprints, workItemHistory, workItems } from '../../db/schema/index.ts';
import { createSprintOrg, createSquad, type SprintOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createItem, createSquadSprint, planItems } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Sprint Settings' Edit and Delete: the cadence's rules as for creation, nothing a
// squad started, no overlaps, and a sprint's items always go somewhere.

let t: TestApp;
let a: SprintOrg;
let b: SprintOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSprintOrg(t);
  b = await createSprintOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** A fresh squad of `a`, led by `lead` with `member`, and one sprint of it. */
async function squadWithSprint(name = 'Sprint A1') {
  const squad = await createSquad(t, a);
  const sprint = await createSquadSprint(t, a.lead, squad.id, name);
  return { squadId: squad.id, sprint };
}

const rowOf = async (id: string) => (await t.db.select().from(sprints).where(eq(sprints.id, id)))[0];
const sprintOfItem = async (id: string) =>
  (await t.db.select({ sprintId: workItems.sprintId }).from(workItems).where(eq(workItems.id, id)))[0]
    ?.sprintId;

describe('editing a sprint', () => {
  it("the squad's lead renames it and changes its length; the end follows the working days", async () => {
    const { sprint } = await squadWithSprint();
    const response = await api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, {
      name: '  Renamed  ',
      daysInSprint: 8,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MSG.sprint.updated });
    expect(await rowOf(sprint.id)).toMatchObject({
      name: 'Renamed',
      startDate: sprint.startDate,
      endDate: endDateFor(sprint.startDate, 8),
      workingDays: 8,
    });
  });

  it('moves the start: not on a weekend, not before today, not over another sprint', async () => {
    const { squadId, sprint } = await squadWithSprint();
    const next = await createSquadSprint(t, a.lead, squadId, 'Sprint A2');
    const edit = (body: Record<string, unknown>) =>
      api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, body);
    let saturday = addDays(sprint.startDate, 1);
    while (!isWeekend(saturday)) {
      saturday = addDays(saturday, 1);
    }
    const weekend = await edit({ startDate: saturday });
    expect(weekend.json()).toMatchObject({ code: 'WEEKEND', fields: { startDate: MSG.sprint.weekend } });
    const today = todayIn(null);
    let past = addDays(today, -1);
    while (isWeekend(past)) {
      past = addDays(past, -1);
    }
    const early = await edit({ startDate: past });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({ code: 'START_TOO_EARLY', message: MSG.sprint.startTooEarly(today) });
    const overlap = await edit({ daysInSprint: 6 });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toMatchObject({ code: 'SPRINT_OVERLAPS', message: MSG.sprint.overlaps });
    const onTop = await edit({ startDate: next.startDate });
    expect(onTop.json().code).toBe('SPRINT_OVERLAPS');
    expect(await rowOf(sprint.id)).toMatchObject({ startDate: sprint.startDate, endDate: sprint.endDate });
    // Shorter is fine, and so is a later start once the next sprint is out of the way.
    expect((await edit({ daysInSprint: 3 })).statusCode).toBe(200);
    const later = firstWorkingDayFrom(addDays(next.endDate, 1));
    expect((await edit({ startDate: later, daysInSprint: 5 })).statusCode).toBe(200);
    expect(await rowOf(sprint.id)).toMatchObject({ startDate: later, endDate: endDateFor(later, 5) });
  });

  it('refuses bad input with the field, and changes nothing', async () => {
    const { sprint } = await squadWithSprint();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'name', MSG.sprint.nameRequired],
      [{ name: 'x'.repeat(101) }, 'name', MSG.sprint.nameTooLong],
      [{ daysInSprint: 0 }, 'daysInSprint', MSG.sprint.daysRange],
      [{ startDate: '31/12/2030' }, 'startDate', MSG.sprint.invalidDate],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    const extra = await api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, { endDate: '2099-01-01' });
    expect(extra.statusCode).toBe(400);
    expect((await api(t.app, a.lead, 'PATCH', '/api/sprints/not-a-uuid', { name: 'X' })).statusCode).toBe(
      400,
    );
    expect(await rowOf(sprint.id)).toMatchObject({ name: sprint.name, endDate: sprint.endDate });
  });

  it('is for a Super Admin or the squad lead; others are refused, other organisations see nothing', async () => {
    const { sprint } = await squadWithSprint();
    const as = (user: typeof a.admin | typeof a.member) =>
      api(t.app, user, 'PATCH', `/api/sprints/${sprint.id}`, { name: 'Theirs' });
    expect((await as(a.member)).statusCode).toBe(403);
    // otherLead leads other squads and cannot see this one.
    expect((await as(a.otherLead)).json()).toMatchObject({ code: 'SPRINT_NOT_FOUND' });
    expect((await as(b.admin)).statusCode).toBe(404);
    expect((await api(t.app, b.admin, 'DELETE', `/api/sprints/${sprint.id}`)).statusCode).toBe(404);
    expect((await rowOf(sprint.id))?.name).toBe(sprint.name);
    // a.lead is a member of Bravo, not its lead.
    const bravo = await createSquadSprint(t, a.otherLead, a.otherSquadId, 'Bravo 1');
    expect((await api(t.app, a.lead, 'PATCH', `/api/sprints/${bravo.id}`, { name: 'X' })).statusCode).toBe(
      403,
    );
    expect((await as(a.admin)).statusCode).toBe(200);
  });

  it('refuses a sprint a squad has started, to edit or to delete', async () => {
    const { squadId, sprint } = await squadWithSprint();
    const start = await api(t.app, a.lead, 'POST', `/api/sprints/${sprint.id}/start`, { squadId });
    expect(start.statusCode, start.body).toBe(200);
    const edit = await api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, { name: 'Late' });
    expect(edit.json()).toMatchObject({ code: 'SPRINT_STARTED', message: MSG.sprint.alreadyStarted });
    const remove = await api(t.app, a.admin, 'DELETE', `/api/sprints/${sprint.id}?moveItemsTo=backlog`);
    expect(remove.statusCode).toBe(409);
    expect(await rowOf(sprint.id)).toBeDefined();
  });
});

describe('the cadence in force decides', () => {
  it('enterprise sprints by a Super Admin while it is on; squad sprints while it is off', async () => {
    const c = await createSprintOrg(t);
    const squadSprint = await createSquadSprint(t, c.lead, c.squadId, 'Alpha 1');
    expect(
      (await api(t.app, c.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true })).statusCode,
    ).toBe(200);
    const planned = await api(t.app, c.admin, 'POST', '/api/sprints/enterprise', {
      startDate: firstWorkingDayFrom(todayIn(null)),
      daysInSprint: 5,
      numberOfSprints: 2,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const [first] = planned.json().created;

    const leadEdit = await api(t.app, c.lead, 'PATCH', `/api/sprints/${squadSprint.id}`, { name: 'X' });
    expect(leadEdit.statusCode).toBe(403);
    const adminEdit = await api(t.app, c.admin, 'PATCH', `/api/sprints/${squadSprint.id}`, { name: 'X' });
    expect(adminEdit.json().code).toBe('CADENCE_MISMATCH');
    expect(
      (await api(t.app, c.lead, 'PATCH', `/api/sprints/${first.id}`, { daysInSprint: 3 })).statusCode,
    ).toBe(403);
    const renamed = await api(t.app, c.admin, 'PATCH', `/api/sprints/${first.id}`, { name: 'Mine' });
    expect(renamed.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { name: MSG.sprint.enterpriseNameFixed },
    });
    const shorter = await api(t.app, c.admin, 'PATCH', `/api/sprints/${first.id}`, { daysInSprint: 3 });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(await rowOf(first.id)).toMatchObject({
      name: first.name,
      endDate: endDateFor(first.startDate, 3),
    });
    const longer = await api(t.app, c.admin, 'PATCH', `/api/sprints/${first.id}`, { daysInSprint: 10 });
    expect(longer.json().code).toBe('SPRINT_OVERLAPS');

    await api(t.app, c.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: false });
    const off = await api(t.app, c.admin, 'DELETE', `/api/sprints/${first.id}`);
    expect(off.json().code).toBe('CADENCE_MISMATCH');
    expect((await api(t.app, c.lead, 'DELETE', `/api/sprints/${squadSprint.id}`)).statusCode).toBe(200);
  });
});

describe('deleting a sprint', () => {
  it('asks where its items go, then moves them in the same change, with a history entry', async () => {
    const { squadId, sprint } = await squadWithSprint('Sprint D1');
    const next = await createSquadSprint(t, a.lead, squadId, 'Sprint D2');
    const one = await createItem(t, a.member, squadId, 'One');
    const two = await createItem(t, a.member, squadId, 'Two');
    await planItems(t, a.member, [one.id, two.id], sprint.id);

    const listed = await api(t.app, a.member, 'GET', `/api/sprints?squadId=${squadId}`);
    expect(
      listed.json().sprints.map((s: { name: string; itemCount: number; started: boolean }) => s),
    ).toEqual([
      expect.objectContaining({ name: 'Sprint D1', itemCount: 2, started: false }),
      expect.objectContaining({ name: 'Sprint D2', itemCount: 0, started: false }),
    ]);

    const bare = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}`);
    expect(bare.statusCode).toBe(409);
    expect(bare.json()).toMatchObject({ code: 'SPRINT_HAS_ITEMS', message: MSG.sprint.hasItems(2) });
    const other = await createSquadSprint(t, a.otherLead, a.otherSquadId, 'Bravo D');
    for (const target of [sprint.id, other.id, '00000000-0000-4000-8000-000000000000']) {
      const refused = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}?moveItemsTo=${target}`);
      expect(refused.statusCode, target).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'SPRINT_MOVE_TARGET_INVALID',
        fields: { moveItemsTo: MSG.sprint.moveTargetInvalid },
      });
    }
    const garbled = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}?moveItemsTo=nowhere`);
    expect(garbled.json()).toMatchObject({ code: 'VALIDATION', fields: { moveItemsTo: expect.any(String) } });
    expect(await rowOf(sprint.id)).toBeDefined();
    expect(await sprintOfItem(one.id)).toBe(sprint.id);

    const moved = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}?moveItemsTo=${next.id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ message: MSG.sprint.deleted });
    expect(await rowOf(sprint.id)).toBeUndefined();
    expect([await sprintOfItem(one.id), await sprintOfItem(two.id)]).toEqual([next.id, next.id]);
    const history = await t.db.select().from(workItemHistory).where(eq(workItemHistory.workItemId, one.id));
    expect(history.map((h) => h.summary)).toContain(MSG.sprint.historySprint('Sprint D1', 'Sprint D2'));

    const toBacklog = await api(t.app, a.lead, 'DELETE', `/api/sprints/${next.id}?moveItemsTo=backlog`);
    expect(toBacklog.statusCode).toBe(200);
    expect([await sprintOfItem(one.id), await sprintOfItem(two.id)]).toEqual([null, null]);
  });

  it('deletes an empty sprint at once; never one another squad completed into', async () => {
    const { squadId, sprint } = await squadWithSprint('Sprint E1');
    const done = await createSquadSprint(t, a.lead, squadId, 'Sprint E2');
    const item = await createItem(t, a.member, squadId, 'Item');
    await planItems(t, a.member, [item.id], sprint.id);
    await api(t.app, a.lead, 'POST', `/api/sprints/${done.id}/start`, { squadId });
    const completed = await api(t.app, a.lead, 'POST', `/api/sprints/${done.id}/complete`, {
      squadId,
      carryTo: 'backlog',
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const refused = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}?moveItemsTo=${done.id}`);
    expect(refused.json().code).toBe('SPRINT_MOVE_TARGET_INVALID');
    await planItems(t, a.member, [item.id], null);
    const empty = await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}`);
    expect(empty.statusCode).toBe(200);
    expect(await rowOf(sprint.id)).toBeUndefined();
    expect((await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}`)).json().code).toBe(
      'SPRINT_NOT_FOUND',
    );
  });
});
