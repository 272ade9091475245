import { MSG } from '@squadboard/domain';
import type { Comment } from '@squadboard/domain/comments/comment.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
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

async function story(): Promise<WorkItem> {
  const response = await api(t.app, org.member, 'POST', '/api/work-items', {
    squadId: org.squad.id,
    type: 'Story',
    title: 'Talked about',
  });
  expect(response.statusCode).toBe(201);
  return response.json().item;
}

const mention = (who: OrgUser, label: string) =>
  `<span data-type="mention" data-id="${who.id}" data-label="${label}">@${label}</span>`;

const comment = (who: OrgUser, itemId: string, body: string) =>
  api(t.app, who, 'POST', `/api/work-items/${itemId}/comments`, { body });

describe("a work item's comments", () => {
  it('keeps sanitised rich text and records who it mentions, oldest first', async () => {
    const item = await story();
    const foreign = await createOrg(t);
    const first = await comment(
      org.member,
      item.id,
      `<p onclick="x()">Ask ${mention(org.lead, 'Lena')} and ${mention(foreign.admin, 'Eve')}<script>alert(1)</script></p>`,
    );
    expect(first.statusCode).toBe(201);
    const saved: Comment = first.json().comment;
    expect(first.json().message).toBe(MSG.comments.added);
    expect(saved).toMatchObject({ authorId: org.member.id, mentions: [org.lead.id], editedAt: null });
    expect(saved.body).toBe(
      `<p>Ask <span data-type="mention" data-id="${org.lead.id}" data-label="Lena" class="mention">@Lena</span> and <span>@Eve</span></p>`,
    );
    expect(saved.authorName).toMatch(/^Sam /);
    await comment(org.lead, item.id, '<p>Second</p>');

    const list = await api(t.app, org.otherLead, 'GET', `/api/work-items/${item.id}/comments`);
    // otherLead does not see this squad: the item is not found for them.
    expect(list.statusCode).toBe(404);
    const mine = await api(t.app, org.member, 'GET', `/api/work-items/${item.id}/comments`);
    expect(mine.json().items.map((c: Comment) => c.body)).toEqual([saved.body, '<p>Second</p>']);
  });

  it('refuses a comment that says nothing', async () => {
    const item = await story();
    for (const body of ['', '<p> </p>', '<script>alert(1)</script>']) {
      const response = await comment(org.member, item.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ body: MSG.comments.bodyRequired });
    }
  });

  it('lets only its author edit or delete a comment', async () => {
    const item = await story();
    const { comment: saved } = (await comment(org.member, item.id, '<p>Draft</p>')).json();
    const path = `/api/work-items/${item.id}/comments/${saved.id}`;
    const theirs = await api(t.app, org.lead, 'PATCH', path, { body: '<p>Mine now</p>' });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().message).toBe(MSG.comments.notYours);
    expect((await api(t.app, org.lead, 'DELETE', path)).statusCode).toBe(403);

    const edited = await api(t.app, org.member, 'PATCH', path, { body: '<p>Final</p>' });
    expect(edited.json()).toMatchObject({ message: MSG.comments.updated, comment: { body: '<p>Final</p>' } });
    expect(edited.json().comment.editedAt).not.toBeNull();
    expect((await api(t.app, org.member, 'DELETE', path)).json()).toEqual({ message: MSG.comments.deleted });
    expect((await api(t.app, org.member, 'DELETE', path)).statusCode).toBe(404);
  });

  it("keeps comments on a Feature to a Super Admin, and another item's comment out of reach", async () => {
    const project = await createProject(t, org);
    const feature = await api(t.app, org.admin, 'POST', '/api/work-items', {
      type: 'Feature',
      title: 'Read-only',
      parentId: project.id,
    });
    const featureId = feature.json().item.id;
    expect((await comment(org.member, featureId, '<p>Hi</p>')).statusCode).toBe(403);
    expect((await comment(org.admin, featureId, '<p>Hi</p>')).statusCode).toBe(201);
    expect((await api(t.app, org.member, 'GET', `/api/work-items/${featureId}/comments`)).statusCode).toBe(
      200,
    );

    const a = await story();
    const b = await story();
    const { comment: onA } = (await comment(org.member, a.id, '<p>On A</p>')).json();
    const crossed = await api(t.app, org.member, 'PATCH', `/api/work-items/${b.id}/comments/${onA.id}`, {
      body: '<p>Moved?</p>',
    });
    expect(crossed.statusCode).toBe(404);
  });
});
