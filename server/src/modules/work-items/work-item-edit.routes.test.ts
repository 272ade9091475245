import { MSG } from '@squadboard/domain';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The Edit Work Item dialog's edits beyond the plain fields: a new type, and rich text.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function create(who: OrgUser, body: Record<string, unknown>): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', { squadId: org.squad.id, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const edit = (who: OrgUser, id: string, change: Record<string, unknown>) =>
  api(t.app, who, 'PATCH', `/api/work-items/${id}`, change);

const read = async (id: string): Promise<WorkItem> =>
  (await api(t.app, org.member, 'GET', `/api/work-items/${id}`)).json();

describe("changing a work item's type", () => {
  it('takes a new acronym id of the new type and records the change', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Onboarding' });
    const story = await create(org.member, {
      type: 'Story',
      title: 'Welcome mail',
      parentId: epic.id,
      priority: 1,
    });
    const changed = await edit(org.member, story.id, { type: 'Bug', priority: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    const bug: WorkItem = changed.json().item;
    expect(bug).toMatchObject({ type: 'Bug', priority: 4, parentId: epic.id });
    expect(bug.acronymId).toMatch(new RegExp(`^${story.acronymId.replace(/S\d+$/, 'B')}\\d+$`));
    const history = await api(t.app, org.member, 'GET', `/api/work-items/${story.id}/history`);
    expect(history.json().items[0].summary).toBe('Changed Type, Priority');
  });

  it('refuses a type that does not fit the parent or the children, and changes nothing', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Has stories' });
    const story = await create(org.member, { type: 'Story', title: 'Has a task', parentId: epic.id });
    await create(org.member, { type: 'Task', title: 'Child', parentId: story.id });

    for (const [item, type] of [
      [epic, 'Story'],
      [story, 'Bug'],
      [story, 'Epic'],
    ] as const) {
      const refused = await edit(org.member, item.id, { type, title: 'Renamed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ type: MSG.workItems.typeDoesNotFit });
      expect(await read(item.id)).toMatchObject({
        type: item.type,
        title: item.title,
        acronymId: item.acronymId,
      });
    }
  });

  it('checks a new type against a new parent, and keeps a Feature a Feature', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Home' });
    const story = await create(org.member, { type: 'Story', title: 'Story', parentId: epic.id });
    const task = await create(org.member, { type: 'Task', title: 'Was a task', parentId: story.id });
    const moved = await edit(org.member, task.id, { type: 'Bug', parentId: epic.id });
    expect(moved.json().item).toMatchObject({ type: 'Bug', parentId: epic.id });
    const wrong = await edit(org.member, task.id, { type: 'Story', parentId: story.id });
    expect(wrong.statusCode).toBe(400);

    const project = await createProject(t, org);
    const feature = await create(org.admin, { type: 'Feature', title: 'Big', parentId: project.id });
    const refused = await edit(org.admin, feature.id, { type: 'Epic' });
    expect(refused.json().fields).toEqual({ type: MSG.workItems.typeDoesNotFit });
    expect((await edit(org.member, epic.id, { type: 'Feature' })).statusCode).toBe(400);
  });
});

describe('an edit from the dialog', () => {
  it('sends every field; only what changed is written to the history', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Placed' });
    const story = await create(org.member, { type: 'Story', title: 'As saved', parentId: epic.id });
    await edit(org.member, story.id, { narrative: '<p>Kept as <em>is</em></p>', labels: ['a'] });
    const saved = await read(story.id);
    const {
      id,
      acronymId,
      nextStatusIds,
      statusId,
      ownerName,
      reporterName,
      createdAt,
      updatedAt,
      projectId,
      ...fields
    } = saved;
    const again = await edit(org.member, story.id, fields);
    expect(again.statusCode, again.body).toBe(200);
    const moved = await edit(org.member, story.id, { ...fields, ownerId: org.lead.id, parentId: epic.id });
    expect(moved.statusCode).toBe(200);
    const history = await api(t.app, org.member, 'GET', `/api/work-items/${story.id}/history`);
    expect(history.json().items.map((entry: { summary: string }) => entry.summary)).toEqual([
      'Changed Owner',
      'Changed Narrative, Labels',
      'Created',
    ]);
  });

  it('keeps a placed item placed: another parent, never none', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Holds one' });
    const story = await create(org.member, { type: 'Story', title: 'Placed', parentId: epic.id });
    const unplaced = await edit(org.member, story.id, { parentId: null });
    expect(unplaced.json().fields).toEqual({ parentId: MSG.workItems.parentRequired });
    const loose = await create(org.member, { type: 'Story', title: 'Quick added' });
    expect((await edit(org.member, loose.id, { parentId: null, title: 'Still loose' })).statusCode).toBe(200);
  });
});

describe('rich-text descriptions', () => {
  it('keeps only allowlisted HTML, and an empty editor counts as no narrative', async () => {
    const story = await create(org.member, { type: 'Story', title: 'Described' });
    const saved = await edit(org.member, story.id, {
      narrative:
        '<p onclick="steal()">As a <strong>buyer</strong><script>alert(1)</script></p><img src=x onerror=alert(1)>',
      outcome: '<p></p>',
      actualResult: '<p>  </p>',
    });
    expect(saved.json().item).toMatchObject({
      narrative: '<p>As a <strong>buyer</strong></p>',
      outcome: null,
      actualResult: null,
    });
    const refused = await api(t.app, org.member, 'POST', `/api/work-items/${story.id}/status`, {
      statusId: STATUS_IDS.refinement,
    });
    expect(refused.json().fields).toMatchObject({ outcome: MSG.workItems.outcomeRequired });
  });
});

describe('parent choices', () => {
  it('lists open items of the kinds a type sits under, from squads the caller sees, by title or id', async () => {
    const epic = await create(org.member, { type: 'Epic', title: 'Checkout flow' });
    const story = await create(org.member, { type: 'Story', title: 'Checkout button', parentId: epic.id });
    const hidden = await create(org.otherMember, {
      squadId: org.otherSquad.id,
      type: 'Epic',
      title: 'Checkout hidden',
    });
    const choices = async (who: OrgUser, query: string) => {
      const response = await api(t.app, who, 'GET', `/api/work-items/parent-choices?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().items as { id: string }[]).map((item) => item.id);
    };
    expect(await choices(org.member, 'type=Story&q=checkout')).toEqual([epic.id]);
    expect(await choices(org.member, 'type=Task&q=checkout')).toEqual(
      expect.arrayContaining([epic.id, story.id]),
    );
    expect(await choices(org.member, `type=Bug&q=${epic.acronymId}`)).toEqual([epic.id]);
    expect(await choices(org.admin, 'type=Story&q=checkout')).toContain(hidden.id);
    expect(await choices(org.member, 'type=Feature')).toEqual([]);
    expect((await api(t.app, org.member, 'GET', '/api/work-items/parent-choices?type=Nope')).statusCode).toBe(
      400,
    );
  });
});
