import type { PlannedSprint, SprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';

// For web tests only: a squad's plan as GET /api/sprints/plan answers it.

export const FIXTURE_SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';

export function plannedFixture(
  n: number,
  change: Partial<Omit<PlannedSprint, 'sprint'>> & { name?: string } = {},
): PlannedSprint {
  const { name = `Sprint ${n}`, ...rest } = change;
  return {
    sprint: {
      id: `5a1e7c3d-2b4f-4a6e-8c9d-0e1f2a3b4c${String(n).padStart(2, '0')}`,
      name,
      number: null,
      squadId: FIXTURE_SQUAD,
      enterpriseCadence: false,
      startDate: '2026-11-30',
      endDate: '2026-12-11',
      workingDays: 10,
      active: true,
      started: rest.state === 'ACTIVE',
      itemCount: rest.itemCount ?? 0,
    },
    state: 'PLANNED',
    workingDays: 10,
    capacityHours: 40,
    committedHours: 0,
    itemCount: 0,
    overCapacity: false,
    ...rest,
  };
}

export function planFixture(change: Partial<SprintPlan> = {}): SprintPlan {
  return {
    squadId: FIXTURE_SQUAD,
    hoursPerDay: 8,
    members: 1,
    canManage: true,
    active: null,
    upcoming: [],
    ...change,
  };
}
