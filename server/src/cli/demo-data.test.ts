import { MSG } from '@squadboard/domain';
import type { ActionPage } from '@squadboard/domain/actions/action.schema';
import { todayIn } from '@squadboard/domain/common/calendar-date';
import type { DashboardRetros, DashboardSprints } from '@squadboard/domain/dashboard/dashboard.schema';
import { isRaidOverdue, riskHeatMap } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { Release, ReleaseDashboard } from '@squadboard/domain/releases/release.schema';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import type { PastSprints, SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  actionRegisterItems,
  actionRegisters,
  actions,
  comments,
  customers,
  portfolioNodes,
  raidItems,
  releases,
  retroCards,
  retros,
  sprintRuns,
  sprints,
  squads,
  users,
  workItems,
} from '../db/schema/index.ts';
import { countRows } from '../test-support/factories.ts';
import { api, sessionCookieOf } from '../test-support/request.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATION, DEMO_PASSWORD, seedDemo } from './demo-data.ts';
import { DEMO_RELEASES } from './demo-releases.ts';
import { DEMO_SPRINT_DAYS, DEMO_SPRINT_NAMES } from './demo-sprints.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo organisation', () => {
  // Six weeks of a squad's history go through the services, transaction by transaction: on a
  // shared 2-core machine that takes well over the default half minute.
  it('is created once, with active accounts that can sign in', { timeout: 180_000 }, async () => {
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
      sprints: await countRows(t.db, sprints),
      sprintRuns: await countRows(t.db, sprintRuns),
      retros: await countRows(t.db, retros),
      retroCards: await countRows(t.db, retroCards),
      actions: await countRows(t.db, actions),
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
      // Two completed sprints and the running one; a retro for each, the next one scheduled.
      sprints: 3,
      sprintRuns: 3,
      retros: 3,
      retroCards: 10,
      actions: 4,
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

    await expectSprintsAndRetros(token);

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

/** What Active Sprint, Past Sprints, the dashboard and the calendar read for Demo Squad. */
async function expectSprintsAndRetros(token: string | null): Promise<void> {
  const [squad] = await t.db.select({ id: squads.id }).from(squads);
  const as = async (url: string) => {
    const response = await api(t.app, { token }, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const [first, second, third] = DEMO_SPRINT_NAMES;

  // The running sprint: an item in each of the board's columns.
  const board: SprintBoard = await as(`/api/sprints/board?squadId=${squad?.id}`);
  expect(board.sprint?.sprint.name).toBe(third);
  expect(new Set(board.items.map((item) => board.statusConfig.columns[item.statusId]))).toEqual(
    new Set(['New', 'Refinement', 'Test', 'Complete']),
  );
  expect(board.ancestors.length).toBeGreaterThan(0);

  // The two before it: completed, with figures, a burndown that goes down, and their retro.
  const past: PastSprints = await as(`/api/sprints/past?squadId=${squad?.id}`);
  expect(past.items.map((sprint) => sprint.name)).toEqual([second, first]);
  for (const sprint of past.items) {
    expect(sprint.completedItems).toBeGreaterThan(0);
    expect(sprint.completedItems).toBeLessThan(sprint.committedItems ?? 0);
    expect(sprint.burndown).toHaveLength(DEMO_SPRINT_DAYS);
    const hours = (sprint.burndown ?? []).map((day) => day.remainingHours);
    expect(hours[hours.length - 1]).toBeLessThan(hours[0] ?? 0);
    const { retro }: { retro: Retro } = await as(`/api/retros/${sprint.retro?.id}`);
    expect(retro).toMatchObject({ title: `${sprint.name} retro`, status: 'COMPLETED' });
    expect(retro.mood).not.toBeNull();
  }

  // The actions the retros raised, and what became of them since.
  const raised: ActionPage = await as(`/api/actions?squadId=${squad?.id}&pageSize=20`);
  expect(raised.items.every((action) => action.retroId !== null)).toBe(true);
  expect(new Set(raised.items.map((action) => action.status))).toEqual(
    new Set(['Open', 'In Progress', 'Closed']),
  );

  // The dashboard's blocks: the running sprint, and the next retro, on the sprint's last day.
  const dashboard: DashboardSprints = await as('/api/dashboard/sprints');
  expect(dashboard.sprints.length).toBeGreaterThan(0);
  const retros: DashboardRetros = await as('/api/dashboard/retros');
  expect(retros.scheduled.map((retro) => retro.title)).toContain(`${third} retro`);
}
