import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/sprints/calendar-date';
import {
  endDateFor,
  isWeekend,
  minimumStartDate,
  nextWorkingDay,
} from '@squadboard/domain/sprints/sprint.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprints, users } from '../../db/schema/index.ts';
import { countRows, getJson } from '../../test-support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { addSquad, newOrg, type Org, send } from './sprints-test-helpers.ts';

let t: TestApp;
let a: Org;
let b: Org;

beforeAll(async () => {
  t = await createTestApp();
  a = await newOrg(t);
  b = await newOrg(t);
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
    const names = async (token: string) =>
      (
        (await getJson(t.app, '/api/sprints/config', token)).json().squads as {
          name: string;
          canCreate: boolean;
        }[]
      ).map((s) => [s.name, s.canCreate]);
    expect(await names(a.admin.token)).toEqual([
      ['Alpha', true],
      ['Bravo', true],
      ['Charlie', true],
    ]);
    expect(await names(a.lead.token)).toEqual([
      ['Alpha', true],
      ['Bravo', false],
    ]);
    expect(await names(a.member.token)).toEqual([['Alpha', false]]);
    const fresh = await newOrg(t);
    const lonely = (await getJson(t.app, '/api/sprints/config', fresh.admin.token)).json();
    expect(lonely.squads.map((s: { name: string }) => s.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it("lists a visible squad's sprints, and 404 for squads the caller cannot see", async () => {
    const list = await getJson(t.app, `/api/sprints?squadId=${a.squadId}`, a.member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ squadId: a.squadId, enterpriseCadence: false, canCreate: false });
    expect((await getJson(t.app, `/api/sprints?squadId=${a.hiddenSquadId}`, a.member.token)).statusCode).toBe(
      404,
    );
    expect((await getJson(t.app, `/api/sprints?squadId=${a.hiddenSquadId}`, a.lead.token)).statusCode).toBe(
      404,
    );
    // Another organisation's squad does not exist for this caller.
    expect((await getJson(t.app, `/api/sprints?squadId=${a.squadId}`, b.admin.token)).statusCode).toBe(404);
    expect((await getJson(t.app, '/api/sprints?squadId=not-a-uuid', a.admin.token)).statusCode).toBe(400);
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
      const response = await send(t.app, 'POST', '/api/sprints', body, a.admin.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('a Super Admin creates one; the server computes the end date whatever the client sent', async () => {
    const body = sprintBody(a.hiddenSquadId, { name: '  Charlie 1  ', endDate: '2099-12-31' });
    const response = await send(t.app, 'POST', '/api/sprints', body, a.admin.token);
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
    const led = await send(t.app, 'POST', '/api/sprints', sprintBody(a.squadId), a.lead.token);
    expect(led.statusCode).toBe(201);

    const notLed = await send(t.app, 'POST', '/api/sprints', sprintBody(a.otherSquadId), a.lead.token);
    expect(notLed.statusCode).toBe(403);
    const hidden = await send(t.app, 'POST', '/api/sprints', sprintBody(a.hiddenSquadId), a.lead.token);
    expect(hidden.statusCode).toBe(404);
    const member = await send(t.app, 'POST', '/api/sprints', sprintBody(a.squadId), a.member.token);
    expect(member.statusCode).toBe(403);
    expect(await squadRows(a.otherSquadId)).toEqual([]);
    expect(await squadRows(a.squadId)).toHaveLength(1);
  });

  it('the next sprint starts after the latest end of that squad, and never on a weekend', async () => {
    const [first] = await squadRows(a.squadId);
    const latestEnd = first?.endDate ?? '';
    const minimum = minimumStartDate(latestEnd, today());
    const list = (await getJson(t.app, `/api/sprints?squadId=${a.squadId}`, a.lead.token)).json();
    expect(list.minimumStartDate).toBe(minimum);
    expect(list.canCreate).toBe(true);

    const early = await send(
      t.app,
      'POST',
      '/api/sprints',
      sprintBody(a.squadId, { startDate: latestEnd }),
      a.lead.token,
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
      const weekend = await send(
        t.app,
        'POST',
        '/api/sprints',
        sprintBody(a.squadId, { startDate }),
        a.lead.token,
      );
      expect(weekend.statusCode).toBe(400);
      expect(weekend.json()).toMatchObject({ code: 'WEEKEND', message: MSG.sprint.weekend });
    }
    const ok = await send(
      t.app,
      'POST',
      '/api/sprints',
      sprintBody(a.squadId, { startDate: minimum, name: 'A2' }),
      a.lead.token,
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().list.sprints.map((s: { name: string }) => s.name)).toEqual(['Sprint A1', 'A2']);
    // Squads plan independently: another squad may still start today.
    const other = (await getJson(t.app, `/api/sprints?squadId=${a.otherSquadId}`, a.admin.token)).json();
    expect(other.minimumStartDate).toBe(today());
  });

  it('hides sprints whose end has passed, yet plans after them', async () => {
    const squadId = await addSquad(t, a.customerId, 'Delta', a.lead.id);
    const end = addDays(today(), -1);
    await t.db.insert(sprints).values({
      customerId: a.customerId,
      squadId,
      name: 'Old',
      startDate: addDays(end, -13),
      endDate: end,
      workingDays: 10,
    });
    const list = (await getJson(t.app, `/api/sprints?squadId=${squadId}`, a.lead.token)).json();
    expect(list.sprints).toEqual([]);
    expect(list.minimumStartDate).toBe(minimumStartDate(end, today()));
  });

  it("uses the caller's own calendar for today", async () => {
    await t.db.update(users).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(users.id, a.member.id));
    const list = (await getJson(t.app, `/api/sprints?squadId=${a.otherSquadId}`, a.admin.token)).json();
    const far = (await getJson(t.app, `/api/sprints?squadId=${a.squadId}`, a.member.token)).json();
    expect(list.today).toBe(todayIn(null));
    expect(far.today).toBe(todayIn('Pacific/Kiritimati'));
  });

  it('another organisation can neither see nor plan these squads', async () => {
    const response = await send(t.app, 'POST', '/api/sprints', sprintBody(a.squadId), b.admin.token);
    expect(response.statusCode).toBe(404);
    const config = (await getJson(t.app, '/api/sprints/config', b.admin.token)).json();
    expect(config.squads.map((s: { id: string }) => s.id)).not.toContain(a.squadId);
    expect(await squadRows(b.squadId)).toEqual([]);
  });

  it('is refused while the enterprise cadence is on, and toggling keeps both plans', async () => {
    const on = await send(t.app, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true }, a.admin.token);
    expect(on.statusCode).toBe(200);
    const before = await countRows(t.db, sprints);
    const refused = await send(t.app, 'POST', '/api/sprints', sprintBody(a.otherSquadId), a.admin.token);
    expect(refused.statusCode).toBe(409);
    const lead = await send(t.app, 'POST', '/api/sprints', sprintBody(a.squadId), a.lead.token);
    expect(lead.statusCode).toBe(403);
    expect(await countRows(t.db, sprints)).toBe(before);
    const list = (await getJson(t.app, `/api/sprints?squadId=${a.squadId}`, a.lead.token)).json();
    expect(list).toMatchObject({ enterpriseCadence: true, canCreate: false });
    expect(list.sprints).toHaveLength(2);
  });
});
