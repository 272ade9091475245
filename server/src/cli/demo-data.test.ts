import { MSG } from '@squadboard/domain';
import { isRaidOverdue, riskHeatMap } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { todayIn } from '@squadboard/domain/sprints/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionRegisterItems,
  actionRegisters,
  comments,
  customers,
  portfolioNodes,
  raidItems,
  squads,
  users,
  workItems,
} from '../db/schema/index.ts';
import { countRows } from '../test-support/factories.ts';
import { api, sessionCookieOf } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_PASSWORD, seedDemo } from './demo-data.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo organisation', () => {
  it('is created once, with active accounts that can sign in', async () => {
    const counted = async () => ({
      customers: await countRows(t.db, customers),
      users: await countRows(t.db, users),
      actionRegisters: await countRows(t.db, actionRegisters),
      actionRegisterItems: await countRows(t.db, actionRegisterItems),
      squads: await countRows(t.db, squads),
      portfolioNodes: await countRows(t.db, portfolioNodes),
      workItems: await countRows(t.db, workItems),
      comments: await countRows(t.db, comments),
      raidItems: await countRows(t.db, raidItems),
    });
    expect(await seedDemo(t.db)).toEqual({ created: true });
    const counts = await counted();
    expect(counts).toMatchObject({
      actionRegisters: 1,
      actionRegisterItems: 3,
      squads: 1,
      portfolioNodes: 3,
      workItems: 40,
      // One refined story per epic has a comment mentioning a member.
      comments: 4,
      raidItems: 14,
    });
    expect(await seedDemo(t.db)).toEqual({ created: false });
    expect(await counted()).toEqual(counts);

    const [admin] = DEMO_ACCOUNTS;
    const signIn = await api(t.app, null, 'POST', '/api/auth/sign-in', {
      email: admin?.email,
      password: DEMO_PASSWORD,
    });
    const token = sessionCookieOf(signIn) ?? null;
    const register: RaidItem[] = (await api(t.app, { token }, 'GET', '/api/raid')).json().items;
    // Every type, some past their date, and open risks in several heat-map cells.
    expect(new Set(register.map((item) => item.type))).toEqual(
      new Set(['Risk', 'Issue', 'Dependency', 'Assumption']),
    );
    const today = todayIn('Europe/London');
    expect(register.filter((item) => isRaidOverdue(item, today)).length).toBeGreaterThanOrEqual(4);
    const cells = riskHeatMap(register, 'current')
      .flat()
      .filter((cell) => cell.count > 0);
    expect(cells.length).toBeGreaterThanOrEqual(4);
    expect(register.find((item) => item.type === 'Dependency')?.workItem).not.toBeNull();

    for (const account of DEMO_ACCOUNTS) {
      const response = await api(t.app, null, 'POST', '/api/auth/sign-in', {
        email: account.email,
        password: DEMO_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: MSG.login.success,
        user: { role: account.role, status: 'ACTIVE', companyName: DEMO_ORGANISATION, firstLogin: false },
      });
    }
  });
});
