import { MSG } from '@squadboard/domain';
import type { Idea } from '@squadboard/domain/ideas/idea.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { createPortfolioNode, createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;
let foreign: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  foreign = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function addIdea(who: OrgUser, initiativeId: string, title: string, column = 'New'): Promise<Idea> {
  const response = await api(t.app, who, 'POST', '/api/ideas', { initiativeId, title, column });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().idea;
}

const columnsOf = async (initiativeId: string) => {
  const response = await api(t.app, org.member, 'GET', `/api/ideas?initiativeId=${initiativeId}`);
  expect(response.statusCode).toBe(200);
  const byColumn: Record<string, string[]> = {};
  for (const idea of response.json().items as Idea[]) {
    byColumn[idea.column] = [...(byColumn[idea.column] ?? []), idea.title];
  }
  return byColumn;
};

describe('the idea canvas', () => {
  it('adds ideas at the bottom of a column and drags them within and across columns', async () => {
    const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
    const a = await addIdea(org.member, initiative.id, 'A');
    const b = await addIdea(org.lead, initiative.id, 'B');
    const c = await addIdea(org.member, initiative.id, 'C');
    expect(a).toMatchObject({ column: 'New', authorId: org.member.id, featureId: null });
    expect(await columnsOf(initiative.id)).toEqual({ New: ['A', 'B', 'C'] });

    const moved = await api(t.app, org.member, 'POST', `/api/ideas/${c.id}/move`, {
      column: 'New',
      afterId: null,
    });
    expect(moved.json().message).toBe(MSG.ideas.moved);
    expect(await columnsOf(initiative.id)).toEqual({ New: ['C', 'A', 'B'] });
    await api(t.app, org.member, 'POST', `/api/ideas/${a.id}/move`, { column: 'Exploring', afterId: null });
    await api(t.app, org.member, 'POST', `/api/ideas/${b.id}/move`, { column: 'Exploring', afterId: a.id });
    expect(await columnsOf(initiative.id)).toEqual({ Exploring: ['A', 'B'], New: ['C'] });
    // `afterId` must be in the column the idea goes to.
    const stray = await api(t.app, org.member, 'POST', `/api/ideas/${c.id}/move`, {
      column: 'Ready',
      afterId: a.id,
    });
    expect(stray.statusCode).toBe(400);

    const edited = await api(t.app, org.member, 'PATCH', `/api/ideas/${b.id}`, {
      title: 'B2',
      description: 'More',
    });
    expect(edited.json().idea).toMatchObject({ title: 'B2', description: 'More' });
    const empty = await api(t.app, org.member, 'POST', '/api/ideas', {
      initiativeId: initiative.id,
      title: ' ',
    });
    expect(empty.json().fields).toEqual({ title: MSG.ideas.titleRequired });
  });

  it('promotes an idea to a Feature under a project of its initiative, once, as a Super Admin', async () => {
    const project = await createProject(t, org);
    const initiativeId = project.parentId as string;
    const other = await createProject(t, org);
    const idea = await addIdea(org.member, initiativeId, 'Gift cards');
    await api(t.app, org.member, 'PATCH', `/api/ideas/${idea.id}`, {
      title: 'Gift cards',
      description: 'Sell them',
    });

    const refused = await api(t.app, org.lead, 'POST', `/api/ideas/${idea.id}/promote`, {
      projectId: project.id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.ideas.promoteForbidden);
    const elsewhere = await api(t.app, org.admin, 'POST', `/api/ideas/${idea.id}/promote`, {
      projectId: other.id,
    });
    expect(elsewhere.json().fields).toEqual({ projectId: MSG.ideas.projectRequired });

    const promoted = await api(t.app, org.admin, 'POST', `/api/ideas/${idea.id}/promote`, {
      projectId: project.id,
    });
    expect(promoted.statusCode).toBe(200);
    const { feature } = promoted.json();
    expect(feature).toMatchObject({
      type: 'Feature',
      title: 'Gift cards',
      projectId: project.id,
      narrative: 'Sell them',
    });
    expect(promoted.json()).toMatchObject({
      message: MSG.ideas.promoted(feature.acronymId),
      idea: { featureId: feature.id, featureAcronymId: feature.acronymId, column: 'Ready' },
    });
    const again = await api(t.app, org.admin, 'POST', `/api/ideas/${idea.id}/promote`, {
      projectId: project.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.ideas.alreadyPromoted);

    // An initiative with ideas is not deleted with them.
    const remove = await api(t.app, org.admin, 'DELETE', `/api/portfolio/${initiativeId}`);
    expect(remove.statusCode).toBe(409);
  });

  it('lets the author or a Super Admin delete an idea, and keeps other organisations out', async () => {
    const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
    const mine = await addIdea(org.member, initiative.id, 'Mine');
    const refused = await api(t.app, org.otherMember, 'DELETE', `/api/ideas/${mine.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MSG.ideas.deleteForbidden);

    for (const [method, path, body] of [
      ['GET', `/api/ideas?initiativeId=${initiative.id}`, undefined],
      ['PATCH', `/api/ideas/${mine.id}`, { title: 'Taken' }],
      ['POST', `/api/ideas/${mine.id}/move`, { column: 'Parked', afterId: null }],
      ['DELETE', `/api/ideas/${mine.id}`, undefined],
    ] as const) {
      expect((await api(t.app, foreign.admin, method, path, body)).statusCode).toBe(404);
    }
    const add = await api(t.app, foreign.admin, 'POST', '/api/ideas', {
      initiativeId: initiative.id,
      title: 'X',
    });
    expect(add.json().fields).toEqual({ initiativeId: MSG.ideas.initiativeRequired });

    expect((await api(t.app, org.member, 'DELETE', `/api/ideas/${mine.id}`)).json()).toEqual({
      message: MSG.ideas.deleted,
    });
    const theirs = await addIdea(org.member, initiative.id, 'Theirs');
    expect((await api(t.app, org.admin, 'DELETE', `/api/ideas/${theirs.id}`)).statusCode).toBe(200);
    expect(await columnsOf(initiative.id)).toEqual({});
  });
});
