import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { expect } from 'vitest';
import { nextAcronym, type Organisation, type OrgUser } from './factories.ts';
import { api } from './request.ts';
import type { TestApp } from './test-app.ts';

/** An initiative or project through POST /api/portfolio as the Super Admin, owned by `owner`. */
export async function createPortfolioNode(
  t: TestApp,
  org: Organisation & { lead: OrgUser },
  body: Record<string, unknown>,
): Promise<PortfolioNode> {
  const response = await api(t.app, org.admin, 'POST', '/api/portfolio', {
    title: 'Growth',
    acronym: nextAcronym(),
    ownerId: org.lead.id,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().node;
}

/** A project under a new initiative. */
export async function createProject(
  t: TestApp,
  org: Organisation & { lead: OrgUser },
  body: Record<string, unknown> = {},
): Promise<PortfolioNode> {
  const initiative = await createPortfolioNode(t, org, { level: 'Initiative' });
  return createPortfolioNode(t, org, {
    level: 'Project',
    parentId: initiative.id,
    title: 'Payments',
    ...body,
  });
}
