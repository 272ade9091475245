import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, nextAcronym, type OrgUser, type TestOrg } from '../../test-support/factories.ts';
import { createPortfolioNode } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The portfolio list and each node come with what the caller may do (`can`,
// portfolioNodeAbilities): only a Super Admin shapes the portfolio, and the server allows
// exactly what the flags say.

let t: TestApp;
let org: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function listOf(who: OrgUser): Promise<{ items: PortfolioNode[]; can: { create: boolean } }> {
  const response = await api(t.app, who, 'GET', '/api/portfolio');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function nodeOf(who: OrgUser, id: string): Promise<PortfolioNode> {
  const response = await api(t.app, who, 'GET', `/api/portfolio/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const editBody = (node: PortfolioNode, title: string) => ({
  title,
  acronym: node.acronym,
  ownerId: org.lead.id,
});

describe('portfolio abilities', () => {
  it('answers create, edit and delete to the Super Admin only; a lead and a member read', async () => {
    const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
    const admin = await listOf(org.admin);
    expect(admin.can).toEqual({ create: true });
    expect(admin.items.find((n) => n.id === initiative.id)?.can).toEqual({ edit: true, delete: true });
    expect((await nodeOf(org.admin, initiative.id)).can).toEqual({ edit: true, delete: true });
    for (const who of [org.lead, org.member]) {
      const list = await listOf(who);
      expect(list.can).toEqual({ create: false });
      expect(list.items.find((n) => n.id === initiative.id)?.can).toEqual({ edit: false, delete: false });
      expect((await nodeOf(who, initiative.id)).can).toEqual({ edit: false, delete: false });
    }
  });

  it('refuses what the flags refuse and allows what they allow', async () => {
    const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
    for (const who of [org.lead, org.member]) {
      const create = await api(t.app, who, 'POST', '/api/portfolio', {
        level: 'Initiative',
        title: 'Mine',
        acronym: nextAcronym(),
        ownerId: org.lead.id,
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().code).toBe('PORTFOLIO_FORBIDDEN');
      const edit = await api(
        t.app,
        who,
        'PUT',
        `/api/portfolio/${initiative.id}`,
        editBody(initiative, 'Theirs'),
      );
      expect(edit.statusCode).toBe(403);
      expect((await api(t.app, who, 'DELETE', `/api/portfolio/${initiative.id}`)).statusCode).toBe(403);
    }
    expect((await nodeOf(org.admin, initiative.id)).title).toBe(initiative.title);

    const edited = await api(
      t.app,
      org.admin,
      'PUT',
      `/api/portfolio/${initiative.id}`,
      editBody(initiative, 'Renamed'),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().node).toMatchObject({ title: 'Renamed', can: { edit: true, delete: true } });
    expect((await api(t.app, org.admin, 'DELETE', `/api/portfolio/${initiative.id}`)).statusCode).toBe(200);
    expect((await api(t.app, org.member, 'GET', `/api/portfolio/${initiative.id}`)).statusCode).toBe(404);
  });
});
