import type { CreateReleaseInput, Release } from '@squadboard/domain/releases/release.schema';
import type { WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { workItems } from '../db/schema/index.ts';
import { createWorkItem } from './raid-factories.ts';
import { type As, api } from './request.ts';
import type { TestApp } from './test-app.ts';

// Release plans for the Release Plan's route tests, made through the API as the
// 'Create a Release' form sends them: no dates and no manager unless told.

/** The form's payload for a new release of `initiativeId`. */
export function releaseBody(
  initiativeId: string,
  fields: Partial<CreateReleaseInput> = {},
): CreateReleaseInput {
  return {
    initiativeId,
    name: 'R1',
    refinementDate: null,
    designDate: null,
    buildDate: null,
    testDate: null,
    uatDate: null,
    liveDate: null,
    releaseTrainManagerId: null,
    ...fields,
  };
}

/** POST /api/releases as `who`; the release made. */
export async function createRelease(
  t: TestApp,
  who: As,
  initiativeId: string,
  fields: Partial<CreateReleaseInput> = {},
): Promise<Release> {
  const response = await api(t.app, who, 'POST', '/api/releases', releaseBody(initiativeId, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().release;
}

/** The row edit's payload that saves `release` as it is, with `fields` changed. */
export function releaseEdit(release: Release, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const { id, initiative, releaseTrainManager, createdAt, updatedAt, can, ...kept } = release;
  return { ...kept, releaseTrainManagerId: releaseTrainManager?.id ?? null, ...fields };
}

/**
 * An Epic, Story or Bug under `parentId` (a Feature for an Epic, an Epic otherwise) of the squad,
 * naming `releaseVersions`, made and edited through the API.
 */
export async function createReleaseItem(
  t: TestApp,
  who: As,
  body: { type: 'Epic' | 'Story' | 'Bug' | 'Task'; title: string; parentId: string; squadId: string },
  releaseVersions: string[],
): Promise<WorkItem> {
  const item = await createWorkItem(t, who, body);
  const edited = await api(t.app, who, 'PATCH', `/api/work-items/${item.id}`, { releaseVersions });
  expect(edited.statusCode, edited.body).toBe(200);
  return edited.json().item;
}

/**
 * Puts an item at a stage directly: the workflow's own rules (fields needed, open children) are
 * the work items' tests; here only where the item stands matters.
 */
export async function setStatus(t: TestApp, id: string, statusId: WorkItemStatusId): Promise<void> {
  await t.db.update(workItems).set({ statusId }).where(eq(workItems.id, id));
}

/** An item's release versions as stored. */
export async function releaseVersionsOf(t: TestApp, id: string): Promise<string[]> {
  const [row] = await t.db
    .select({ releaseVersions: workItems.releaseVersions })
    .from(workItems)
    .where(eq(workItems.id, id));
  return row?.releaseVersions ?? [];
}
