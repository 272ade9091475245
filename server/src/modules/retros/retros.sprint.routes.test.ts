import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import { columnsFor } from '@squadboard/domain/retro/retro.rules';
import { DEFAULT_TEMPLATE, ZRetro } from '@squadboard/domain/retro/retro.schema';
import { sprintRetroAt } from '@squadboard/domain/retro/retro-sprint.rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retros, sprints, users } from '../../db/schema/index.ts';
import { createRetroOrg, createSquad, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createRetro, inHours, retroBody } from '../../test-support/retro-factories.ts';
import { createSquadSprint } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// A retro belongs to a sprint: the link on create and wherever a retro is shown, the
// sprints Create Retro offers, the squad's end-of-sprint retro setting and the retro it schedules
// when a sprint starts, and Past Sprints reading the link before the date.

let t: TestApp;
let a: RetroOrg;
let b: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  a = await createRetroOrg(t);
  b = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const today = () => todayIn(null);

/** A sprint of the squad, moved to the given days (planning refuses days before today). */
async function sprintOn(user: OrgUser, squadId: string, name: string, startDate: string, endDate: string) {
  const sprint = await createSquadSprint(t, user, squadId, name);
  await t.db.update(sprints).set({ startDate, endDate }).where(eq(sprints.id, sprint.id));
  return { ...sprint, startDate, endDate };
}

/** A fresh squad of `a`, led by a.lead with a.member, so each test has its own sprints. */
const freshSquad = async () => (await createSquad(t, a, { memberIds: [a.member.id] })).id;

const start = (user: OrgUser, sprintId: string, squadId: string) =>
  api(t.app, user, 'POST', `/api/sprints/${sprintId}/start`, { squadId });
const setRetroTime = (user: OrgUser, squadId: string, sprintRetroTime: string | null) =>
  api(t.app, user, 'PATCH', `/api/squads/${squadId}`, { sprintRetroTime });
const retrosOfSprint = (sprintId: string) => t.db.select().from(retros).where(eq(retros.sprintId, sprintId));

describe('a retro names its sprint', () => {
  it("links the squad's sprint, and shows it with its name and dates on the retro and the lists", async () => {
    const squadId = await freshSquad();
    const sprint = await sprintOn(a.lead, squadId, 'Sprint 9', addDays(today(), -9), today());
    const created = await api(
      t.app,
      a.lead,
      'POST',
      '/api/retros',
      retroBody(squadId, { sprintId: sprint.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const shown = { id: sprint.id, name: 'Sprint 9', startDate: sprint.startDate, endDate: sprint.endDate };
    expect(ZRetro.parse(created.json().retro)).toMatchObject({ sprintId: sprint.id, sprint: shown });
    const { id } = created.json().retro;
    expect((await api(t.app, a.member, 'GET', `/api/retros/${id}`)).json().retro.sprint).toEqual(shown);
    const list = (await api(t.app, a.member, 'GET', `/api/retros?squadId=${squadId}`)).json();
    expect(list.items.map((r: { id: string; sprint: unknown }) => [r.id, r.sprint])).toEqual([[id, shown]]);

    const none = await createRetro(t, a.lead, squadId, { sprintId: null });
    expect(none).toMatchObject({ sprintId: null, sprint: null, sprintScheduled: false });
  });

  it('takes an enterprise sprint of the organisation', async () => {
    const [enterprise] = await t.db
      .insert(sprints)
      .values({
        customerId: a.customerId,
        squadId: null,
        name: 'Sprint 1',
        number: 1,
        // Long over, so the sprint pickers of the other tests never offer it.
        startDate: addDays(today(), -409),
        endDate: addDays(today(), -400),
        workingDays: 10,
      })
      .returning();
    const retro = await createRetro(t, a.lead, a.squad.id, { sprintId: enterprise?.id });
    expect(retro.sprint).toMatchObject({ id: enterprise?.id, name: 'Sprint 1' });
  });

  it("refuses another squad's sprint on the field, and another organisation's as unknown", async () => {
    const other = await sprintOn(a.otherLead, a.otherSquad.id, 'Theirs', today(), addDays(today(), 4));
    const refused = await api(
      t.app,
      a.admin,
      'POST',
      '/api/retros',
      retroBody(a.squad.id, { sprintId: other.id }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { sprintId: MSG.retroSprint.notOfSquad },
    });

    const foreign = await sprintOn(b.lead, b.squad.id, 'Foreign', today(), addDays(today(), 4));
    const unknown = await api(
      t.app,
      a.lead,
      'POST',
      '/api/retros',
      retroBody(a.squad.id, { sprintId: foreign.id }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SPRINT_NOT_FOUND');
    expect(await retrosOfSprint(other.id)).toEqual([]);
    expect(await retrosOfSprint(foreign.id)).toEqual([]);
  });
});

describe('GET /api/retros/sprints', () => {
  it("offers the squad's sprints near today, latest end first, and preselects the one ending", async () => {
    const squadId = await freshSquad();
    const ended = await sprintOn(a.lead, squadId, 'Ended', addDays(today(), -20), addDays(today(), -11));
    const ending = await sprintOn(a.lead, squadId, 'Ending', addDays(today(), -8), addDays(today(), 2));
    await sprintOn(a.lead, squadId, 'Long gone', addDays(today(), -200), addDays(today(), -190));
    const response = await api(t.app, a.member, 'GET', `/api/retros/sprints?squadId=${squadId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { id: ending.id, name: 'Ending', startDate: ending.startDate, endDate: ending.endDate },
        { id: ended.id, name: 'Ended', startDate: ended.startDate, endDate: ended.endDate },
      ],
      suggestedId: ending.id,
    });
  });

  it('knows no squad the caller may not see, nor another organisation’s', async () => {
    const mine = await api(t.app, a.otherMember, 'GET', `/api/retros/sprints?squadId=${a.squad.id}`);
    expect(mine.statusCode).toBe(404);
    const foreign = await api(t.app, a.admin, 'GET', `/api/retros/sprints?squadId=${b.squad.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('SQUAD_NOT_FOUND');
  });
});

describe('a retro at the end of every sprint', () => {
  it("is the lead's or a Super Admin's setting, refused to members and checked as HH:MM", async () => {
    const squadId = await freshSquad();
    const byLead = await setRetroTime(a.lead, squadId, '15:30');
    expect(byLead.statusCode, byLead.body).toBe(200);
    expect(byLead.json().squad.sprintRetroTime).toBe('15:30');
    expect((await setRetroTime(a.member, squadId, '09:00')).statusCode).toBe(403);
    expect((await setRetroTime(a.otherLead, squadId, '09:00')).statusCode).toBe(404);
    expect((await setRetroTime(b.admin, squadId, '09:00')).statusCode).toBe(404);
    const invalid = await setRetroTime(a.lead, squadId, '25:00');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.sprintRetroTime).toBe(MSG.retroSprint.timeInvalid);
    const off = await setRetroTime(a.admin, squadId, null);
    expect(off.json().squad.sprintRetroTime).toBeNull();
  });

  it("schedules the sprint's retro when it starts, at its end date and the usual time in the lead's zone", async () => {
    const squadId = await freshSquad();
    await t.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, a.lead.id));
    await setRetroTime(a.lead, squadId, '16:00');
    const sprint = await sprintOn(a.lead, squadId, 'Sprint 21', today(), addDays(today(), 9));
    const started = await start(a.lead, sprint.id, squadId);
    expect(started.statusCode, started.body).toBe(200);

    const [scheduled, ...more] = await retrosOfSprint(sprint.id);
    expect(more).toEqual([]);
    expect(scheduled).toMatchObject({
      squadId,
      title: MSG.retroSprint.scheduledTitle('Sprint 21'),
      sprintScheduled: true,
      status: 'SCHEDULED',
      startType: 'schedule',
      template: DEFAULT_TEMPLATE,
      columns: columnsFor(DEFAULT_TEMPLATE, undefined),
      createdBy: a.lead.id,
    });
    expect(scheduled?.scheduledAt.toISOString()).toBe(
      sprintRetroAt(sprint.endDate, '16:00', 'America/New_York').toISOString(),
    );
    const shown = (await api(t.app, a.member, 'GET', `/api/retros/${scheduled?.id}`)).json().retro;
    expect(shown).toMatchObject({ sprintScheduled: true, sprint: { id: sprint.id, name: 'Sprint 21' } });
    // The squad's people are invited as for a retro scheduled by hand, with its calendar event.
    const invitation = t.mailer.lastMailTo(a.member.email);
    expect(invitation?.subject).toBe(`Retro invitation: ${MSG.retroSprint.scheduledTitle('Sprint 21')}`);
    expect(invitation?.calendar?.method).toBe('REQUEST');
    expect(invitation?.calendar?.content).toContain(`UID:retro-${scheduled?.id}@squadboard.calendar`);

    // Started, the sprint keeps its dates and stays (SPRINT_STARTED), so its retro stays where
    // it was scheduled; a second start is refused and schedules nothing more.
    const moved = await api(t.app, a.lead, 'PATCH', `/api/sprints/${sprint.id}`, {
      startDate: addDays(today(), 1),
    });
    expect(moved.json().code).toBe('SPRINT_STARTED');
    expect((await api(t.app, a.lead, 'DELETE', `/api/sprints/${sprint.id}`)).json().code).toBe(
      'SPRINT_STARTED',
    );
    expect((await start(a.lead, sprint.id, squadId)).statusCode).toBe(409);
    expect(await retrosOfSprint(sprint.id)).toHaveLength(1);
    await t.db.update(users).set({ timeZone: null }).where(eq(users.id, a.lead.id));
  });

  it('schedules nothing while the setting is off, or for a moment already past', async () => {
    const squadId = await freshSquad();
    const off = await sprintOn(a.lead, squadId, 'Off', today(), addDays(today(), 4));
    expect((await start(a.lead, off.id, squadId)).statusCode).toBe(200);
    expect(await retrosOfSprint(off.id)).toEqual([]);

    const other = await freshSquad();
    await setRetroTime(a.lead, other, '00:00');
    // Its last day is today and midnight is gone: no retro in the past.
    const late = await sprintOn(a.lead, other, 'Late', addDays(today(), -9), today());
    expect((await start(a.lead, late.id, other)).statusCode).toBe(200);
    expect(await retrosOfSprint(late.id)).toEqual([]);
  });
});

describe('Past Sprints', () => {
  it('shows the retro linked to the sprint, whatever its date, and never one linked to another', async () => {
    const squadId = await freshSquad();
    const first = await sprintOn(a.lead, squadId, 'First', addDays(today(), -30), addDays(today(), -20));
    const second = await sprintOn(a.lead, squadId, 'Second', addDays(today(), -9), today());
    // Linked to the first sprint, held today: by date it would be the second's.
    const late = await createRetro(t, a.lead, squadId, { title: 'First, late', sprintId: first.id });
    for (const sprint of [first, second]) {
      expect((await start(a.lead, sprint.id, squadId)).statusCode).toBe(200);
      const done = await api(t.app, a.lead, 'POST', `/api/sprints/${sprint.id}/complete`, {
        squadId,
        carryTo: 'backlog',
      });
      expect(done.statusCode, done.body).toBe(200);
    }
    const past = async () =>
      (await api(t.app, a.member, 'GET', `/api/sprints/past?squadId=${squadId}`)).json().items as {
        name: string;
        retro: { id: string } | null;
      }[];
    expect((await past()).map((p) => [p.name, p.retro?.id ?? null])).toEqual([
      ['Second', null],
      ['First', late.id],
    ]);

    // A retro of no sprint near the second's end is still matched by its date (retros made
    // before the link); a scheduled one names its sprint, and wins over it.
    const byDate = await createRetro(t, a.lead, squadId, { title: 'Unlinked' });
    expect((await past())[0]?.retro?.id).toBe(byDate.id);
    const linked = await createRetro(t, a.lead, squadId, {
      title: 'Second retro',
      sprintId: second.id,
      startType: 'schedule',
      scheduledAt: inHours(72),
    });
    expect((await past())[0]?.retro?.id).toBe(linked.id);
    await api(t.app, a.lead, 'POST', `/api/retros/${linked.id}/cancel`);
    expect((await past())[0]?.retro?.id).toBe(byDate.id);
    const rows = await t.db
      .select()
      .from(retros)
      .where(and(eq(retros.squadId, squadId), eq(retros.sprintScheduled, true)));
    expect(rows).toEqual([]);
  });
});
