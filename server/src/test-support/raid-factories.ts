import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { RaidType } from '@squadboard/domain/raid/raid.model';
import { raidDefaults } from '@squadboard/domain/raid/raid.rules';
import type { CreateRaidInput, RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { expect } from 'vitest';
import type { Organisation, OrgUser } from './factories.ts';
import { createPortfolioNode } from './portfolio-factories.ts';
import { type As, api } from './request.ts';
import type { TestApp } from './test-app.ts';

// RAID items for the register's route tests, made through the API as the form sends
// them: the type's defaults, no dates, under an Initiative unless told.

export interface RaidPortfolio {
  initiative: PortfolioNode;
  project: PortfolioNode;
}

/** An Initiative and a Project under it, of the organisation. */
export async function createRaidPortfolio(
  t: TestApp,
  org: Organisation & { lead: OrgUser },
): Promise<RaidPortfolio> {
  const initiative = await createPortfolioNode(t, org, { level: 'Initiative', title: 'Grow' });
  const project = await createPortfolioNode(t, org, {
    level: 'Project',
    parentId: initiative.id,
    title: 'Payments',
  });
  return { initiative, project };
}

/** The form's payload for a new item of `type` under `parentId` (an Initiative unless `level` says). */
export function raidBody(
  type: RaidType,
  parentId: string,
  fields: Partial<CreateRaidInput> = {},
): CreateRaidInput {
  return {
    type,
    title: `A ${type.toLowerCase()}`,
    ownerId: null,
    reporterId: null,
    ...raidDefaults(type),
    description: null,
    plan: null,
    dueDate: null,
    level: 'Initiative',
    parentId,
    labels: [],
    ...fields,
  };
}

/** POST /api/raid as `who`; the item made. */
export async function createRaid(
  t: TestApp,
  who: As,
  type: RaidType,
  parentId: string,
  fields: Partial<CreateRaidInput> = {},
): Promise<RaidItem> {
  const response = await api(t.app, who, 'POST', '/api/raid', raidBody(type, parentId, fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

/** The update payload that saves `item` as it is, with `fields` changed. */
export function raidEdit(item: RaidItem, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const { id, acronymId, workItem, parent, owner, reporter, createdAt, updatedAt, can, ...kept } = item;
  return {
    ...kept,
    parentId: parent.id,
    ownerId: owner?.id ?? null,
    reporterId: reporter?.id ?? null,
    ...fields,
  };
}

/** A work item through POST /api/work-items as `who` (a Feature needs the Super Admin). */
export async function createWorkItem(t: TestApp, who: As, body: Record<string, unknown>): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}
