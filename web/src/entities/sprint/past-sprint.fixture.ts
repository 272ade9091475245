import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';

/** For web tests: one completed sprint as GET /api/sprints/past lists it. */
export function pastSprint(change: Partial<PastSprint> = {}): PastSprint {
  return {
    sprintId: '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c21',
    name: 'Payments 1',
    // Monday 2 to Friday 6 November 2026: five working days.
    startDate: '2026-11-02',
    endDate: '2026-11-06',
    startedAt: '2026-11-02T08:00:00.000Z',
    completedAt: '2026-11-06T17:00:00.000Z',
    committedItems: 4,
    completedItems: 3,
    committedHours: 0,
    completedHours: 0,
    burndown: [],
    retro: null,
    ...change,
  };
}
