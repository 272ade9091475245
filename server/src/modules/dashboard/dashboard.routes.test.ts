import { encodeMeetingId } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import type {
  DashboardActions,
  DashboardNextSteps,
  DashboardRetros,
  DashboardRisks,
  DashboardSprints,
  DashboardWorkItems,
} from '@squadboard/domain/dashboard/dashboard.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../db/schema/index.ts';
import {
  createOrganisation,
  createRetroOrg,
  type OrgUser,
  type RetroOrg,
} from '../../test-support/factories.ts';
import { createRaid, createRaidPortfolio, raidEdit } from '../../test-support/raid-factories.ts';
import { api } from '../../test-support/request.ts';
import {
  addItem,
  createAction,
  createActionRegister,
  createRetro,
  inHours,
} from '../../test-support/retro-factories.ts';
import { createItem, createSquadSprint, finishItem, planItems } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The dashboard home's blocks through the real routes: each answers the caller's own
// view, and nothing of another organisation or of a squad the caller does not see ever appears.
// `a.member` belongs to `squad` only; `otherSquad` is hidden from them; `b` is another organisation.

let t: TestApp;
let a: RetroOrg;
let b: RetroOrg;
const today = todayIn(null);

beforeAll(async () => {
  t = await createTestApp();
  a = await createRetroOrg(t);
  b = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function read<T>(user: OrgUser, block: string): Promise<T> {
  const response = await api(t.app, user, 'GET', `/api/dashboard/${block}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

describe('the dashboard', () => {
  it('needs a session for every block', async () => {
    for (const block of ['retros', 'actions', 'work-items', 'sprints', 'risks', 'next-steps']) {
      expect((await api(t.app, null, 'GET', `/api/dashboard/${block}`)).statusCode).toBe(401);
    }
  });
});

describe('retros', () => {
  it("lists running retros with their room and the next scheduled ones, of the caller's squads only", async () => {
    const running = await createRetro(t, a.lead, a.squad.id, { title: 'Running now' });
    const later = await createRetro(t, a.lead, a.squad.id, {
      title: 'Later',
      startType: 'schedule',
      scheduledAt: inHours(48),
    });
    const sooner = await createRetro(t, a.lead, a.squad.id, {
      title: 'Sooner',
      startType: 'schedule',
      scheduledAt: inHours(3),
    });
    const hidden = await createRetro(t, a.otherLead, a.otherSquad.id, { title: 'Other squad' });
    await createRetro(t, b.lead, b.squad.id, { title: 'Other organisation' });

    const mine = await read<DashboardRetros>(a.member, 'retros');
    expect(mine.running).toEqual([
      expect.objectContaining({
        id: running.id,
        squadName: a.squad.name,
        room: encodeMeetingId(running.meetingId),
        status: 'INPROGRESS',
      }),
    ]);
    expect(mine.runningTotal).toBe(1);
    expect(mine.scheduled.map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect(mine.scheduledTotal).toBe(2);

    // The Super Admin sees every squad of the organisation, and still nothing of another.
    const admin = await read<DashboardRetros>(a.admin, 'retros');
    expect(admin.running.map((r) => r.id).sort()).toEqual([running.id, hidden.id].sort());
    const other = await read<DashboardRetros>(b.member, 'retros');
    expect(other.running.map((r) => r.title)).toEqual(['Other organisation']);
  });
});

describe('actions', () => {
  it("lists the caller's open actions and register items, soonest due first, overdue marked", async () => {
    const soon = await createAction(t, a, a.lead, { title: 'Soon', dueDate: addDays(today, 2) });
    const overdue = await createAction(t, a, a.lead, { title: 'Overdue', dueDate: addDays(today, 1) });
    // Dates before today cannot be chosen on the form: the action was due when it was made.
    await t.db
      .update(actions)
      .set({ dueDate: addDays(today, -3) })
      .where(eq(actions.id, overdue.id));
    const undated = await createAction(t, a, a.lead, { title: 'Undated', status: 'In Progress' });
    await createAction(t, a, a.lead, { title: 'Closed', status: 'Closed' });
    await createAction(t, a, a.lead, { title: 'Not mine', ownerId: a.otherMember.id });
    // Assigned to the member, but in a squad they do not see.
    await createAction(t, a, a.admin, { title: 'Hidden squad', squadId: a.otherSquad.id });

    const register = await createActionRegister(t, a, a.lead, { name: 'Migration' });
    const item = await addItem(t, a, a.lead, register.id, { title: 'Book the slot', dueDate: today });
    await addItem(t, a, a.lead, register.id, { title: 'Done already', status: 'Closed' });
    const archived = await createActionRegister(t, a, a.lead, { name: 'Old' });
    await addItem(t, a, a.lead, archived.id, { title: 'In an archived register' });
    const archive = await api(t.app, a.lead, 'POST', `/api/action-registers/${archived.id}/status`, {
      status: 'Archive',
    });
    expect(archive.statusCode, archive.body).toBe(200);
    await createAction(t, b, b.lead, { title: 'Other organisation', ownerId: b.member.id });

    const mine = await read<DashboardActions>(a.member, 'actions');
    expect(mine.actions.map((x) => [x.title, x.overdue])).toEqual([
      ['Overdue', true],
      ['Soon', false],
      ['Undated', false],
    ]);
    expect(mine.actions[1]).toMatchObject({ id: soon.id, number: soon.number, context: a.squad.name });
    expect(mine.actions[2]?.id).toBe(undated.id);
    expect(mine.actionsTotal).toBe(3);
    expect(mine.registerItems).toEqual([
      {
        id: item.id,
        title: 'Book the slot',
        status: 'Open',
        dueDate: today,
        overdue: false,
        context: 'Migration',
      },
    ]);
    expect(mine.registerItemsTotal).toBe(1);
  });
});

describe("the caller's today", () => {
  it('is the day in their profile time zone, from the next request after they change it', async () => {
    const zone = async (timeZone: string) => {
      const saved = await api(t.app, a.otherMember, 'PUT', '/api/profile', {
        firstName: 'Otto',
        lastName: 'Other',
        location: 'Somewhere',
        timeZone,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    // American Samoa (UTC−11) and Tonga (UTC+13, no summer time) are always a calendar day apart.
    const samoaToday = todayIn('Pacific/Pago_Pago');
    const action = await createAction(t, a, a.admin, {
      title: 'Due in Samoa today',
      squadId: a.otherSquad.id,
      ownerId: a.otherMember.id,
    });
    await t.db.update(actions).set({ dueDate: samoaToday }).where(eq(actions.id, action.id));
    const overdue = async () =>
      (await read<DashboardActions>(a.otherMember, 'actions')).actions.find((x) => x.id === action.id)
        ?.overdue;

    await zone('Pacific/Pago_Pago');
    expect(await overdue()).toBe(false);
    await zone('Pacific/Tongatapu');
    expect(await overdue()).toBe(true);
  });
});

describe('sprints and work items', () => {
  it("shows the caller's items of running sprints and each visible squad's progress", async () => {
    const sprint = await createSquadSprint(t, a.lead, a.squad.id, 'Sprint Dash');
    const mine = await createItem(t, a.member, a.squad.id, 'Mine in the sprint');
    const done = await createItem(t, a.member, a.squad.id, 'Mine and done');
    const theirs = await createItem(t, a.lead, a.squad.id, 'Someone else’s');
    const backlog = await createItem(t, a.member, a.squad.id, 'Mine in the backlog');
    for (const id of [mine.id, done.id, backlog.id]) {
      const owned = await api(t.app, a.member, 'PATCH', `/api/work-items/${id}`, { ownerId: a.member.id });
      expect(owned.statusCode, owned.body).toBe(200);
    }
    await planItems(t, a.lead, [mine.id, done.id, theirs.id], sprint.id);
    await finishItem(t, a.lead, done.id);
    const started = await api(t.app, a.lead, 'POST', `/api/sprints/${sprint.id}/start`, {
      squadId: a.squad.id,
    });
    expect(started.statusCode, started.body).toBe(200);

    // The other squad runs a sprint too, with an item assigned to the member, who cannot see it.
    const hiddenSprint = await createSquadSprint(t, a.otherLead, a.otherSquad.id, 'Hidden sprint');
    const hiddenItem = await createItem(t, a.otherLead, a.otherSquad.id, 'Hidden');
    await api(t.app, a.admin, 'PATCH', `/api/work-items/${hiddenItem.id}`, { ownerId: a.member.id });
    await planItems(t, a.otherLead, [hiddenItem.id], hiddenSprint.id);
    const hiddenStart = await api(t.app, a.otherLead, 'POST', `/api/sprints/${hiddenSprint.id}/start`, {
      squadId: a.otherSquad.id,
    });
    expect(hiddenStart.statusCode, hiddenStart.body).toBe(200);

    const items = await read<DashboardWorkItems>(a.member, 'work-items');
    expect(items.items.map((x) => [x.acronymId, x.title, x.statusId])).toEqual([
      [mine.acronymId, 'Mine in the sprint', 1],
      [done.acronymId, 'Mine and done', 4],
    ]);
    expect(items.items[0]).toMatchObject({
      squadId: a.squad.id,
      squadName: a.squad.name,
      sprintName: 'Sprint Dash',
    });
    expect(items.total).toBe(2);

    const progress = await read<DashboardSprints>(a.member, 'sprints');
    expect(progress.sprints).toEqual([
      {
        squadId: a.squad.id,
        squadName: a.squad.name,
        sprintId: sprint.id,
        sprintName: 'Sprint Dash',
        startDate: sprint.startDate,
        endDate: sprint.endDate,
        doneItems: 1,
        totalItems: 3,
        daysLeft: Math.round((Date.parse(sprint.endDate) - Date.parse(today)) / 86_400_000),
      },
    ]);

    const admin = await read<DashboardSprints>(a.admin, 'sprints');
    expect(admin.sprints.map((s) => s.sprintName).sort()).toEqual(['Hidden sprint', 'Sprint Dash']);
    expect((await read<DashboardSprints>(b.admin, 'sprints')).sprints).toEqual([]);
    expect((await read<DashboardWorkItems>(b.member, 'work-items')).items).toEqual([]);
  });
});

describe('risks', () => {
  it("lists open RAID items due within a week or past, the caller's own first", async () => {
    const { initiative } = await createRaidPortfolio(t, a);
    const due = (days: number) => addDays(today, days);
    const mineSoon = await createRaid(t, a.lead, 'Risk', initiative.id, {
      title: 'Mine soon',
      ownerId: a.member.id,
      dueDate: due(3),
    });
    const theirsLate = await createRaid(t, a.lead, 'Issue', initiative.id, {
      title: 'Theirs overdue',
      ownerId: a.lead.id,
      raisedDate: due(-10),
      dueDate: due(-2),
    });
    await createRaid(t, a.lead, 'Risk', initiative.id, { title: 'Too far', dueDate: due(8) });
    await createRaid(t, a.lead, 'Risk', initiative.id, { title: 'No date' });
    const closed = await createRaid(t, a.lead, 'Risk', initiative.id, {
      title: 'Closed',
      raisedDate: due(-10),
      dueDate: due(-1),
    });
    const close = await api(
      t.app,
      a.lead,
      'PATCH',
      `/api/raid/${closed.id}`,
      raidEdit(closed, { status: 'Complete' }),
    );
    expect(close.statusCode, close.body).toBe(200);
    const { initiative: elsewhere } = await createRaidPortfolio(t, b);
    await createRaid(t, b.lead, 'Risk', elsewhere.id, { title: 'Other organisation', dueDate: today });

    const risks = await read<DashboardRisks>(a.member, 'risks');
    expect(risks.items).toEqual([
      {
        id: mineSoon.id,
        acronymId: mineSoon.acronymId,
        title: 'Mine soon',
        type: 'Risk',
        status: 'New',
        dueDate: due(3),
        overdue: false,
        ownerName: expect.any(String),
        mine: true,
      },
      expect.objectContaining({ id: theirsLate.id, type: 'Issue', overdue: true, mine: false }),
    ]);
    expect(risks.total).toBe(2);
  });
});

describe('next steps', () => {
  it('offers a new organisation every step and ticks them as they are done', async () => {
    const fresh = await createOrganisation(t);
    expect(await read<DashboardNextSteps>(fresh.admin, 'next-steps')).toEqual({
      steps: [
        { id: 'squad', done: false },
        { id: 'retro', done: false },
        { id: 'invite', done: false },
      ],
      hasSquad: false,
    });

    const all = await read<DashboardNextSteps>(a.admin, 'next-steps');
    expect(all).toEqual({
      steps: [
        { id: 'squad', done: true },
        { id: 'retro', done: true },
        { id: 'invite', done: true },
      ],
      hasSquad: true,
    });
    expect((await read<DashboardNextSteps>(a.lead, 'next-steps')).steps).toEqual([
      { id: 'retro', done: true },
    ]);
    expect((await read<DashboardNextSteps>(a.member, 'next-steps')).steps).toEqual([]);
  });
});
