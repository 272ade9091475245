import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { RaidType } from '@squadboard/domain/raid/raid.model';
import { raidDefaults } from '@squadboard/domain/raid/raid.rules';
import type { CreateRaidInput, RaidItem } from '@squadboard/domain/raid/raid.schema';
import { createPortfolioNode } from '../support/portfolio.ts';
import { DEMO, DEMO_PASSWORD } from '../support/users.ts';

// RAID items made through the API for the RAID journeys, as the demo Super Admin,
// under an Initiative and a Project of the test's own (random acronyms). The register is the
// whole organisation's, so a journey finds its own items by searching for its acronym: every
// RAID item's acronym id starts with its parent's acronym.

export interface RaidFixture {
  page: Page;
  request: APIRequestContext;
  userId: string;
  userName: string;
  initiative: { id: string; acronym: string; title: string };
  project: { id: string; acronym: string; title: string };
  /** A Feature under the project, for a Dependency's work item. */
  feature: { id: string; acronymId: string; title: string };
  dispose: () => Promise<void>;
}

export async function raidFixture(browser: Browser): Promise<RaidFixture> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const request = context.request;
  const signIn = await request.post('/api/auth/sign-in', {
    data: { email: DEMO.admin, password: DEMO_PASSWORD },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const me = (await (await request.get('/api/auth/me')).json()).user as {
    id: string;
    firstName: string | null;
    lastName: string | null;
  };
  const initiative = await createPortfolioNode(request, me.id, 'RAID', { level: 'Initiative' });
  const project = await createPortfolioNode(request, me.id, 'RAID', {
    level: 'Project',
    parentId: initiative.id,
  });
  const featureResponse = await request.post('/api/work-items', {
    data: { type: 'Feature', title: `Feature of ${project.acronym}`, parentId: project.id },
  });
  expect(featureResponse.status(), await featureResponse.text()).toBe(201);
  const feature = (await featureResponse.json()).item as { id: string; acronymId: string; title: string };
  return {
    page,
    request,
    userId: me.id,
    userName: [me.firstName, me.lastName].filter(Boolean).join(' '),
    initiative,
    project,
    feature: { id: feature.id, acronymId: feature.acronymId, title: feature.title },
    // RAID items hold their parent (restrict), so the nodes stay; the context goes.
    dispose: () => context.close(),
  };
}

/** A RAID item under the fixture's initiative (or `parentId`), with the type's defaults. */
export async function createRaid(
  fixture: RaidFixture,
  type: RaidType,
  title: string,
  fields: Partial<CreateRaidInput> = {},
): Promise<RaidItem> {
  const response = await fixture.request.post('/api/raid', {
    data: {
      type,
      title,
      ownerId: fixture.userId,
      reporterId: fixture.userId,
      ...raidDefaults(type),
      description: null,
      plan: null,
      dueDate: null,
      level: 'Initiative',
      parentId: fixture.initiative.id,
      labels: [],
      ...fields,
    } satisfies CreateRaidInput,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).item as RaidItem;
}
