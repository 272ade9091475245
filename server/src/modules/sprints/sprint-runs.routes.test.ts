import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import { workingDaysOf } from '@squadboard/domain/sprints/sprint-planning.rules';
import type { PlannedSprint, SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprintRuns, sprints, workItemHistory, workItems } from '../../db/schema/index.ts';
import { createSprintOrg, createSquad, type SprintOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro } from '../../test-support/retro-factories.ts';
import {
  createItem,
  createSquadSprint,
  finishItem,
  planItems,
  setWorkingHours,
} from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A squad's sprints in use: planning against capacity, one active sprint, completion
// with its figures, burndown and carried items, the active board and the completed sprints.

let t: TestApp;
let a: SprintOrg;
let b: SprintOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createSprintOrg(t);
  b = await createSprintOrg(t);
  await setWorkingHours(t, a.admin, 8);
});
afterAll(async () => {
  await t.close();
});

/** A fresh squad of `a` led by `lead`, with `member` and `otherMember`, and two sprints of 5 days. */
async function squadWithSprints() {
  const squad = await createSquad(t, a, { memberIds: [a.member.id, a.otherMember.id] });
  const first = await createSquadSprint(t, a.lead, squad.id, 'Sprint 1');
  const second = await createSquadSprint(t, a.lead, squad.id, 'Sprint 2');
  return { squadId: squad.id, first, second };
}

const start = (user: typeof a.lead, sprintId: string, squadId: string) =>
  api(t.app, user, 'POST', `/api/sprints/${sprintId}/start`, { squadId });
const complete = (user: typeof a.lead, sprintId: string, squadId: string, carryTo: string) =>
  api(t.app, user, 'POST', `/api/sprints/${sprintId}/complete`, { squadId, carryTo });
const sprintOfItem = async (id: string) =>
  (await t.db.select({ sprintId: workItems.sprintId }).from(workItems).where(eq(workItems.id, id)))[0]
    ?.sprintId;

describe('planning', () => {
  it("shows each sprint's load against hours per day × working days × members, and warns over it", async () => {
    const { squadId, first, second } = await squadWithSprints();
    const big = await createItem(t, a.member, squadId, 'Big', { effortHours: 50.5 });
    const small = await createItem(t, a.member, squadId, 'Small', { effortHours: 30 });
    const none = await createItem(t, a.member, squadId, 'Unsized');
    await planItems(t, a.member, [big.id, small.id, none.id], first.id);

    const response = await api(t.app, a.member, 'GET', `/api/sprints/plan?squadId=${squadId}`);
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json();
    expect(plan).toMatchObject({ squadId, hoursPerDay: 8, members: 2, canManage: false, active: null });
    expect(plan.upcoming.map((p: PlannedSprint) => [p.sprint.name, p.state])).toEqual([
      ['Sprint 1', 'PLANNED'],
      ['Sprint 2', 'PLANNED'],
    ]);
    // 8 h × 5 days × 2 members = 80 h; 80.5 h committed.
    expect(plan.upcoming[0]).toMatchObject({
      sprint: { id: first.id, itemCount: 3, started: false },
      workingDays: 5,
      capacityHours: 80,
      committedHours: 80.5,
      itemCount: 3,
      overCapacity: true,
    });
    expect(plan.upcoming[1]).toMatchObject({
      sprint: { id: second.id },
      committedHours: 0,
      overCapacity: false,
    });
    expect((await api(t.app, a.lead, 'GET', `/api/sprints/plan?squadId=${squadId}`)).json().canManage).toBe(
      true,
    );
    expect((await api(t.app, a.admin, 'GET', `/api/sprints/plan?squadId=${squadId}`)).json().canManage).toBe(
      true,
    );
  });

  it('has no capacity until Settings has working hours; other squads and organisations answer 404', async () => {
    const sprint = await createSquadSprint(t, b.lead, b.squadId, 'B1');
    const plan = (await api(t.app, b.lead, 'GET', `/api/sprints/plan?squadId=${b.squadId}`)).json();
    expect(plan).toMatchObject({ hoursPerDay: null, members: 1 });
    expect(plan.upcoming[0]).toMatchObject({
      sprint: { id: sprint.id },
      capacityHours: null,
      overCapacity: false,
    });
    expect((await api(t.app, a.admin, 'GET', `/api/sprints/plan?squadId=${b.squadId}`)).statusCode).toBe(404);
    const hidden = await api(t.app, a.member, 'GET', `/api/sprints/plan?squadId=${a.hiddenSquadId}`);
    expect(hidden.json().code).toBe('SQUAD_NOT_FOUND');
    expect((await api(t.app, a.member, 'GET', '/api/sprints/plan')).statusCode).toBe(400);
  });
});

describe('starting a sprint', () => {
  it('one active sprint per squad, by its lead or a Super Admin', async () => {
    const { squadId, first, second } = await squadWithSprints();
    expect((await start(a.member, first.id, squadId)).statusCode).toBe(403);
    expect((await start(a.otherLead, first.id, squadId)).json().code).toBe('SQUAD_NOT_FOUND');
    expect((await start(b.admin, first.id, squadId)).statusCode).toBe(404);
    const bravo = await createSquadSprint(t, a.otherLead, a.otherSquadId, 'Bravo S');
    expect((await start(a.admin, bravo.id, squadId)).json().code).toBe('SPRINT_NOT_FOUND');

    const started = await start(a.lead, first.id, squadId);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().active).toMatchObject({ state: 'ACTIVE', sprint: { id: first.id, started: true } });
    expect(started.json().upcoming.map((p: PlannedSprint) => p.sprint.id)).toEqual([second.id]);

    for (const id of [second.id, first.id]) {
      const again = await start(a.admin, id, squadId);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'SPRINT_ALREADY_ACTIVE',
        message: MSG.sprint.anotherActive('Sprint 1'),
      });
    }
    expect(await t.db.select().from(sprintRuns).where(eq(sprintRuns.squadId, squadId))).toHaveLength(1);

    expect((await complete(a.lead, first.id, squadId, 'backlog')).statusCode).toBe(200);
    expect((await start(a.lead, first.id, squadId)).json().code).toBe('SPRINT_COMPLETED');
  });

  it('two starts at once: one wins, the other is told which sprint is active', async () => {
    const { squadId, first, second } = await squadWithSprints();
    const answers = await Promise.all([start(a.lead, first.id, squadId), start(a.admin, second.id, squadId)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409);
    expect(loser?.json().code).toBe('SPRINT_ALREADY_ACTIVE');
    const active = await t.db
      .select()
      .from(sprintRuns)
      .where(and(eq(sprintRuns.squadId, squadId), sql`${sprintRuns.completedAt} is null`));
    expect(active).toHaveLength(1);
  });
});

describe('completing a sprint', () => {
  it('records the figures, carries the unfinished items on with a history entry, and tells the boards', async () => {
    const { squadId, first, second } = await squadWithSprints();
    const done = await createItem(t, a.member, squadId, 'Done', { effortHours: 5 });
    const open = await createItem(t, a.member, squadId, 'Open', { effortHours: 3 });
    const unsized = await createItem(t, a.member, squadId, 'Unsized');
    await planItems(t, a.member, [done.id, open.id, unsized.id], first.id);
    await start(a.lead, first.id, squadId);
    const runOfFirst = async () =>
      (await t.db.select().from(sprintRuns).where(eq(sprintRuns.sprintId, first.id)))[0];
    // The start names the items in the sprint then; only the completion names the carried.
    const started = await runOfFirst();
    expect(started?.startItemIds?.sort()).toEqual([done.id, open.id, unsized.id].sort());
    expect(started?.carriedItemIds).toBeNull();
    await finishItem(t, a.member, done.id);
    const told: string[] = [];
    const stop = t.app.services.sprintEvents.onChanged((event) => told.push(event.squadId));

    expect((await complete(a.member, first.id, squadId, second.id)).statusCode).toBe(403);
    expect((await complete(a.lead, second.id, squadId, 'backlog')).json().code).toBe('SPRINT_NOT_ACTIVE');
    const bravo = await createSquadSprint(t, a.otherLead, a.otherSquadId, 'Bravo C');
    for (const target of [first.id, bravo.id]) {
      const refused = await complete(a.lead, first.id, squadId, target);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('SPRINT_MOVE_TARGET_INVALID');
    }
    expect(await sprintOfItem(open.id)).toBe(first.id);
    // A refused completion recorded nothing.
    expect((await runOfFirst())?.carriedItemIds).toBeNull();

    const response = await complete(a.lead, first.id, squadId, second.id);
    stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: MSG.sprint.completed('Sprint 1'),
      figures: { committedItems: 3, completedItems: 1, committedHours: 8, completedHours: 5 },
      carried: 2,
    });
    expect(told).toEqual([squadId]);
    expect([
      await sprintOfItem(done.id),
      await sprintOfItem(open.id),
      await sprintOfItem(unsized.id),
    ]).toEqual([first.id, second.id, second.id]);
    const history = await t.db.select().from(workItemHistory).where(eq(workItemHistory.workItemId, open.id));
    expect(history.find((h) => h.summary === MSG.sprint.historySprint('Sprint 1', 'Sprint 2'))).toMatchObject(
      {
        actorId: a.lead.id,
        actorName: expect.stringMatching(/^Lena /),
      },
    );
    const run = await runOfFirst();
    expect(run).toMatchObject({ completedBy: a.lead.id, committedItems: 3, completedItems: 1 });
    expect(run?.completedAt).toBeInstanceOf(Date);
    expect(run?.carriedItemIds?.sort()).toEqual([open.id, unsized.id].sort());
    expect(run?.startItemIds).toHaveLength(3);
    expect((await complete(a.lead, first.id, squadId, 'backlog')).json().code).toBe('SPRINT_NOT_ACTIVE');

    // The next one, back to the backlog.
    await start(a.lead, second.id, squadId);
    const back = await complete(a.admin, second.id, squadId, 'backlog');
    expect(back.json()).toMatchObject({ carried: 2, figures: { committedItems: 2, completedItems: 0 } });
    expect([await sprintOfItem(open.id), await sprintOfItem(unsized.id)]).toEqual([null, null]);
    const backHistory = await t.db
      .select()
      .from(workItemHistory)
      .where(eq(workItemHistory.workItemId, open.id));
    expect(backHistory.map((h) => h.summary)).toContain(
      MSG.sprint.historySprint('Sprint 2', MSG.sprint.backlog),
    );
  });

  it('records a burndown of the working days so far, from the day each item last reached Done', async () => {
    const { squadId, first } = await squadWithSprints();
    const today = todayIn(null);
    const startDate = addDays(today, -9);
    await t.db
      .update(sprints)
      .set({ startDate, endDate: addDays(today, 4) })
      .where(eq(sprints.id, first.id));
    const early = await createItem(t, a.member, squadId, 'Early', { effortHours: 2 });
    const late = await createItem(t, a.member, squadId, 'Late', { effortHours: 3 });
    const open = await createItem(t, a.member, squadId, 'Open', { effortHours: 4 });
    await planItems(t, a.member, [early.id, late.id, open.id], first.id);
    await start(a.lead, first.id, squadId);
    await finishItem(t, a.member, early.id);
    await finishItem(t, a.member, late.id);
    // `early` reached Done a week ago, and not since.
    await t.db
      .update(workItemHistory)
      .set({ at: new Date(Date.now() - 7 * 86_400_000) })
      .where(and(eq(workItemHistory.workItemId, early.id), eq(workItemHistory.toStatusId, 4)));
    expect((await complete(a.lead, first.id, squadId, 'backlog')).statusCode).toBe(200);

    const earlyDay = addDays(today, -7);
    const expected = workingDaysOf(startDate, today).map((date) => {
      const open = [date < earlyDay ? 2 : 0, date < today ? 3 : 0, 4].filter((h) => h > 0);
      return { date, remainingItems: open.length, remainingHours: open.reduce((s, h) => s + h, 0) };
    });
    const [run] = await t.db.select().from(sprintRuns).where(eq(sprintRuns.sprintId, first.id));
    expect(run?.burndown).toEqual(expected);
    const past = (await api(t.app, a.member, 'GET', `/api/sprints/past?squadId=${squadId}`)).json();
    expect(past.items[0]).toMatchObject({ sprintId: first.id, burndown: expected, completedItems: 2 });
  });
});

describe('the active board', () => {
  it("lists the squad's items in the sprint in rank order, as work items show, with their Stories and Epics", async () => {
    const { squadId, first } = await squadWithSprints();
    const empty = (await api(t.app, a.member, 'GET', `/api/sprints/board?squadId=${squadId}`)).json();
    expect(empty).toMatchObject({ sprint: null, items: [], ancestors: [], canManage: false });
    expect(empty.statusConfig).toEqual(DEFAULT_STATUS_CONFIG);

    const epic = await createItem(t, a.member, squadId, 'Epic', { type: 'Epic' });
    const story = await createItem(t, a.member, squadId, 'Story', { type: 'Story', parentId: epic.id });
    const task = await createItem(t, a.member, squadId, 'Task', { type: 'Task', parentId: story.id });
    const loose = await createItem(t, a.member, squadId, 'Loose', { type: 'Bug', effortHours: 2 });
    const elsewhere = await createItem(t, a.member, squadId, 'Backlog only');
    await planItems(t, a.member, [loose.id, task.id], first.id);
    await start(a.lead, first.id, squadId);

    const response = await api(t.app, a.member, 'GET', `/api/sprints/board?squadId=${squadId}`);
    expect(response.statusCode, response.body).toBe(200);
    const board = response.json() as SprintBoard;
    expect(board.sprint).toMatchObject({
      state: 'ACTIVE',
      sprint: { id: first.id },
      itemCount: 2,
      committedHours: 2,
    });
    expect(board.squad.id).toBe(squadId);
    expect(board.items.map((item) => item.title)).toEqual(['Task', 'Loose']);
    expect(board.items.map((item) => item.id)).not.toContain(elsewhere.id);
    // The item's own page adds where it came from (a retro's card); the board does not.
    const { origin: _origin, ...shown } = (
      await api(t.app, a.member, 'GET', `/api/work-items/${task.id}`)
    ).json();
    expect(board.items[0]).toEqual(shown);
    expect(board.ancestors).toEqual(
      expect.arrayContaining([
        { id: story.id, type: 'Story', acronymId: story.acronymId, title: 'Story', parentId: epic.id },
        { id: epic.id, type: 'Epic', acronymId: epic.acronymId, title: 'Epic', parentId: null },
      ]),
    );
    expect(board.ancestors).toHaveLength(2);

    expect((await api(t.app, a.otherLead, 'GET', `/api/sprints/board?squadId=${squadId}`)).statusCode).toBe(
      404,
    );
    expect((await api(t.app, b.admin, 'GET', `/api/sprints/board?squadId=${squadId}`)).statusCode).toBe(404);
    expect((await api(t.app, a.lead, 'GET', `/api/sprints/board?squadId=${squadId}`)).json().canManage).toBe(
      true,
    );
  });
});

describe('past sprints', () => {
  it('lists completed sprints latest first, with the retro held at the end', async () => {
    const { squadId, first, second } = await squadWithSprints();
    const today = todayIn(null);
    await t.db
      .update(sprints)
      .set({ startDate: addDays(today, -40), endDate: addDays(today, -30) })
      .where(eq(sprints.id, first.id));
    await t.db
      .update(sprints)
      .set({ startDate: addDays(today, -9), endDate: today })
      .where(eq(sprints.id, second.id));
    const retro = await createRetro(t, a.lead, squadId, { title: 'Sprint 2 retro' });
    expect((await api(t.app, a.member, 'GET', `/api/sprints/past?squadId=${squadId}`)).json()).toEqual({
      items: [],
    });

    await start(a.lead, first.id, squadId);
    await complete(a.lead, first.id, squadId, 'backlog');
    await start(a.lead, second.id, squadId);
    await complete(a.lead, second.id, squadId, 'backlog');

    const response = await api(t.app, a.member, 'GET', `/api/sprints/past?squadId=${squadId}`);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json();
    expect(items.map((p: { name: string }) => p.name)).toEqual(['Sprint 2', 'Sprint 1']);
    expect(items[0]).toMatchObject({
      sprintId: second.id,
      startDate: addDays(today, -9),
      endDate: today,
      committedItems: 0,
      completedItems: 0,
      retro: { id: retro.id, title: 'Sprint 2 retro' },
    });
    expect(Date.parse(items[0].completedAt)).toBeGreaterThanOrEqual(Date.parse(items[0].startedAt));
    expect(items[1].retro).toBeNull();
    expect((await api(t.app, a.otherLead, 'GET', `/api/sprints/past?squadId=${squadId}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the enterprise cadence', () => {
  it('every squad plans with the enterprise sprints and runs each one on its own', async () => {
    const c = await createSprintOrg(t);
    await api(t.app, c.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
    const planned = await api(t.app, c.admin, 'POST', '/api/sprints/enterprise', {
      startDate: firstWorkingDayFrom(todayIn(null)),
      daysInSprint: 5,
      numberOfSprints: 2,
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const [one, two] = planned.json().created as { id: string; name: string }[];
    const alphaPlan = (await api(t.app, c.lead, 'GET', `/api/sprints/plan?squadId=${c.squadId}`)).json();
    expect(alphaPlan.upcoming.map((p: PlannedSprint) => p.sprint.id)).toEqual([one?.id, two?.id]);

    expect((await start(c.lead, one?.id ?? '', c.squadId)).statusCode).toBe(200);
    expect((await start(c.otherLead, one?.id ?? '', c.otherSquadId)).statusCode).toBe(200);
    expect((await complete(c.lead, one?.id ?? '', c.squadId, two?.id ?? '')).statusCode).toBe(200);
    const bravoBoard = (
      await api(t.app, c.otherLead, 'GET', `/api/sprints/board?squadId=${c.otherSquadId}`)
    ).json();
    expect(bravoBoard.sprint).toMatchObject({ state: 'ACTIVE', sprint: { id: one?.id, started: true } });
    const alphaAfter = (await api(t.app, c.lead, 'GET', `/api/sprints/plan?squadId=${c.squadId}`)).json();
    expect(alphaAfter.active).toBeNull();
    expect(alphaAfter.upcoming.map((p: PlannedSprint) => p.sprint.id)).toEqual([two?.id]);
    // A squad sprint is out of the cadence in force.
    await api(t.app, c.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: false });
    const charlie = await createSquadSprint(t, c.admin, c.hiddenSquadId, 'Charlie 1');
    await api(t.app, c.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
    expect((await start(c.admin, charlie.id, c.hiddenSquadId)).json().code).toBe('CADENCE_MISMATCH');
  });
});
