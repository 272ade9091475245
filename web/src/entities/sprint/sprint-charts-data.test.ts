import { describe, expect, it } from 'vitest';
import { pastSprint } from './past-sprint.fixture.ts';
import { burndownData, chartUnit, completionPercent, velocityData } from './sprint-charts-data.ts';

describe('velocityData', () => {
  it('puts the oldest sprint first and counts items when no sprint recorded hours', () => {
    const latest = pastSprint({ name: 'Sprint B', committedItems: 5, completedItems: 5 });
    const oldest = pastSprint({ name: 'Sprint A', committedItems: 4, completedItems: 2 });
    expect(velocityData([latest, oldest])).toEqual({
      unit: 'items',
      rows: [
        { sprint: 'Sprint A', committed: 4, completed: 2 },
        { sprint: 'Sprint B', committed: 5, completed: 5 },
      ],
      average: 3.5,
    });
  });

  it('uses hours as soon as any sprint recorded effort, rounded to one decimal', () => {
    const data = velocityData([
      pastSprint({ name: 'B', committedHours: 20, completedHours: 12.25 }),
      pastSprint({ name: 'A' }),
    ]);
    expect(data.unit).toBe('hours');
    expect(data.rows).toEqual([
      { sprint: 'A', committed: 0, completed: 0 },
      { sprint: 'B', committed: 20, completed: 12.3 },
    ]);
    expect(data.average).toBe(6.1);
  });

  it('is empty with an average of zero for no sprints', () => {
    expect(velocityData([])).toEqual({ unit: 'items', rows: [], average: 0 });
    expect(chartUnit([])).toBe('items');
  });
});

describe('completionPercent', () => {
  it('is completed over committed in the unit shown, and null when nothing was committed', () => {
    expect(completionPercent(pastSprint(), 'items')).toBe(75);
    expect(completionPercent(pastSprint({ committedHours: 8, completedHours: 2 }), 'hours')).toBe(25);
    expect(completionPercent(pastSprint(), 'hours')).toBeNull();
  });
});

describe('burndownData', () => {
  it('draws the ideal straight from committed to zero over the working days, and what was left each day', () => {
    const sprint = pastSprint({
      // Two weeks: the weekend in between is no day of the sprint.
      startDate: '2026-11-05',
      endDate: '2026-11-11',
      burndown: [
        { date: '2026-11-05', remainingItems: 4, remainingHours: 0 },
        { date: '2026-11-06', remainingItems: 3, remainingHours: 0 },
        { date: '2026-11-09', remainingItems: 1, remainingHours: 0 },
      ],
    });
    expect(burndownData(sprint, 'items', 'Start')).toEqual([
      { day: 'Start', remaining: 4, ideal: 4 },
      { day: '05/11', remaining: 4, ideal: 3.2 },
      { day: '06/11', remaining: 3, ideal: 2.4 },
      { day: '09/11', remaining: 1, ideal: 1.6 },
      // Completed on the 9th: no figures afterwards, the ideal still reaches zero.
      { day: '10/11', remaining: null, ideal: 0.8 },
      { day: '11/11', remaining: null, ideal: 0 },
    ]);
  });

  it('keeps a day recorded outside the planned dates, in date order', () => {
    const sprint = pastSprint({
      committedItems: 2,
      startDate: '2026-11-09',
      endDate: '2026-11-09',
      // Started the Friday before its planned Monday.
      burndown: [{ date: '2026-11-06', remainingItems: 1, remainingHours: 0 }],
    });
    expect(burndownData(sprint, 'items', 'Start')).toEqual([
      { day: 'Start', remaining: 2, ideal: 2 },
      { day: '06/11', remaining: 1, ideal: 1 },
      { day: '09/11', remaining: null, ideal: 0 },
    ]);
  });
});
