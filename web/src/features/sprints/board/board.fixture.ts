import type { BoardAncestor, SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { workItemFixture } from '../../../entities/work-item/work-item.fixture.ts';

// For web tests: a squad's active sprint board as the server answers it.

export const BOARD_SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
export const BOARD_SPRINT = '5d1f3a2b-1c4e-4f6a-8b7c-9d0e1f2a3b4c';
export const T0 = '2026-11-01T10:00:00.000Z';

/** A card of the board's sprint: PAYS{n}, 'Story {n}', 4 h. */
export function boardCard(n: number, overrides: Partial<WorkItem> = {}): WorkItem {
  return workItemFixture({
    id: `item-${n}`,
    acronymId: `PAYS${n}`,
    title: `Story ${n}`,
    squadId: BOARD_SQUAD,
    sprintId: BOARD_SPRINT,
    effortHours: 4,
    updatedAt: T0,
    ...overrides,
  });
}

export function boardFixture(items: WorkItem[], ancestors: BoardAncestor[] = []): SprintBoard {
  const committedHours = items.reduce((sum, i) => sum + (i.effortHours ?? 0), 0);
  return {
    squad: { id: BOARD_SQUAD, name: 'Payments' },
    sprint: {
      sprint: {
        id: BOARD_SPRINT,
        name: 'Sprint 1',
        number: null,
        squadId: BOARD_SQUAD,
        enterpriseCadence: false,
        startDate: '2026-11-02',
        endDate: '2026-11-13',
        workingDays: 10,
        active: true,
        started: true,
        itemCount: items.length,
      },
      state: 'ACTIVE',
      workingDays: 10,
      capacityHours: 10,
      committedHours,
      itemCount: items.length,
      overCapacity: committedHours > 10,
    },
    statusConfig: DEFAULT_STATUS_CONFIG,
    items,
    ancestors,
    canManage: true,
  };
}
