import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';

/** A new Story with every field empty, for web tests: pass what the test cares about. */
export function workItemFixture(overrides: Partial<WorkItem> = {}): WorkItem {
  return {
    id: '7c1e0a52-8c8e-4f0e-9d55-2f3a4c1d6e7f',
    type: 'Story',
    title: 'A story',
    acronymId: 'PAYS1',
    squadId: null,
    projectId: null,
    parentId: null,
    ownerId: null,
    ownerName: null,
    reporterId: null,
    reporterName: null,
    sprintId: null,
    statusId: 1,
    nextStatusIds: [6],
    priority: 4,
    severity: 4,
    blocked: false,
    narrative: null,
    outcome: null,
    actualResult: null,
    expectedResult: null,
    plannedStart: null,
    plannedEnd: null,
    effortHours: null,
    durationDays: null,
    size: null,
    labels: [],
    releaseVersions: [],
    impactedSquadIds: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
