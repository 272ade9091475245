import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import {
  endDateFor,
  isWeekend,
  minimumStartDate,
  nextWorkingDay,
} from '@squadboard/domain/sprints/sprint.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprints, users } from '../../db/schema/index.ts';
import {
  countRows,
  createSprintOrg,
  createSquad,
  type OrgUser,
  type SprintOrg,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

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

const today = () => todayIn(null);
const firstWorkingDayFrom = (date: string) => (isWeekend(date) ? nextWorkingDay(date) : date);
const sprintBody = (squadId: string, extra: Record<string, unknown> = {}) => ({
  squadId,
  name: 'Sprint A1',
  daysInSprint: 10,
  startDate: firstWorkingDayFrom(today()),
  ...extra,
});

async function squadRows(squadId: string) {
  return t.db.select().from(sprints).where(eq(sprints.squadId, squadId)).orderBy(sprints.startDate);
}

describe('squads shown per role', () => {
  it('a Super Admin sees every squad; a lead and a member the squads they lead or belong to', async () => {
    const names = async (user: OrgUser) =>
      (
        (await api(t.app, user, 'GET', '/api/sprints/config')).json().squads as {
          name: string;
          canCreate: boolean;
        }[]
      ).map((s) => [s.name, s.canCreate]);
    expect(await names(a.admin)).toEqual([
      ['Alpha', true],
      ['Bravo', true],
      ['Charlie', true],
    ]);
    expect(await names(a.lead)).toEqual([
      ['Alpha', true],
      ['Bravo', false],
    ]);
    expect(await names(a.member)).toEqual([['Alpha', false]]);
    const fresh = await createSprintOrg(t);
    const lonely = (await api(t.app, fresh.admin, 'GET', '/api/sprints/config')).json();
    expect(lonely.squads.map((s: { name: string }) => s.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it("lists a visible squad's sprints, and 404 for squads the caller cannot see", async () => {
    const list = await api(t.app, a.member, 'GET', `/api/sprints?squadId=${a.squadId}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ squadId: a.squadId, enterpriseCadence: false, canCreate: false });
    expect((await api(t.app, a.member, 'GET', `/api/sprints?squadId=${a.hiddenSquadId}`)).statusCode).toBe(
      404,
    );
    expect((await api(t.app, a.lead, 'GET', `/api/sprints?squadId=${a.hiddenSquadId}`)).statusCode).toBe(404);
    // Another organisation's squad does not exist for this caller.
    expect((await api(t.app, b.admin, 'GET', `/api/sprints?squadId=${a.squadId}`)).statusCode).toBe(404);
    expect((await api(t.app, a.admin, 'GET', '/api/sprints?squadId=not-a-uuid')).statusCode).toBe(400);
  });
});

describe('creating a squad sprint', () => {
  it('validates the dialog: nothing is written', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...sprintBody(a.squadId), squadId: undefined }, 'squadId', MSG.sprint.squadRequired],
      [{ ...sprintBody(a.squadId), name: '   ' }, 'name', MSG.sprint.nameRequired],
      [{ ...sprintBody(a.squadId), name: 'x'.repeat(101) }, 'name', MSG.sprint.nameTooLong],
      [{ ...sprintBody(a.squadId), daysInSprint: undefined }, 'daysInSprint', MSG.sprint.daysRequired],
      [{ ...sprintBody(a.squadId), daysInSprint: 2.5 }, 'daysInSprint', MSG.sprint.daysRange],
      [{ ...sprintBody(a.squadId), startDate: undefined }, 'startDate', MSG.sprint.startDateRequired],
      [{ ...sprintBody(a.squadId), startDate: '28/02/2028' }, 'startDate', MSG.sprint.invalidDate],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(t.app, a.admin, 'POST', '/api/sprints', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('a Super Admin creates one; the server computes the end date whatever the client sent', async () => {
    const body = sprintBody(a.hiddenSquadId, { name: '  Charlie 1  ', endDate: '2099-12-31' });
    const response = await api(t.app, a.admin, 'POST', '/api/sprints', body);
    expect(response.statusCode).toBe(201);
    const created = response.json().created[0];
    expect(created).toMatchObject({
      name: 'Charlie 1',
      squadId: a.hiddenSquadId,
      enterpriseCadence: false,
      number: null,
      startDate: body.startDate,
      endDate: endDateFor(body.startDate, 10),
      workingDays: 10,
    });
    expect(response.json().message).toBe(MSG.sprint.created);
    expect(response.json().list.sprints).toHaveLength(1);
    expect((await squadRows(a.hiddenSquadId))[0]?.endDate).toBe(endDateFor(body.startDate, 10));
  });

  it('a lead creates sprints for the squad they lead only; a member never', async () => {
    const led = await api(t.app, a.lead, 'POST', '/api/sprints', sprintBody(a.squadId));
    expect(led.statusCode).toBe(201);

    const notLed = await api(t.app, a.lead, 'POST', '/api/sprints', sprintBody(a.otherSquadId));
    expect(notLed.statusCode).toBe(403);
    const hidden = await api(t.app, a.lead, 'POST', '/api/sprints', sprintBody(a.hiddenSquadId));
    expect(hidden.statusCode).toBe(404);
    const member = await api(t.app, a.member, 'POST', '/api/sprints', sprintBody(a.squadId));
    expect(member.statusCode).toBe(403);
    expect(await squadRows(a.otherSquadId)).toEqual([]);
    expect(await squadRows(a.squadId)).toHaveLength(1);
  });

  it('the next sprint starts after the latest end of that squad, and never on a weekend', async () => {
    const [first] = await squadRows(a.squadId);
    const latestEnd = first?.endDate ?? '';
    const minimum = minimumStartDate(latestEnd, today());
    const list = (await api(t.app, a.lead, 'GET', `/api/sprints?squadId=${a.squadId}`)).json();
    expect(list.minimumStartDate).toBe(minimum);
    expect(list.canCreate).toBe(true);

    const early = await api(
      t.app,
      a.lead,
      'POST',
      '/api/sprints',
      sprintBody(a.squadId, { startDate: latestEnd }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      code: 'START_TOO_EARLY',
      message: MSG.sprint.startTooEarly(minimum),
    });

    let saturday = minimum;
    while (!isWeekend(saturday) || isWeekend(addDays(saturday, -1))) {
      saturday = addDays(saturday, 1);
    }
    for (const startDate of [saturday, addDays(saturday, 1)]) {
      const weekend = await api(t.app, a.lead, 'POST', '/api/sprints', sprintBody(a.squadId, { startDate }));
      expect(weekend.statusCode).toBe(400);
      expect(weekend.json()).toMatchObject({ code: 'WEEKEND', message: MSG.sprint.weekend });
    }
    const ok = await api(
      t.app,
      a.lead,
      'POST',
      '/api/sprints',
      sprintBody(a.squadId, { startDate: minimum, name: 'A2' }),
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().list.sprints.map((s: { name: string }) => s.name)).toEqual(['Sprint A1', 'A2']);
    // Squads plan independently: another squad may still start today.
    const other = (await api(t.app, a.admin, 'GET', `/api/sprints?squadId=${a.otherSquadId}`)).json();
    expect(other.minimumStartDate).toBe(today());
  });

  it('hides sprints whose end has passed, yet plans after them', async () => {
    const { id: squadId } = await createSquad(t, a, { name: 'Delta', memberIds: [] });
    const end = addDays(today(), -1);
    await t.db.insert(sprints).values({
      customerId: a.customerId,
      squadId,
      name: 'Old',
      startDate: addDays(end, -13),
      endDate: end,
      workingDays: 10,
    });
    const list = (await api(t.app, a.lead, 'GET', `/api/sprints?squadId=${squadId}`)).json();
    expect(list.sprints).toEqual([]);
    expect(list.minimumStartDate).toBe(minimumStartDate(end, today()));
  });

  it("uses the caller's own calendar for today", async () => {
    await t.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, a.member.id));
    const list = (await api(t.app, a.admin, 'GET', `/api/sprints?squadId=${a.otherSquadId}`)).json();
    const far = (await api(t.app, a.member, 'GET', `/api/sprints?squadId=${a.squadId}`)).json();
    expect(list.today).toBe(todayIn(null));
    expect(far.today).toBe(todayIn('Pacific/Kiritimati'));
  });

  it('another organisation can neither see nor plan these squads', async () => {
    const response = await api(t.app, b.admin, 'POST', '/api/sprints', sprintBody(a.squadId));
    expect(response.statusCode).toBe(404);
    const config = (await api(t.app, b.admin, 'GET', '/api/sprints/config')).json();
    expect(config.squads.map((s: { id: string }) => s.id)).not.toContain(a.squadId);
    expect(await squadRows(b.squadId)).toEqual([]);
  });

  it('is refused while the enterprise cadence is on, and toggling keeps both plans', async () => {
    const on = await api(t.app, a.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
    expect(on.statusCode).toBe(200);
    const before = await countRows(t.db, sprints);
    const refused = await api(t.app, a.admin, 'POST', '/api/sprints', sprintBody(a.otherSquadId));
    expect(refused.statusCode).toBe(409);
    const lead = await api(t.app, a.lead, 'POST', '/api/sprints', sprintBody(a.squadId));
    expect(lead.statusCode).toBe(403);
    expect(await countRows(t.db, sprints)).toBe(before);
    const list = (await api(t.app, a.lead, 'GET', `/api/sprints?squadId=${a.squadId}`)).json();
    expect(list).toMatchObject({ enterpriseCadence: true, canCreate: false });
    expect(list.sprints).toHaveLength(2);
  });
});
