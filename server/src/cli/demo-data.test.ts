import { MSG } from '@squadboard/domain';
import { isRaidOverdue, riskHeatMap } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { Release, ReleaseDashboard } from '@squadboard/domain/releases/release.schema';
import { todayIn } from '@squadboard/domain/sprints/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionRegisterItems,
  actionRegisters,
  comments,
  customers,
  portfolioNodes,
  raidItems,
  releases,
  squads,
  users,
  workItems,
} from '../db/schema/index.ts';
import { countRows } from '../test-support/factories.ts';
import { api, sessionCookieOf } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_PASSWORD, seedDemo } from './demo-data.ts';
import { DEMO_RELEASES } from './demo-releases.ts';

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
      releases: await countRows(t.db, releases),
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
      releases: 3,
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

    // The release plan: the running and the next release by default, the pilot when asked for.
    const plan: Release[] = (await api(t.app, { token }, 'GET', '/api/releases')).json().items;
    expect(plan.map((release) => release.name).sort()).toEqual([
      DEMO_RELEASES.spring.name,
      DEMO_RELEASES.summer.name,
    ]);
    const spring = plan.find((release) => release.name === DEMO_RELEASES.spring.name);
    const dashboard: ReleaseDashboard = (
      await api(t.app, { token }, 'GET', `/api/releases/${spring?.id}/dashboard`)
    ).json();
    expect(dashboard.summary).toEqual({ epics: 2, stories: 6, bugs: 2, squads: 1 });
    // Two stages shown: one epic already in Refinement.
    expect(dashboard.teams[0]?.counts).toMatchObject({ New: 1, Refinement: 1 });
    // Refinement has passed with items still New: the at-risk hint shows.
    expect(dashboard.risks.map((risk) => risk.stage)).toContain('refinementDate');

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
