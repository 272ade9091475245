import { MSG } from '@squadboard/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companySettings } from '../../db/schema/index.ts';
import { countRows, getJson } from '../../test-support/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { newOrg, type Org, send } from '../sprints/sprints-test-helpers.ts';

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

const empty = { workingHours: null, currency: null, releaseNotification: false, saved: false };

async function rowOf(customerId: string) {
  const [row] = await t.db.select().from(companySettings).where(eq(companySettings.customerId, customerId));
  return row;
}

describe('company settings', () => {
  it('are empty until saved', async () => {
    const response = await getJson(t.app, '/api/settings', a.admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ settings: empty });
  });

  it('are for Super Admins only', async () => {
    for (const user of [a.lead, a.member]) {
      expect((await getJson(t.app, '/api/settings', user.token)).statusCode).toBe(403);
      const save = await send(
        t.app,
        'PUT',
        '/api/settings',
        { workingHours: 8, currency: 'EUR' },
        user.token,
      );
      expect(save.statusCode).toBe(403);
      expect(save.json()).toMatchObject({ code: 'FORBIDDEN', message: MSG.generic.forbidden });
      const toggle = await send(
        t.app,
        'PUT',
        '/api/settings/notifications',
        { releaseNotification: true },
        user.token,
      );
      expect(toggle.statusCode).toBe(403);
    }
    expect((await getJson(t.app, '/api/settings')).statusCode).toBe(401);
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
      const response = await send(t.app, 'PUT', '/api/settings', body, a.admin.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().fields?.[field]).toBe(message);
    }
    const toggle = await send(
      t.app,
      'PUT',
      '/api/settings/notifications',
      { releaseNotification: 'on' },
      a.admin.token,
    );
    expect(toggle.statusCode).toBe(400);
    expect(await countRows(t.db, companySettings)).toBe(0);
  });

  it('the first save is "created", later ones "updated"', async () => {
    const first = await send(
      t.app,
      'PUT',
      '/api/settings',
      { workingHours: 7.5, currency: 'GBP' },
      a.admin.token,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      message: MSG.settings.created,
      settings: { workingHours: 7.5, currency: 'GBP', releaseNotification: false, saved: true },
    });
    const second = await send(
      t.app,
      'PUT',
      '/api/settings',
      { workingHours: 24, currency: 'EUR' },
      a.admin.token,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().message).toBe(MSG.settings.updated);
    expect((await getJson(t.app, '/api/settings', a.admin.token)).json().settings).toMatchObject({
      workingHours: 24,
      currency: 'EUR',
    });
    const row = await rowOf(a.customerId);
    expect(row).toMatchObject({ workingHours: 24, currency: 'EUR' });
    expect(await countRows(t.db, companySettings)).toBe(1);
  });

  it('Release Tagging saves on its own and keeps the other values', async () => {
    const on = await send(
      t.app,
      'PUT',
      '/api/settings/notifications',
      { releaseNotification: true },
      a.admin.token,
    );
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
    const toggled = await send(
      t.app,
      'PUT',
      '/api/settings/notifications',
      { releaseNotification: true },
      b.admin.token,
    );
    expect(toggled.json().settings).toEqual({ ...empty, releaseNotification: true });
    const first = await send(
      t.app,
      'PUT',
      '/api/settings',
      { workingHours: 8, currency: 'USD' },
      b.admin.token,
    );
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe(MSG.settings.created);
    expect(first.json().settings.releaseNotification).toBe(true);
    // Each organisation reads and writes only its own row.
    expect((await getJson(t.app, '/api/settings', a.admin.token)).json().settings).toMatchObject({
      workingHours: 24,
      currency: 'EUR',
    });
    expect(await rowOf(b.customerId)).toMatchObject({ workingHours: 8, currency: 'USD' });
    expect(await countRows(t.db, companySettings)).toBe(2);
  });
});
