import { type Browser, expect } from '@playwright/test';
import type { CreateReleaseInput, Release } from '@squadboard/domain/releases/release.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { type SquadFixture, squadFixture } from '../backlog/work-items-api.ts';
import { createPortfolioNode } from '../support/portfolio.ts';

// Releases and the work items taking part in them, made through the API for the Release Plan
// journeys, as the demo Super Admin: an initiative and a project of the test's own
// (random acronyms), a Feature under the project, and the fixture's own squad for epics,
// stories and bugs. A work item takes part in a release by naming it in its release version.

export interface ReleaseFixture extends SquadFixture {
  userId: string;
  initiative: { id: string; acronym: string; title: string };
  project: { id: string; acronym: string; title: string };
  feature: WorkItem;
}

export async function releaseFixture(browser: Browser): Promise<ReleaseFixture> {
  const squad = await squadFixture(browser);
  const { request } = squad;
  const me = (await (await request.get('/api/auth/me')).json()).user as { id: string };
  const initiative = await createPortfolioNode(request, me.id, 'Release', { level: 'Initiative' });
  const project = await createPortfolioNode(request, me.id, 'Release', {
    level: 'Project',
    parentId: initiative.id,
  });
  const feature = await request.post('/api/work-items', {
    data: { type: 'Feature', title: `Feature of ${project.acronym}`, parentId: project.id },
  });
  expect(feature.status(), await feature.text()).toBe(201);
  return { ...squad, userId: me.id, initiative, project, feature: (await feature.json()).item as WorkItem };
}

export async function createRelease(
  fixture: ReleaseFixture,
  name: string,
  fields: Partial<CreateReleaseInput> = {},
): Promise<Release> {
  const response = await fixture.request.post('/api/releases', {
    data: {
      initiativeId: fixture.initiative.id,
      name,
      refinementDate: null,
      designDate: null,
      buildDate: null,
      testDate: null,
      uatDate: null,
      liveDate: null,
      releaseTrainManagerId: fixture.userId,
      ...fields,
    } satisfies CreateReleaseInput,
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).release as Release;
}

/**
 * An Epic under the fixture's Feature, or a Story or Bug under `parentId` (an Epic), in the
 * fixture's squad, naming `releases` in its release version.
 */
export async function createReleaseItem(
  fixture: ReleaseFixture,
  type: 'Epic' | 'Story' | 'Bug',
  title: string,
  releases: string[],
  parentId: string = fixture.feature.id,
): Promise<WorkItem> {
  const created = await fixture.request.post('/api/work-items', {
    data: { type, title, parentId, squadId: fixture.squadId },
  });
  expect(created.status(), await created.text()).toBe(201);
  const item = (await created.json()).item as WorkItem;
  const updated = await fixture.request.patch(`/api/work-items/${item.id}`, {
    data: { releaseVersions: releases },
  });
  expect(updated.status(), await updated.text()).toBe(200);
  return (await updated.json()).item as WorkItem;
}
