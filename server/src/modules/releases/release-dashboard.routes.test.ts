import { todayIn } from '@squadboard/domain/common/calendar-date';
import type { Release, ReleaseDashboard, ReleaseWorkItem } from '@squadboard/domain/releases/release.schema';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { createPortfolioNode } from '../../test-support/portfolio-factories.ts';
import {
  createRaidPortfolio,
  createWorkItem,
  type RaidPortfolio,
} from '../../test-support/raid-factories.ts';
import {
  createRelease,
  createReleaseItem,
  releaseEdit,
  setStatus,
} from '../../test-support/release-factories.ts';
import { type As, api } from '../../test-support/request.ts';
import { createSquadSprint, planItems } from '../../test-support/sprint-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The release dashboard (spec 001 §2.7 tab 2): what takes part, counted by squad and stage.

let t: TestApp;
let org: RetroOrg;
let nodes: RaidPortfolio;
let release: Release;
/** Epics of `org.squad` (New, New, Design) and of `org.otherSquad` (Delivery), in acronym order. */
let epics: WorkItem[];
let sprintStory: WorkItem;
let backlogStory: WorkItem;
let bug: WorkItem;
/** Names the release but is under another initiative. */
let elsewhere: WorkItem;

const RELEASE = 'Q3 launch';
const daysFromToday = (days: number) => {
  const date = new Date(`${todayIn(null)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  nodes = await createRaidPortfolio(t, org);
  // A second project of the initiative: its items take part too.
  const second = await createPortfolioNode(t, org, { level: 'Project', parentId: nodes.initiative.id });
  const other = await createRaidPortfolio(t, org);

  const feature = async (projectId: string) =>
    createWorkItem(t, org.admin, { type: 'Feature', title: 'Checkout', parentId: projectId });
  const item = (
    type: 'Epic' | 'Story' | 'Bug' | 'Task',
    title: string,
    parentId: string,
    squadId: string,
    versions = [RELEASE],
  ) => createReleaseItem(t, org.admin, { type, title, parentId, squadId }, versions);

  const here = await feature(nodes.project.id);
  const there = await feature(second.id);
  const squad = org.squad.id;
  const otherSquad = org.otherSquad.id;
  epics = [
    await item('Epic', 'Cards', here.id, squad, ['Hotfix', RELEASE]),
    await item('Epic', 'Wallets', here.id, squad),
    await item('Epic', 'Receipts', there.id, squad),
    await item('Epic', 'Refunds', there.id, otherSquad),
  ];
  await setStatus(t, epics[2]?.id ?? '', STATUS_IDS.design);
  await setStatus(t, epics[3]?.id ?? '', STATUS_IDS.delivery);
  const parent = epics[0]?.id ?? '';
  sprintStory = await item('Story', 'Card form', parent, squad);
  backlogStory = await item('Story', 'Saved cards', parent, squad);
  bug = await item('Bug', 'Card form cut off', parent, squad);
  await setStatus(t, bug.id, STATUS_IDS.done);
  // Not taking part: another release, a task, and another initiative's epic naming the release.
  await item('Story', 'Next time', parent, squad, ['Q4 launch']);
  await item('Task', 'Monitoring', parent, squad);
  elsewhere = await item('Epic', 'Elsewhere', (await feature(other.project.id)).id, squad);

  const sprint = await createSquadSprint(t, org.lead, squad, 'Sprint 7');
  await planItems(t, org.lead, [sprintStory.id], sprint.id);

  release = await createRelease(t, org.admin, nodes.initiative.id, {
    name: RELEASE,
    status: 'In Progress',
    // Refinement ended yesterday; Design ends today, so it is not late yet.
    refinementDate: daysFromToday(-1),
    designDate: daysFromToday(0),
    liveDate: daysFromToday(30),
  });
});
afterAll(async () => {
  await t.close();
});

const dashboardOf = async (who: As, id = release.id): Promise<ReleaseDashboard> => {
  const response = await api(t.app, who, 'GET', `/api/releases/${id}/dashboard`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('the release dashboard', () => {
  it("counts the initiative's epics, stories and bugs naming the release", async () => {
    const dashboard = await dashboardOf(org.admin);
    expect(dashboard.release).toEqual(release);
    expect(dashboard.summary).toEqual({ epics: 4, stories: 2, bugs: 1, squads: 2 });
    const ids = (items: ReleaseWorkItem[]) => items.map((item) => item.id);
    expect(ids(dashboard.epics)).toEqual(epics.map((epic) => epic.id));
    expect(ids([...dashboard.epics, ...dashboard.stories, ...dashboard.bugs])).not.toContain(elsewhere.id);

    // Each list in acronym id order.
    for (const list of [dashboard.epics, dashboard.stories, dashboard.bugs]) {
      const keys = list.map((item) => {
        const [, acronym = '', number = '0'] = /^(.*?)(\d+)$/.exec(item.acronymId) ?? [];
        return { acronym, number: Number(number) };
      });
      const ordered = [...keys].sort((a, b) =>
        a.acronym === b.acronym ? a.number - b.number : a.acronym < b.acronym ? -1 : 1,
      );
      expect(keys).toEqual(ordered);
    }
    expect(dashboard.stories).toEqual([
      {
        id: sprintStory.id,
        type: 'Story',
        acronymId: sprintStory.acronymId,
        title: 'Card form',
        statusId: STATUS_IDS.new,
        squadId: org.squad.id,
        squadName: org.squad.name,
        sprintName: 'Sprint 7',
      },
      // In the backlog: no sprint (the table marks it).
      expect.objectContaining({ id: backlogStory.id, sprintName: null }),
    ]);
    expect(dashboard.bugs).toEqual([expect.objectContaining({ id: bug.id, statusId: STATUS_IDS.done })]);
  });

  it('counts epics by squad and stage, with whole percentages rounded down', async () => {
    const dashboard = await dashboardOf(org.admin);
    const none = { New: 0, Refinement: 0, Design: 0, Delivery: 0, Testing: 0, Done: 0 };
    expect(dashboard.teams).toEqual(
      [
        { squadId: org.squad.id, squadName: org.squad.name, counts: { ...none, New: 2, Design: 1 } },
        { squadId: org.otherSquad.id, squadName: org.otherSquad.name, counts: { ...none, Delivery: 1 } },
      ].sort((a, b) => a.squadName.localeCompare(b.squadName)),
    );
    expect(dashboard.status).toEqual({
      total: 4,
      rows: [
        { stage: 'New', count: 2, percentage: 50 },
        { stage: 'Refinement', count: 0, percentage: 0 },
        { stage: 'Design', count: 1, percentage: 25 },
        { stage: 'Delivery', count: 1, percentage: 25 },
        { stage: 'Testing', count: 0, percentage: 0 },
        { stage: 'Done', count: 0, percentage: 0 },
      ],
    });
  });

  it('flags a passed stage with items not past it', async () => {
    const dashboard = await dashboardOf(org.admin);
    // Refinement's date passed: four of the seven items (two epics, two stories) are not in
    // Design yet. Design's date is today, not passed.
    expect(dashboard.risks).toEqual([
      { stage: 'refinementDate', label: 'Refinement', date: release.refinementDate, open: 4 },
    ]);
    const completed = await api(t.app, org.admin, 'POST', `/api/releases/${release.id}/complete`);
    expect(completed.statusCode).toBe(200);
    // A Completed release has nothing at risk.
    expect((await dashboardOf(org.admin)).risks).toEqual([]);
  });

  it('shows only the squads the caller may see (and items of no squad)', async () => {
    // org.member belongs to org.squad only: the other squad's epic is not theirs to see.
    const dashboard = await dashboardOf(org.member);
    expect(dashboard.summary).toEqual({ epics: 3, stories: 2, bugs: 1, squads: 1 });
    expect(dashboard.teams.map((row) => row.squadId)).toEqual([org.squad.id]);
    expect(dashboard.status.total).toBe(3);
    expect(dashboard.status.rows[0]).toEqual({ stage: 'New', count: 2, percentage: 66 });
    expect((await dashboardOf(org.otherMember)).summary).toEqual({
      epics: 1,
      stories: 0,
      bugs: 0,
      squads: 1,
    });
  });

  it('follows a rename and counts nothing for a release no item names', async () => {
    const renamed = await api(
      t.app,
      org.admin,
      'PATCH',
      `/api/releases/${release.id}`,
      releaseEdit(release, { name: 'Q3 go-live', milestone: 'Silver' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await dashboardOf(org.admin)).summary).toEqual({ epics: 4, stories: 2, bugs: 1, squads: 2 });

    const empty = await createRelease(t, org.admin, nodes.initiative.id, {
      name: RELEASE,
      refinementDate: daysFromToday(-3),
    });
    const dashboard = await dashboardOf(org.admin, empty.id);
    expect(dashboard.summary).toEqual({ epics: 0, stories: 0, bugs: 0, squads: 0 });
    expect(dashboard.teams).toEqual([]);
    expect(dashboard.status.rows.every((row) => row.count === 0 && row.percentage === 0)).toBe(true);
    expect(dashboard.risks).toEqual([]);
  });
});
