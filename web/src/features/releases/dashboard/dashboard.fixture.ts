import type { ReleaseDashboard, ReleaseWorkItem } from '@squadboard/domain/releases/release.schema';

// For the dashboard's tests: one release's dashboard as the server answers it, with ids that pass
// the schema's uuid checks.

export const RELEASE_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const SQUAD_A = '1a2b3c4d-0000-4000-8000-00000000000a';
const SQUAD_B = '1a2b3c4d-0000-4000-8000-00000000000b';

let serial = 0;

export function releaseItem(
  type: ReleaseWorkItem['type'],
  title: string,
  fields: Partial<ReleaseWorkItem> = {},
): ReleaseWorkItem {
  serial += 1;
  const letter = type === 'Epic' ? 'E' : type === 'Story' ? 'S' : 'B';
  return {
    id: `5e6f7a8b-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    type,
    acronymId: `PAY${letter}${serial}`,
    title,
    statusId: 1,
    squadId: SQUAD_A,
    squadName: 'Payments',
    sprintName: type === 'Epic' ? null : 'Sprint 4',
    ...fields,
  };
}

export function dashboardFixture(overrides: Partial<ReleaseDashboard> = {}): ReleaseDashboard {
  const epics = [
    releaseItem('Epic', 'Checkout revamp', { statusId: 8 }),
    releaseItem('Epic', 'Wallet top-up', { statusId: 4 }),
    releaseItem('Epic', 'Refunds', { statusId: 1, squadId: SQUAD_B, squadName: 'Ledger' }),
  ];
  const stories = Array.from({ length: 7 }, (_, index) =>
    releaseItem('Story', `Story number ${index + 1}`, index === 6 ? { sprintName: null } : {}),
  );
  const bugs = [releaseItem('Bug', 'Double charge', { statusId: 9, sprintName: null })];
  return {
    release: {
      id: RELEASE_ID,
      initiative: { id: 'a0000000-0000-4000-8000-000000000001', acronymId: 'PAY', title: 'Payments 2027' },
      name: 'R1 November',
      status: 'At Risk',
      milestone: 'Gold',
      refinementDate: '2026-11-01',
      designDate: '2026-11-30',
      buildDate: '2026-12-20',
      testDate: null,
      uatDate: null,
      liveDate: null,
      releaseTrainManager: { id: 'b0000000-0000-4000-8000-000000000001', name: 'Ada Admin' },
      createdAt: '2026-10-01T09:00:00.000Z',
      updatedAt: '2026-10-01T09:00:00.000Z',
      can: { edit: true, complete: true, delete: true },
    },
    summary: { epics: 3, stories: 7, bugs: 1, squads: 2 },
    teams: [
      {
        squadId: SQUAD_B,
        squadName: 'Ledger',
        counts: { New: 1, Refinement: 0, Design: 0, Delivery: 0, Testing: 0, Done: 0 },
      },
      {
        squadId: SQUAD_A,
        squadName: 'Payments',
        counts: { New: 0, Refinement: 0, Design: 0, Delivery: 1, Testing: 0, Done: 1 },
      },
    ],
    status: {
      rows: [
        { stage: 'New', count: 1, percentage: 33 },
        { stage: 'Refinement', count: 0, percentage: 0 },
        { stage: 'Design', count: 0, percentage: 0 },
        { stage: 'Delivery', count: 1, percentage: 33 },
        { stage: 'Testing', count: 0, percentage: 0 },
        { stage: 'Done', count: 1, percentage: 33 },
      ],
      total: 3,
    },
    epics,
    stories,
    bugs,
    risks: [{ stage: 'refinementDate', label: 'Refinement', date: '2026-11-01', open: 2 }],
    ...overrides,
  };
}
