import { MSG } from '@squadboard/domain';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createProject as createPortfolioProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { inDays } from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

const { new: NEW, refinement: REFINEMENT, design: DESIGN, delivery: DELIVERY, done: DONE } = STATUS_IDS;

const createProject = () => createPortfolioProject(t, org);

async function create(who: OrgUser, body: Record<string, unknown>): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', { squadId: org.squad.id, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const statusTo = (who: OrgUser, id: string, statusId: number) =>
  api(t.app, who, 'POST', `/api/work-items/${id}/status`, { statusId });

describe('the work-item hierarchy', () => {
  it('builds Feature → Epic → Story → Task under a project, each with its acronym id', async () => {
    const project = await createProject();
    const feature = await create(org.admin, { type: 'Feature', title: 'Checkout', parentId: project.id });
    expect(feature).toMatchObject({
      type: 'Feature',
      projectId: project.id,
      parentId: null,
      statusId: NEW,
      priority: 4,
    });
    expect(feature.acronymId).toMatch(new RegExp(`^${project.acronym}F\\d+$`));

    const epic = await create(org.member, { type: 'Epic', title: 'Pay by card', parentId: feature.id });
    const story = await create(org.member, { type: 'Story', title: 'Card form', parentId: epic.id });
    const task = await create(org.member, { type: 'Task', title: 'Validate number', parentId: story.id });
    expect(epic).toMatchObject({ projectId: project.id, parentId: feature.id, squadId: org.squad.id });
    expect(task).toMatchObject({
      projectId: project.id,
      parentId: story.id,
      nextStatusIds: [REFINEMENT, DELIVERY],
    });
    const second = await create(org.member, { type: 'Story', title: 'Receipt', parentId: epic.id });
    const number = (item: WorkItem) => Number(item.acronymId.replace(/^\D+/, ''));
    expect(second.acronymId.startsWith(`${project.acronym}S`)).toBe(true);
    expect(number(second)).toBe(number(story) + 1);

    const children = await api(t.app, org.member, 'GET', `/api/work-items/${epic.id}/children`);
    expect(children.json().items.map((item: WorkItem) => item.id)).toEqual([story.id, second.id]);
    const features = await api(
      t.app,
      org.member,
      'GET',
      `/api/work-items/features?portfolioId=${project.id}`,
    );
    expect(features.json().items.map((item: WorkItem) => item.id)).toEqual([feature.id]);
    const list = await api(t.app, org.member, 'GET', '/api/portfolio');
    const counted = list.json().items.find((node: { id: string }) => node.id === project.id);
    expect(counted.counts).toMatchObject({
      features: 1,
      epics: 1,
      stories: 2,
      openBugs: 0,
      items: 5,
      done: 0,
    });
  });

  it('refuses a parent of the wrong kind, a Feature without a project, and an item without a squad', async () => {
    const project = await createProject();
    const feature = await create(org.admin, { type: 'Feature', title: 'Search', parentId: project.id });
    const wrong = await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: org.squad.id,
      type: 'Story',
      title: 'Misplaced',
      parentId: feature.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ parentId: 'A Story belongs under an Epic.' });
    const loose = await api(t.app, org.admin, 'POST', '/api/work-items', { type: 'Feature', title: 'Loose' });
    expect(loose.json().fields).toEqual({ parentId: MSG.workItems.projectRequired });
    const noSquad = await api(t.app, org.member, 'POST', '/api/work-items', { type: 'Bug', title: 'Crash' });
    expect(noSquad.json().fields).toEqual({ squadId: MSG.workItems.squadRequired });
    const empty = await api(t.app, org.member, 'POST', '/api/work-items', {});
    expect(empty.json().fields).toMatchObject({
      type: MSG.workItems.typeRequired,
      title: MSG.workItems.titleRequired,
    });
  });

  it('keeps Features read-only for everyone but a Super Admin', async () => {
    const project = await createProject();
    const refused = await api(t.app, org.lead, 'POST', '/api/work-items', {
      type: 'Feature',
      title: 'Mine',
      parentId: project.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.workItems.featureReadOnly);
    const feature = await create(org.admin, { type: 'Feature', title: 'Theirs', parentId: project.id });
    for (const who of [org.lead, org.member]) {
      expect(
        (await api(t.app, who, 'PATCH', `/api/work-items/${feature.id}`, { title: 'X' })).statusCode,
      ).toBe(403);
      expect((await statusTo(who, feature.id, REFINEMENT)).statusCode).toBe(403);
      expect((await api(t.app, who, 'GET', `/api/work-items/${feature.id}`)).statusCode).toBe(200);
    }
  });

  it('refuses a reporter or impacted squads from elsewhere', async () => {
    const item = await create(org.member, { type: 'Story', title: 'Scoped' });
    const foreign = await createOrg(t);
    const reporter = await api(t.app, org.member, 'PATCH', `/api/work-items/${item.id}`, {
      reporterId: foreign.admin.id,
    });
    expect(reporter.json().fields).toEqual({ reporterId: MSG.workItems.reporterNotFound });
    const hidden = await api(t.app, org.member, 'PATCH', `/api/work-items/${item.id}`, {
      impactedSquadIds: [org.otherSquad.id],
    });
    expect(hidden.json().fields).toEqual({ impactedSquadIds: MSG.workItems.impactedSquadsInvalid });
    const fine = await api(t.app, org.member, 'PATCH', `/api/work-items/${item.id}`, {
      reporterId: org.lead.id,
      impactedSquadIds: [org.squad.id],
    });
    expect(item.reporterName).toMatch(/^Sam /);
    expect(fine.json().item).toMatchObject({ reporterId: org.lead.id, impactedSquadIds: [org.squad.id] });
    expect(fine.json().item.reporterName).toMatch(/^Lena /);
  });

  it("answers 404 for another squad's or organisation's items", async () => {
    const item = await create(org.member, { type: 'Bug', title: 'Private' });
    const foreign = await createOrg(t);
    for (const who of [org.otherMember, foreign.admin]) {
      expect((await api(t.app, who, 'GET', `/api/work-items/${item.id}`)).statusCode).toBe(404);
      expect(
        (await api(t.app, who, 'PATCH', `/api/work-items/${item.id}`, { title: 'Mine' })).statusCode,
      ).toBe(404);
      expect((await statusTo(who, item.id, DELIVERY)).statusCode).toBe(404);
    }
    const bulk = await api(t.app, foreign.admin, 'POST', '/api/work-items/bulk', {
      ids: [item.id],
      ownerId: null,
    });
    expect(bulk.statusCode).toBe(404);
    const backlog = await api(
      t.app,
      org.otherMember,
      'GET',
      `/api/work-items/backlog?squadId=${org.squad.id}`,
    );
    expect(backlog.statusCode).toBe(404);
  });
});

describe('the status workflow', () => {
  it('offers only the next statuses and asks a Story for its fields before Refinement', async () => {
    const story = await create(org.member, { type: 'Story', title: 'Needs detail' });
    expect(story.nextStatusIds).toEqual([REFINEMENT]);
    const skip = await statusTo(org.member, story.id, DONE);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe(MSG.workItems.statusNotAllowed);

    const bare = await statusTo(org.member, story.id, REFINEMENT);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields).toEqual({
      narrative: MSG.workItems.narrativeRequired,
      outcome: MSG.workItems.outcomeRequired,
      plannedStart: MSG.workItems.plannedStartRequired,
      plannedEnd: MSG.workItems.plannedEndRequired,
    });
    const filled = await api(t.app, org.member, 'PATCH', `/api/work-items/${story.id}`, {
      narrative: 'As a buyer …',
      outcome: 'Fewer drop-offs',
      plannedStart: inDays(7),
      plannedEnd: inDays(24),
    });
    expect(filled.json().message).toBe(MSG.workItems.updated);
    const moved = await statusTo(org.member, story.id, REFINEMENT);
    expect(moved.json()).toMatchObject({
      message: MSG.workItems.statusChanged,
      item: { statusId: REFINEMENT, nextStatusIds: [NEW, DESIGN] },
    });
    const history = await api(t.app, org.member, 'GET', `/api/work-items/${story.id}/history`);
    expect(history.json().items.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Status New → Refinement',
      'Changed Narrative, Outcome, Planned Start, Planned End',
      'Created',
    ]);
    expect(history.json().items[0]).toMatchObject({ fromStatusId: NEW, toStatusId: REFINEMENT });
  });

  it('refuses a planned start before today and a planned end before tomorrow, when set', async () => {
    const story = await create(org.member, { type: 'Story', title: 'Dated' });
    const path = `/api/work-items/${story.id}`;
    const early = await api(t.app, org.member, 'PATCH', path, { plannedStart: inDays(-3) });
    expect(early.json().fields).toEqual({ plannedStart: MSG.workItems.plannedStartTooEarly });
    const end = await api(t.app, org.member, 'PATCH', path, { plannedEnd: inDays(-3) });
    expect(end.json().fields).toEqual({ plannedEnd: MSG.workItems.plannedEndTooEarly });
    const fine = await api(t.app, org.member, 'PATCH', path, {
      plannedStart: inDays(1),
      plannedEnd: inDays(3),
    });
    expect(fine.statusCode).toBe(200);
    // Dates kept as they are need no check: other fields of an old item can still change.
    const same = await api(t.app, org.member, 'PATCH', path, {
      plannedStart: inDays(1),
      title: 'Dated again',
    });
    expect(same.statusCode).toBe(200);
  });

  it('keeps a parent from Done while a child is open', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Parent' });
    const task = await create(org.member, { type: 'Task', title: 'Child', parentId: epic.id });
    await api(t.app, org.member, 'POST', '/api/work-items/bulk', {
      ids: [epic.id],
      statusId: REFINEMENT,
    }).then((r) => expect(r.statusCode).toBe(400));
    // Epics need their fields for Refinement and Design; Delivery and Testing need none.
    await api(t.app, org.member, 'PATCH', `/api/work-items/${epic.id}`, {
      narrative: 'n',
      outcome: 'o',
      plannedStart: inDays(7),
      plannedEnd: inDays(8),
    });
    for (const status of [REFINEMENT, DESIGN, DELIVERY, STATUS_IDS.testing]) {
      expect((await statusTo(org.member, epic.id, status)).statusCode).toBe(200);
    }
    const blocked = await statusTo(org.member, epic.id, DONE);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MSG.workItems.childrenOpen);
    for (const status of [DELIVERY, STATUS_IDS.testing, DONE]) {
      expect((await statusTo(org.member, task.id, status)).statusCode).toBe(200);
    }
    expect((await statusTo(org.member, epic.id, DONE)).json().item.statusId).toBe(DONE);
  });

  it("follows the squad's status configuration, which only its lead or a Super Admin sets", async () => {
    const squad = org.otherSquad.id;
    const config = {
      statuses: [NEW, DELIVERY, DONE],
      columns: { 1: 'New', 8: 'Test', 4: 'Complete' },
      backlog: [NEW],
    };
    expect(
      (await api(t.app, org.otherMember, 'PUT', `/api/work-items/status-config/${squad}`, config)).statusCode,
    ).toBe(403);
    const invalid = await api(t.app, org.otherLead, 'PUT', `/api/work-items/status-config/${squad}`, {
      ...config,
      statuses: [DELIVERY, DONE],
    });
    expect(invalid.json().fields).toEqual({ statuses: MSG.workItems.statusConfigNewAndDone });
    const saved = await api(t.app, org.otherLead, 'PUT', `/api/work-items/status-config/${squad}`, config);
    expect(saved.json()).toMatchObject({ message: MSG.workItems.statusConfigUpdated, config });
    const read = await api(t.app, org.otherMember, 'GET', `/api/work-items/status-config/${squad}`);
    expect(read.json()).toEqual(config);

    const story = await create(org.otherMember, { squadId: squad, type: 'Story', title: 'Straight to work' });
    expect(story.nextStatusIds).toEqual([DELIVERY]);
    await statusTo(org.otherMember, story.id, DELIVERY);
    // The backlog lists only New items for this squad now.
    const backlog = await api(t.app, org.otherMember, 'GET', `/api/work-items/backlog?squadId=${squad}`);
    expect(backlog.json().items.map((item: WorkItem) => item.id)).not.toContain(story.id);
  });
});
