import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createProject } from '../../test-support/portfolio-factories.ts';
import { api, uploadFile } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Each work item, comment and attachment comes with what the caller may do with it
// (`can`), from the same rules the writes enforce; a refusal says why.

let t: TestApp;
let org: RetroOrg;
let story: WorkItem;
let feature: WorkItem;

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a5a20000000049454e44ae426082',
  'hex',
);

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  const project = await createProject(t, org);
  const made = await api(t.app, org.member, 'POST', '/api/work-items', {
    squadId: org.squad.id,
    type: 'Story',
    title: 'Checkout',
  });
  story = made.json().item;
  const madeFeature = await api(t.app, org.admin, 'POST', '/api/work-items', {
    type: 'Feature',
    title: 'Payments',
    parentId: project.id,
    squadId: org.squad.id,
  });
  expect(madeFeature.statusCode, madeFeature.body).toBe(201);
  feature = madeFeature.json().item;
});
afterAll(async () => {
  await t.close();
});

const itemAs = async (who: OrgUser, id: string): Promise<WorkItem> =>
  (await api(t.app, who, 'GET', `/api/work-items/${id}`)).json();

describe('work item abilities', () => {
  it('answers edit and move per role: a Feature is the Super Admin’s, a Story everyone’s', async () => {
    for (const who of [org.admin, org.lead, org.member]) {
      expect((await itemAs(who, story.id)).can).toEqual({ edit: true, move: true });
    }
    expect((await itemAs(org.admin, feature.id)).can).toEqual({ edit: true, move: true });
    expect((await itemAs(org.lead, feature.id)).can).toEqual({ edit: false, move: false });
    expect((await itemAs(org.member, feature.id)).can).toEqual({ edit: false, move: false });
  });

  it('presents the same flags in the backlog, and refuses what they refuse with the reason', async () => {
    const page = await api(t.app, org.member, 'GET', `/api/work-items/backlog?squadId=${org.squad.id}`);
    expect(page.statusCode, page.body).toBe(200);
    const items = page.json().items as WorkItem[];
    expect(items.find((item) => item.id === feature.id)?.can).toEqual({ edit: false, move: false });
    expect(items.find((item) => item.id === story.id)?.can).toEqual({ edit: true, move: true });

    const edit = await api(t.app, org.member, 'PATCH', `/api/work-items/${feature.id}`, { title: 'Mine' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(MSG.workItems.featureReadOnly);
    const rank = await api(t.app, org.member, 'POST', `/api/work-items/${feature.id}/rank`, {
      afterId: null,
    });
    expect(rank.statusCode).toBe(403);
    expect(rank.json().message).toBe(MSG.workItems.featureReadOnly);
  });

  it('refuses a member the squad workflow with a reason', async () => {
    const response = await api(t.app, org.member, 'PUT', `/api/work-items/status-config/${org.squad.id}`, {
      statuses: [1, 4],
      columns: { 1: 'New', 4: 'Complete' },
      backlog: [1],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MSG.workItems.workflowForbidden);
  });

  it('answers a bulk change that changes nothing as such, not as a success', async () => {
    const owner = await api(t.app, org.lead, 'POST', '/api/work-items/bulk', {
      ids: [story.id],
      ownerId: org.member.id,
    });
    expect(owner.json()).toEqual({ message: MSG.workItems.updated, count: 1 });
    const again = await api(t.app, org.lead, 'POST', '/api/work-items/bulk', {
      ids: [story.id],
      ownerId: org.member.id,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: MSG.workItems.nothingChanged, count: 0 });
    const back = await api(t.app, org.lead, 'POST', '/api/work-items/bulk', {
      ids: [story.id],
      sprintId: null,
    });
    expect(back.json().count).toBe(0);
  });
});

describe('comment and attachment abilities', () => {
  it('offers edit and delete of a comment to its author only, and add to whoever may change the item', async () => {
    const added = await api(t.app, org.member, 'POST', `/api/work-items/${story.id}/comments`, {
      body: '<p>Mine</p>',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().comment.can).toEqual({ edit: true, delete: true });
    const id = added.json().comment.id as string;

    const listAs = async (who: OrgUser, itemId: string) =>
      (await api(t.app, who, 'GET', `/api/work-items/${itemId}/comments`)).json();
    const mine = await listAs(org.member, story.id);
    expect(mine.can).toEqual({ add: true });
    expect(mine.items[0].can).toEqual({ edit: true, delete: true });
    for (const who of [org.admin, org.lead]) {
      expect((await listAs(who, story.id)).items[0].can).toEqual({ edit: false, delete: false });
    }
    expect((await listAs(org.member, feature.id)).can).toEqual({ add: false });
    expect((await listAs(org.admin, feature.id)).can).toEqual({ add: true });

    const refused = await api(t.app, org.admin, 'DELETE', `/api/work-items/${story.id}/comments/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.comments.notYours);
  });

  it('offers removal of a file to whoever attached it and to a Super Admin', async () => {
    const upload = await uploadFile(t.app, org.member, `/api/work-items/${story.id}/attachments`, {
      bytes: PNG,
      name: 'shot.png',
      type: 'image/png',
      field: 'file',
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().attachment.can).toEqual({ delete: true });
    const id = upload.json().attachment.id as string;

    const listAs = async (who: OrgUser, itemId: string) =>
      (await api(t.app, who, 'GET', `/api/work-items/${itemId}/attachments`)).json();
    expect((await listAs(org.member, story.id)).items[0].can).toEqual({ delete: true });
    expect((await listAs(org.admin, story.id)).items[0].can).toEqual({ delete: true });
    expect((await listAs(org.lead, story.id)).items[0].can).toEqual({ delete: false });
    expect((await listAs(org.lead, story.id)).can).toEqual({ add: true });
    expect((await listAs(org.member, feature.id)).can).toEqual({ add: false });

    const refused = await api(t.app, org.lead, 'DELETE', `/api/work-items/${story.id}/attachments/${id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.attachments.notYours);
  });
});
