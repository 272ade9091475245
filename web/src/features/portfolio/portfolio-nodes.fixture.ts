import type { PortfolioCounts, PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { workItemFixture } from '../../entities/work-item/work-item.fixture.ts';

// Fixtures of the portfolio tests: nodes and features as the API answers them.

export const OWNER_ID = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';
export const INITIATIVE_ID = '0b7d2c4e-1f3a-4b5c-8d6e-7f8091a2b3c4';
export const PROJECT_ID = '1c8e3d5f-2a4b-4c6d-9e7f-8091a2b3c4d5';

const NO_COUNTS: PortfolioCounts = { features: 0, epics: 0, stories: 0, openBugs: 0, items: 0, done: 0 };

export function node(change: Partial<PortfolioNode> = {}): PortfolioNode {
  return {
    id: INITIATIVE_ID,
    level: 'Initiative',
    parentId: null,
    title: 'Payments',
    acronym: 'PAY',
    acronymId: 'PAY1',
    description: '',
    ownerId: OWNER_ID,
    ownerName: 'Ada Admin',
    plannedStart: null,
    plannedEnd: null,
    status: 'Not Started',
    counts: NO_COUNTS,
    createdAt: '2026-01-05T10:00:00.000Z',
    can: { edit: true, delete: true },
    ...change,
  };
}

export function project(change: Partial<PortfolioNode> = {}): PortfolioNode {
  return node({
    id: PROJECT_ID,
    level: 'Project',
    parentId: INITIATIVE_ID,
    title: 'Card checkout',
    acronym: 'CARD',
    acronymId: 'CARD1',
    ...change,
  });
}

export function feature(change: Partial<WorkItem> = {}): WorkItem {
  return workItemFixture({
    id: '2d9f4e6a-3b5c-4d7e-8f90-a1b2c3d4e5f6',
    type: 'Feature',
    title: 'Saved cards',
    acronymId: 'CARDF1',
    projectId: PROJECT_ID,
    parentId: PROJECT_ID,
    createdAt: '2026-01-06T10:00:00.000Z',
    updatedAt: '2026-01-06T10:00:00.000Z',
    ...change,
  });
}
