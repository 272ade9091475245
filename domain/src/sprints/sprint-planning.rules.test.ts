import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../work-items/work-item.model.ts';
import {
  committedHours,
  completeSprint,
  isOverCapacity,
  sprintCapacityHours,
  workingDaysIn,
} from './sprint-planning.rules.ts';

describe('sprint capacity', () => {
  it('counts working days, both ends included, weekends not', () => {
    // Monday 23 Nov 2026 to Friday 4 Dec 2026: two working weeks.
    expect(workingDaysIn('2026-11-23', '2026-12-04')).toBe(10);
    expect(workingDaysIn('2026-11-28', '2026-11-29')).toBe(0);
    expect(workingDaysIn('2026-11-27', '2026-11-30')).toBe(2);
    expect(workingDaysIn('2026-12-04', '2026-11-23')).toBe(0);
  });

  it('is hours per day × working days × members, and warns only above it', () => {
    expect(sprintCapacityHours(7.5, 10, 4)).toBe(300);
    expect(sprintCapacityHours(8, 10, 0)).toBe(0);
    expect(committedHours([{ effortHours: 120 }, { effortHours: null }, { effortHours: 30.5 }])).toBe(150.5);
    expect(isOverCapacity(300, 300)).toBe(false);
    expect(isOverCapacity(300.5, 300)).toBe(true);
  });
});

describe('completing a sprint', () => {
  it('keeps done items, carries the rest, and records committed and completed figures', () => {
    const outcome = completeSprint([
      { id: 'a', statusId: STATUS_IDS.done, effortHours: 8 },
      { id: 'b', statusId: STATUS_IDS.testing, effortHours: 5 },
      { id: 'c', statusId: STATUS_IDS.new, effortHours: null },
      { id: 'd', statusId: STATUS_IDS.done, effortHours: 2 },
    ]);
    expect(outcome).toEqual({
      completedIds: ['a', 'd'],
      carriedIds: ['b', 'c'],
      committedItems: 4,
      completedItems: 2,
      committedHours: 15,
      completedHours: 10,
    });
    expect(completeSprint([])).toMatchObject({ committedItems: 0, carriedIds: [] });
  });
});
