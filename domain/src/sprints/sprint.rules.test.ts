import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek } from '../common/calendar-date.ts';
import {
  canChangeCadence,
  canCreateSprints,
  canEditSprint,
  datesOverlap,
  endDateFor,
  firstWorkingDayFrom,
  generateEnterpriseSprints,
  isSprintActive,
  isSprintVisible,
  isWeekend,
  minimumStartDate,
  nextWorkingDay,
  startDateProblem,
} from './sprint.rules.ts';

// Reference days: 2028-02-25 Fri, 2028-02-28 Mon, 2028-02-29 Tue (leap day), 2027-12-31 Fri,
// 2028-01-01 Sat, 2028-01-02 Sun, 2026-05-29 Fri, 2026-05-30 Sat, 2026-05-31 Sun.

describe('isWeekend', () => {
  it.each([
    ['2028-01-01', true],
    ['2028-01-02', true],
    ['2026-05-30', true],
    ['2026-05-31', true],
    ['2028-02-25', false],
    ['2028-02-28', false],
    ['2028-02-29', false],
    ['2027-12-31', false],
  ])('%s → %s', (date, expected) => {
    expect(isWeekend(date)).toBe(expected);
  });
});

describe('nextWorkingDay', () => {
  it('skips the weekend after a Friday and crosses month and year ends', () => {
    expect(nextWorkingDay('2028-02-25')).toBe('2028-02-28');
    expect(nextWorkingDay('2028-02-28')).toBe('2028-02-29');
    expect(nextWorkingDay('2028-02-29')).toBe('2028-03-01');
    expect(nextWorkingDay('2027-12-31')).toBe('2028-01-03');
    expect(nextWorkingDay('2028-01-01')).toBe('2028-01-03');
  });
});

describe('firstWorkingDayFrom', () => {
  it('keeps a working day and moves a weekend to Monday', () => {
    expect(firstWorkingDayFrom('2028-02-29')).toBe('2028-02-29');
    expect(firstWorkingDayFrom('2028-01-01')).toBe('2028-01-03');
    expect(firstWorkingDayFrom('2028-01-02')).toBe('2028-01-03');
  });
});

describe('endDateFor', () => {
  it('a 1-day sprint ends on its start day', () => {
    expect(endDateFor('2028-02-25', 1)).toBe('2028-02-25');
    expect(endDateFor('2028-02-29', 1)).toBe('2028-02-29');
  });

  it('a sprint starting on a Friday skips the weekend', () => {
    expect(endDateFor('2028-02-25', 2)).toBe('2028-02-28');
    expect(endDateFor('2028-02-25', 3)).toBe('2028-02-29');
    expect(endDateFor('2028-02-25', 10)).toBe('2028-03-09');
  });

  it('counts the leap day as a working day', () => {
    // Mon 28 Feb … Fri 3 Mar is five days with the 29th; ten days end Fri 10 Mar.
    expect(endDateFor('2028-02-28', 5)).toBe('2028-03-03');
    expect(endDateFor('2028-02-28', 10)).toBe('2028-03-10');
  });

  it('crosses a month end in a common year and a year end', () => {
    expect(endDateFor('2027-02-26', 2)).toBe('2027-03-01');
    expect(endDateFor('2027-12-30', 3)).toBe('2028-01-03');
    expect(endDateFor('2027-12-31', 10)).toBe('2028-01-13');
  });

  it('does not count a weekend start', () => {
    expect(endDateFor('2028-01-01', 1)).toBe('2028-01-03');
    expect(endDateFor('2028-01-02', 2)).toBe('2028-01-04');
  });

  it('refuses fewer than one working day', () => {
    expect(() => endDateFor('2028-02-28', 0)).toThrow(RangeError);
    expect(() => endDateFor('2028-02-28', 1.5)).toThrow(RangeError);
  });

  it('always spans exactly N working days, the end being one (brute force over three years)', () => {
    const wrong: string[] = [];
    for (let start = '2027-01-01'; start < '2029-12-31'; start = addDays(start, 1)) {
      if (isWeekend(start)) {
        continue;
      }
      for (const days of [1, 2, 5, 7, 10, 15]) {
        const end = endDateFor(start, days);
        let counted = 0;
        for (let d = start; d <= end; d = addDays(d, 1)) {
          const weekday = dayOfWeek(d);
          counted += weekday === 0 || weekday === 6 ? 0 : 1;
        }
        if (counted !== days || isWeekend(end)) {
          wrong.push(`${start} + ${days} → ${end}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('minimumStartDate', () => {
  it('is today when there are no sprints, even on a weekend', () => {
    expect(minimumStartDate(null, '2026-05-27')).toBe('2026-05-27');
    expect(minimumStartDate(null, '2026-05-30')).toBe('2026-05-30');
  });

  it('is the day after the latest end', () => {
    expect(minimumStartDate('2026-05-28', '2026-05-01')).toBe('2026-05-29');
    expect(minimumStartDate('2028-02-28', '2028-01-01')).toBe('2028-02-29');
    expect(minimumStartDate('2028-02-29', '2028-01-01')).toBe('2028-03-01');
  });

  it('moves a Sunday (and a Saturday) to Monday', () => {
    expect(minimumStartDate('2026-05-30', '2026-05-01')).toBe('2026-06-01');
    expect(minimumStartDate('2026-05-29', '2026-05-01')).toBe('2026-06-01');
    expect(minimumStartDate('2027-12-31', '2027-12-01')).toBe('2028-01-03');
  });

  it('follows the latest end even when it lies in the past', () => {
    expect(minimumStartDate('2026-01-14', '2026-05-27')).toBe('2026-01-15');
  });
});

describe('startDateProblem', () => {
  it('refuses weekends first, then starts before the minimum', () => {
    expect(startDateProblem('2026-05-30', '2026-05-01')).toBe('WEEKEND');
    expect(startDateProblem('2026-05-31', '2026-06-01')).toBe('WEEKEND');
    expect(startDateProblem('2026-05-28', '2026-05-29')).toBe('TOO_EARLY');
    expect(startDateProblem('2026-05-29', '2026-05-29')).toBeNull();
    expect(startDateProblem('2026-06-01', '2026-05-29')).toBeNull();
  });
});

describe('generateEnterpriseSprints', () => {
  it('plans back-to-back sprints across the leap day', () => {
    expect(generateEnterpriseSprints('2028-02-21', 10, 3, 1)).toEqual([
      { number: 1, name: 'Sprint 1', startDate: '2028-02-21', endDate: '2028-03-03' },
      { number: 2, name: 'Sprint 2', startDate: '2028-03-06', endDate: '2028-03-17' },
      { number: 3, name: 'Sprint 3', startDate: '2028-03-20', endDate: '2028-03-31' },
    ]);
  });

  it('continues the numbering and handles 1-day sprints from a Friday', () => {
    expect(generateEnterpriseSprints('2028-02-25', 1, 3, 13)).toEqual([
      { number: 13, name: 'Sprint 13', startDate: '2028-02-25', endDate: '2028-02-25' },
      { number: 14, name: 'Sprint 14', startDate: '2028-02-28', endDate: '2028-02-28' },
      { number: 15, name: 'Sprint 15', startDate: '2028-02-29', endDate: '2028-02-29' },
    ]);
  });

  it('crosses a year end and starts every sprint on a working day', () => {
    const sprints = generateEnterpriseSprints('2027-12-20', 5, 3, 1);
    expect(sprints.map((s) => [s.startDate, s.endDate])).toEqual([
      ['2027-12-20', '2027-12-24'],
      ['2027-12-27', '2027-12-31'],
      ['2028-01-03', '2028-01-07'],
    ]);
  });

  it('moves a weekend start to Monday and plans the default twelve sprints without gaps', () => {
    const sprints = generateEnterpriseSprints('2028-01-01', 10, 12, 1);
    expect(sprints).toHaveLength(12);
    expect(sprints[0]?.startDate).toBe('2028-01-03');
    for (let i = 1; i < sprints.length; i += 1) {
      const previous = sprints[i - 1];
      const current = sprints[i];
      expect(current?.startDate).toBe(nextWorkingDay(previous?.endDate ?? ''));
    }
    expect(sprints[11]?.endDate).toBe('2028-06-16');
  });

  it('plans nothing for a count of zero', () => {
    expect(generateEnterpriseSprints('2028-02-28', 10, 0, 1)).toEqual([]);
  });
});

describe('isSprintVisible', () => {
  const today = '2026-05-27';
  const sprint = (startDate: string, endDate: string, active?: boolean) => ({
    id: 's1',
    startDate,
    endDate,
    ...(active === undefined ? {} : { active }),
  });

  it('shows upcoming and running sprints and one ending today', () => {
    expect(isSprintVisible(sprint('2026-06-01', '2026-06-12'), today, null)).toBe(true);
    expect(isSprintVisible(sprint('2026-05-18', '2026-05-29'), today, null)).toBe(true);
    expect(isSprintVisible(sprint('2026-05-14', '2026-05-27'), today, null)).toBe(true);
  });

  it('hides a sprint whose end has passed and that is not active', () => {
    expect(isSprintVisible(sprint('2026-05-11', '2026-05-26'), today, null)).toBe(false);
    expect(isSprintVisible(sprint('2026-05-11', '2026-05-26', false), today, null)).toBe(false);
  });

  it('keeps a past sprint that is still active or selected', () => {
    expect(isSprintVisible(sprint('2026-05-11', '2026-05-26', true), today, null)).toBe(true);
    expect(isSprintVisible(sprint('2026-05-11', '2026-05-26'), today, 's1')).toBe(true);
    expect(isSprintVisible(sprint('2026-05-11', '2026-05-26'), today, 'other')).toBe(false);
  });

  it('a sprint is active while today lies within it', () => {
    expect(isSprintActive(sprint('2026-05-27', '2026-05-27'), today)).toBe(true);
    expect(isSprintActive(sprint('2026-05-28', '2026-06-05'), today)).toBe(false);
    expect(isSprintActive(sprint('2026-05-01', '2026-05-26'), today)).toBe(false);
  });
});

describe('roles', () => {
  it('only a Super Admin changes the cadence', () => {
    expect(canChangeCadence('SUPER_ADMIN')).toBe(true);
    expect(canChangeCadence('SQUAD_ADMIN')).toBe(false);
    expect(canChangeCadence('SQUAD_MEMBER')).toBe(false);
  });

  it('creating sprints follows the cadence and the squad lead', () => {
    expect(canCreateSprints('SUPER_ADMIN', true, false)).toBe(true);
    expect(canCreateSprints('SUPER_ADMIN', false, false)).toBe(true);
    expect(canCreateSprints('SQUAD_ADMIN', true, true)).toBe(false);
    expect(canCreateSprints('SQUAD_ADMIN', false, true)).toBe(true);
    expect(canCreateSprints('SQUAD_ADMIN', false, false)).toBe(false);
    expect(canCreateSprints('SQUAD_MEMBER', false, true)).toBe(false);
  });
});

describe('editing a sprint', () => {
  it('refuses dates that share a day with another sprint', () => {
    const sprint = { startDate: '2028-02-28', endDate: '2028-03-10' };
    expect(datesOverlap(sprint, { startDate: '2028-03-10', endDate: '2028-03-24' })).toBe(true);
    expect(datesOverlap(sprint, { startDate: '2028-02-14', endDate: '2028-02-28' })).toBe(true);
    expect(datesOverlap(sprint, { startDate: '2028-03-01', endDate: '2028-03-02' })).toBe(true);
    expect(datesOverlap(sprint, { startDate: '2028-03-13', endDate: '2028-03-24' })).toBe(false);
    expect(datesOverlap(sprint, { startDate: '2028-02-14', endDate: '2028-02-25' })).toBe(false);
  });

  it('follows the cadence in force, as creation does', () => {
    expect(canEditSprint('SUPER_ADMIN', true, true, false)).toBe(true);
    expect(canEditSprint('SUPER_ADMIN', false, true, false)).toBe(false);
    expect(canEditSprint('SUPER_ADMIN', false, false, false)).toBe(true);
    expect(canEditSprint('SUPER_ADMIN', true, false, false)).toBe(false);
    expect(canEditSprint('SQUAD_ADMIN', false, false, true)).toBe(true);
    expect(canEditSprint('SQUAD_ADMIN', false, false, false)).toBe(false);
    expect(canEditSprint('SQUAD_ADMIN', true, true, true)).toBe(false);
    expect(canEditSprint('SQUAD_MEMBER', false, false, true)).toBe(false);
  });
});
