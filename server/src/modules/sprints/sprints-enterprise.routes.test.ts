import { MSG } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import {
  generateEnterpriseSprints,
  isWeekend,
  minimumStartDate,
  nextWorkingDay,
} from '@squadboard/domain/sprints/sprint.rules';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sprintCadences, sprints } from '../../db/schema/index.ts';
import { countRows, createSprintOrg, type SprintOrg } from '../../test-support/factories.ts';
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

// Users without a time zone live on UTC's calendar.
const today = () => todayIn(null);
const firstWorkingDayFrom = (date: string) => (isWeekend(date) ? nextWorkingDay(date) : date);
const nextSaturdayFrom = (date: string) => {
  let day = date;
  while (!isWeekend(day) || isWeekend(addDays(day, -1))) {
    day = addDays(day, 1);
  }
  return day;
};

async function enterpriseRows(customerId: string) {
  return t.db
    .select()
    .from(sprints)
    .where(and(eq(sprints.customerId, customerId), isNull(sprints.squadId)))
    .orderBy(sprints.number);
}

describe('enterprise cadence toggle', () => {
  it('starts off, and only a Super Admin may change it', async () => {
    const config = await api(t.app, a.admin, 'GET', '/api/sprints/config');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ enterpriseCadence: false, canChangeCadence: true });

    for (const user of [a.lead, a.member]) {
      const refused = await api(t.app, user, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
      const seen = (await api(t.app, user, 'GET', '/api/sprints/config')).json();
      expect(seen).toMatchObject({ enterpriseCadence: false, canChangeCadence: false });
    }
    expect(await countRows(t.db, sprintCadences)).toBe(0);
  });

  it('a Super Admin turns it on for their organisation only', async () => {
    const on = await api(t.app, a.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ enterpriseCadence: true, canChangeCadence: true });
    // Squads may no longer plan their own sprints.
    expect(on.json().squads.every((s: { canCreate: boolean }) => !s.canCreate)).toBe(true);

    const other = (await api(t.app, b.admin, 'GET', '/api/sprints/config')).json();
    expect(other.enterpriseCadence).toBe(false);
    const lead = (await api(t.app, a.lead, 'GET', '/api/sprints/config')).json();
    expect(lead).toMatchObject({ enterpriseCadence: true, canChangeCadence: false });
  });

  it('refuses a body that is not a boolean and visitors', async () => {
    const bad = await api(t.app, a.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect((await api(t.app, null, 'GET', '/api/sprints/config')).statusCode).toBe(401);
    expect(
      (await api(t.app, null, 'PUT', '/api/sprints/cadence', { enterpriseCadence: false })).statusCode,
    ).toBe(401);
  });
});

describe('enterprise sprints', () => {
  it('lists nothing yet, with today as the minimum start', async () => {
    const list = await api(t.app, a.admin, 'GET', '/api/sprints');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      enterpriseCadence: true,
      squadId: null,
      sprints: [],
      minimumStartDate: today(),
      today: today(),
      canCreate: true,
      nextNumber: 1,
    });
    const lead = (await api(t.app, a.lead, 'GET', '/api/sprints')).json();
    expect(lead.canCreate).toBe(false);
  });

  it('validates the dialog: nothing is written', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ daysInSprint: 10, numberOfSprints: 12 }, 'startDate', MSG.sprint.startDateRequired],
      [{ startDate: '', daysInSprint: 10, numberOfSprints: 12 }, 'startDate', MSG.sprint.startDateRequired],
      [
        { startDate: '2027-02-29', daysInSprint: 10, numberOfSprints: 12 },
        'startDate',
        MSG.sprint.invalidDate,
      ],
      [{ startDate: today(), numberOfSprints: 12 }, 'daysInSprint', MSG.sprint.daysRequired],
      [{ startDate: today(), daysInSprint: 0, numberOfSprints: 12 }, 'daysInSprint', MSG.sprint.daysRange],
      [{ startDate: today(), daysInSprint: 61, numberOfSprints: 12 }, 'daysInSprint', MSG.sprint.daysRange],
      [{ startDate: today(), daysInSprint: 10 }, 'numberOfSprints', MSG.sprint.countRequired],
      [
        { startDate: today(), daysInSprint: 10, numberOfSprints: 53 },
        'numberOfSprints',
        MSG.sprint.countRange,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('refuses other roles', async () => {
    const body = { startDate: firstWorkingDayFrom(today()), daysInSprint: 10, numberOfSprints: 12 };
    for (const user of [a.lead, a.member]) {
      const response = await api(t.app, user, 'POST', '/api/sprints/enterprise', body);
      expect(response.statusCode).toBe(403);
    }
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('refuses a weekend start with the spec message', async () => {
    const saturday = nextSaturdayFrom(today());
    for (const startDate of [saturday, addDays(saturday, 1)]) {
      const response = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
        startDate,
        daysInSprint: 10,
        numberOfSprints: 12,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WEEKEND',
        message: MSG.sprint.weekend,
        fields: { startDate: MSG.sprint.weekend },
      });
    }
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('refuses a start before today when there are no sprints', async () => {
    let yesterday = addDays(today(), -1);
    while (isWeekend(yesterday)) {
      yesterday = addDays(yesterday, -1);
    }
    const response = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
      startDate: yesterday,
      daysInSprint: 10,
      numberOfSprints: 12,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'START_TOO_EARLY',
      message: MSG.sprint.startTooEarly(today()),
    });
    expect(await countRows(t.db, sprints)).toBe(0);
  });

  it('generates and stores the default twelve sprints', async () => {
    const startDate = firstWorkingDayFrom(today());
    const response = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
      startDate,
      daysInSprint: 10,
      numberOfSprints: 12,
      endDate: '2099-01-01',
      name: 'Mine',
    });
    expect(response.statusCode).toBe(201);
    const expected = generateEnterpriseSprints(startDate, 10, 12, 1);
    const body = response.json();
    expect(body.message).toBe(MSG.sprint.created);
    expect(
      body.created.map((s: { name: string; startDate: string; endDate: string }) => [
        s.name,
        s.startDate,
        s.endDate,
      ]),
    ).toEqual(expected.map((s) => [s.name, s.startDate, s.endDate]));
    expect(body.list.sprints).toHaveLength(12);
    expect(body.list.nextNumber).toBe(13);
    expect(body.list.minimumStartDate).toBe(minimumStartDate(expected[11]?.endDate ?? null, today()));

    const stored = await enterpriseRows(a.customerId);
    expect(stored.map((s) => [s.number, s.startDate, s.endDate, s.workingDays])).toEqual(
      expected.map((s) => [s.number, s.startDate, s.endDate, 10]),
    );
    // Everyone of the organisation sees the company's cadence; nobody else does.
    const member = (await api(t.app, a.member, 'GET', '/api/sprints')).json();
    expect(member.sprints).toHaveLength(12);
    expect(member.canCreate).toBe(false);
    const other = (await api(t.app, b.admin, 'GET', '/api/sprints')).json();
    expect(other.sprints).toEqual([]);
  });

  it('continues after the latest end, numbering on', async () => {
    const list = (await api(t.app, a.admin, 'GET', '/api/sprints')).json();
    const minimum: string = list.minimumStartDate;
    const tooEarly = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
      startDate: list.sprints.at(-1).endDate,
      daysInSprint: 5,
      numberOfSprints: 2,
    });
    expect(tooEarly.statusCode).toBe(400);
    expect(await countRows(t.db, sprints)).toBe(12);

    const response = await api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
      startDate: minimum,
      daysInSprint: 5,
      numberOfSprints: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().created).toMatchObject(
      generateEnterpriseSprints(minimum, 5, 2, 13).map(({ name, startDate, endDate }) => ({
        name,
        startDate,
        endDate,
      })),
    );
  });

  it('serialises concurrent plans of one organisation', async () => {
    const minimum: string = (await api(t.app, a.admin, 'GET', '/api/sprints')).json().minimumStartDate;
    const plan = () =>
      api(t.app, a.admin, 'POST', '/api/sprints/enterprise', {
        startDate: minimum,
        daysInSprint: 3,
        numberOfSprints: 1,
      });
    const results = await Promise.all([plan(), plan()]);
    // The second waits for the first, then finds its start too early.
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const numbers = (await enterpriseRows(a.customerId)).map((s) => s.number);
    expect(numbers).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
  });

  it('cannot be planned while the cadence is off', async () => {
    const off = await api(t.app, b.admin, 'PUT', '/api/sprints/cadence', { enterpriseCadence: false });
    expect(off.statusCode).toBe(200);
    const response = await api(t.app, b.admin, 'POST', '/api/sprints/enterprise', {
      startDate: firstWorkingDayFrom(today()),
      daysInSprint: 10,
      numberOfSprints: 12,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CADENCE_MISMATCH' });
    expect(await enterpriseRows(b.customerId)).toEqual([]);
  });
});
