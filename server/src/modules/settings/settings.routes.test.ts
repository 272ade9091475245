import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../db/schema/index.ts';
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

const empty = { workingHours: null, currency: null, releaseNotification: false, saved: false };

async function rowOf(customerId: string) {
  const [row] = await t.db.select().from(companySettings).where(eq(companySettings.customerId, customerId));
  return row;
}

describe('company settings', () => {
  it('are empty until saved', async () => {
    const response = await api(t.app, a.admin, 'GET', '/api/settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: empty });
  });

  it('are for Super Admins only', async () => {
    for (const user of [a.lead, a.member]) {
      expect((await api(t.app, user, 'GET', '/api/settings')).statusCode).toBe(403);
      const save = await api(t.app, user, 'PUT', '/api/settings', { workingHours: 8, currency: 'EUR' });
      expect(save.statusCode).toBe(403);
      expect(save.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
      const toggle = await api(t.app, user, 'PUT', '/api/settings/notifications', {
        releaseNotification: true,
      });
      expect(toggle.statusCode).toBe(403);
    }
    expect((await api(t.app, null, 'GET', '/api/settings')).statusCode).toBe(401);
    expect(await countRows(t.db, companySettings)).toBe(0);
  });

  it('refuses invalid values and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ workingHours: 0, currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursRange],
      [{ workingHours: -2, currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursRange],
      [{ workingHours: 24.5, currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursRange],
      [{ workingHours: 7.333, currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursDecimals],
      [{ workingHours: '8', currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursRange],
      [{ currency: 'EUR' }, 'workingHours', MSG.settings.workingHoursRange],
      [{ workingHours: 8, currency: 'XYZ' }, 'currency', MSG.settings.currencyRequired],
      [{ workingHours: 8, currency: 'eur' }, 'currency', MSG.settings.currencyRequired],
      [{ workingHours: 8 }, 'currency', MSG.settings.currencyRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await api(t.app, a.admin, 'PUT', '/api/settings', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    const toggle = await api(t.app, a.admin, 'PUT', '/api/settings/notifications', {
      releaseNotification: 'on',
    });
    expect(toggle.statusCode).toBe(400);
    expect(await countRows(t.db, companySettings)).toBe(0);
  });

  it('the first save is "created", later ones "updated"', async () => {
    const first = await api(t.app, a.admin, 'PUT', '/api/settings', { workingHours: 7.5, currency: 'GBP' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: MSG.settings.created,
      settings: { workingHours: 7.5, currency: 'GBP', releaseNotification: false, saved: true },
    });
    const second = await api(t.app, a.admin, 'PUT', '/api/settings', { workingHours: 24, currency: 'EUR' });
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(MSG.settings.updated);
    expect((await api(t.app, a.admin, 'GET', '/api/settings')).json().settings).toMatchObject({
      workingHours: 24,
      currency: 'EUR',
    });
    const row = await rowOf(a.customerId);
    expect(row).toMatchObject({ workingHours: 24, currency: 'EUR' });
    expect(await countRows(t.db, companySettings)).toBe(1);
  });

  it('Release Tagging saves on its own and keeps the other values', async () => {
    const on = await api(t.app, a.admin, 'PUT', '/api/settings/notifications', { releaseNotification: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().settings).toEqual({
      workingHours: 24,
      currency: 'EUR',
      releaseNotification: true,
      saved: true,
    });
    expect((await rowOf(a.customerId))?.releaseNotification).toBe(true);
  });

  it('toggling first does not count as the first save; organisations stay apart', async () => {
    const toggled = await api(t.app, b.admin, 'PUT', '/api/settings/notifications', {
      releaseNotification: true,
    });
    expect(toggled.json().settings).toEqual({ ...empty, releaseNotification: true });
    const first = await api(t.app, b.admin, 'PUT', '/api/settings', { workingHours: 8, currency: 'USD' });
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(MSG.settings.created);
    expect(first.json().settings.releaseNotification).toBe(true);
    // Each organisation reads and writes only its own row.
    expect((await api(t.app, a.admin, 'GET', '/api/settings')).json().settings).toMatchObject({
      workingHours: 24,
      currency: 'EUR',
    });
    expect(await rowOf(b.customerId)).toMatchObject({ workingHours: 8, currency: 'USD' });
    expect(await countRows(t.db, companySettings)).toBe(2);
  });
});
