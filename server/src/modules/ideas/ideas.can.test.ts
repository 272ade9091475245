import { MSG } from '@squadboard/domain';
import type { Idea } from '@squadboard/domain/ideas/idea.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { createProject } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Each idea comes with what the caller may do with it (`can`, ideaAbilities), and the
// server allows exactly that: anyone edits and drags, the author or a Super Admin deletes, a
// Super Admin promotes, once.

let t: TestApp;
let org: TestOrg;
let projectId: string;
let initiativeId: string;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  const project = await createProject(t, org);
  projectId = project.id;
  initiativeId = project.parentId as string;
});
afterAll(async () => {
  await t.close();
});

async function addIdea(who: OrgUser, title: string): Promise<Idea> {
  const response = await api(t.app, who, 'POST', '/api/ideas', { initiativeId, title });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().idea;
}

async function canOf(who: OrgUser, id: string): Promise<Idea['can'] | undefined> {
  const response = await api(t.app, who, 'GET', `/api/ideas?initiativeId=${initiativeId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().items as Idea[]).find((idea) => idea.id === id)?.can;
}

describe('idea abilities', () => {
  it('answers per person: the Super Admin everything, the author deletes, a lead edits and drags', async () => {
    const idea = await addIdea(org.member, 'Gift cards');
    expect(idea.can).toEqual({ edit: true, move: true, delete: true, promote: false });
    expect(await canOf(org.admin, idea.id)).toEqual({ edit: true, move: true, delete: true, promote: true });
    expect(await canOf(org.member, idea.id)).toEqual({
      edit: true,
      move: true,
      delete: true,
      promote: false,
    });
    // A Squad Admin who did not write it: the rule differs from the author's.
    expect(await canOf(org.lead, idea.id)).toEqual({ edit: true, move: true, delete: false, promote: false });
    expect(await canOf(org.otherMember, idea.id)).toEqual({
      edit: true,
      move: true,
      delete: false,
      promote: false,
    });
  });

  it('refuses what the flags refuse and allows what they allow', async () => {
    const idea = await addIdea(org.member, 'Loyalty points');
    // The lead's delete and promote are false: both refused, with the reason.
    const deleteRefused = await api(t.app, org.lead, 'DELETE', `/api/ideas/${idea.id}`);
    expect(deleteRefused.statusCode).toBe(403);
    expect(deleteRefused.json().message).toBe(MSG.ideas.deleteForbidden);
    const promoteRefused = await api(t.app, org.member, 'POST', `/api/ideas/${idea.id}/promote`, {
      projectId,
    });
    expect(promoteRefused.statusCode).toBe(403);
    expect(promoteRefused.json().message).toBe(MSG.ideas.promoteForbidden);
    // Their edit and move are true: both succeed.
    const edited = await api(t.app, org.lead, 'PATCH', `/api/ideas/${idea.id}`, { title: 'Loyalty' });
    expect(edited.statusCode, edited.body).toBe(200);
    const moved = await api(t.app, org.lead, 'POST', `/api/ideas/${idea.id}/move`, {
      column: 'Exploring',
      afterId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // The Super Admin's promote is true: it succeeds, after which nobody's is.
    const promoted = await api(t.app, org.admin, 'POST', `/api/ideas/${idea.id}/promote`, { projectId });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().idea.can.promote).toBe(false);
    expect((await canOf(org.admin, idea.id))?.promote).toBe(false);
    const again = await api(t.app, org.admin, 'POST', `/api/ideas/${idea.id}/promote`, { projectId });
    expect(again.statusCode).toBe(409);

    // The author's delete is true: it succeeds.
    const own = await addIdea(org.member, 'Mine to drop');
    expect((await api(t.app, org.member, 'DELETE', `/api/ideas/${own.id}`)).statusCode).toBe(200);
    expect(await canOf(org.member, own.id)).toBeUndefined();
  });
});
