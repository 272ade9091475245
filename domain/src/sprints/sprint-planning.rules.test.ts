import { describe, expect, it } from 'vitest';
import { STATUS_IDS } from '../work-items/work-item.model.ts';
import {
  burndown,
  burndownDays,
  canRunSprints,
  committedHours,
  completeSprint,
  isOverCapacity,
  retroForSprint,
  sprintCapacityHours,
  sprintRetro,
  workingDaysIn,
  workingDaysOf,
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

describe("who runs a squad's sprints", () => {
  it("is a Super Admin, or the squad's lead", () => {
    expect(canRunSprints('SUPER_ADMIN', false)).toBe(true);
    expect(canRunSprints('SQUAD_ADMIN', true)).toBe(true);
    expect(canRunSprints('SQUAD_ADMIN', false)).toBe(false);
    expect(canRunSprints('SQUAD_MEMBER', false)).toBe(false);
  });
});

describe('burndown', () => {
  it('covers the working days to the end, or to the completion when earlier', () => {
    // Fri 27 Nov 2026 to Tue 1 Dec 2026.
    expect(workingDaysOf('2026-11-27', '2026-12-01')).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    expect(burndownDays('2026-11-27', '2026-12-01', '2026-11-27', '2026-12-03')).toEqual([
      '2026-11-27',
      '2026-11-30',
      '2026-12-01',
    ]);
    expect(burndownDays('2026-11-27', '2026-12-01', '2026-11-27', '2026-11-29')).toEqual(['2026-11-27']);
    // Started early (the Wednesday before): the days run from then.
    expect(burndownDays('2026-11-27', '2026-12-01', '2026-11-25', '2026-11-30')).toEqual([
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-30',
    ]);
    // Started and completed on a weekend before its dates: the completion day alone.
    expect(burndownDays('2026-11-30', '2026-12-04', '2026-11-21', '2026-11-22')).toEqual(['2026-11-22']);
  });

  it("counts what was still open at each day's end, items and hours", () => {
    const days = ['2026-11-27', '2026-11-30', '2026-12-01'];
    const items = [
      { effortHours: 5, doneOn: '2026-11-27' },
      { effortHours: 3, doneOn: '2026-11-28' }, // a Saturday: done by Monday's end
      { effortHours: null, doneOn: '2026-12-01' },
      { effortHours: 8, doneOn: null },
      { effortHours: 2, doneOn: '2026-11-01' }, // done before the sprint began
    ];
    expect(burndown(days, items)).toEqual([
      { date: '2026-11-27', remainingItems: 3, remainingHours: 11 },
      { date: '2026-11-30', remainingItems: 2, remainingHours: 8 },
      { date: '2026-12-01', remainingItems: 1, remainingHours: 8 },
    ]);
    expect(burndown(days, [])).toEqual(days.map((date) => ({ date, remainingItems: 0, remainingHours: 0 })));
  });
});

describe("a sprint's retro", () => {
  const retro = (id: string, scheduledOn: string, status = 'COMPLETED') => ({
    id,
    title: id,
    status,
    scheduledOn,
  });

  it("is the squad's retro nearest the end, from two days before to a week after", () => {
    const end = '2026-12-04';
    expect(retroForSprint(end, [])).toBeNull();
    expect(retroForSprint(end, [retro('early', '2026-12-01'), retro('late', '2026-12-12')])).toBeNull();
    expect(retroForSprint(end, [retro('before', '2026-12-02')])?.id).toBe('before');
    expect(retroForSprint(end, [retro('after', '2026-12-11')])?.id).toBe('after');
    expect(
      retroForSprint(end, [
        retro('far', '2026-12-10'),
        retro('near', '2026-12-07'),
        retro('day', '2026-12-05'),
      ])?.id,
    ).toBe('day');
    // Equally near: the one after the end.
    expect(retroForSprint(end, [retro('b', '2026-12-03'), retro('a', '2026-12-05')])?.id).toBe('a');
  });

  it('leaves out cancelled and deleted retros', () => {
    const end = '2026-12-04';
    expect(
      retroForSprint(end, [
        retro('cancelled', '2026-12-04', 'CANCELLED'),
        retro('deleted', '2026-12-04', 'DELETED'),
        retro('scheduled', '2026-12-08', 'SCHEDULED'),
      ])?.id,
    ).toBe('scheduled');
  });

  describe('linked to its sprint (issue 34)', () => {
    const sprint = { id: 'sp1', endDate: '2026-12-04' };
    const linked = (id: string, scheduledOn: string, sprintId: string | null, status = 'COMPLETED') => ({
      ...retro(id, scheduledOn, status),
      sprintId,
    });

    it('is the linked retro, whatever its date, before any retro matched by date', () => {
      expect(
        sprintRetro(sprint, [linked('by-date', '2026-12-04', null), linked('linked', '2026-12-20', 'sp1')])
          ?.id,
      ).toBe('linked');
    });

    it('falls back to the date only among retros linked to no sprint', () => {
      expect(sprintRetro(sprint, [linked('other', '2026-12-04', 'sp2')])).toBeNull();
      expect(
        sprintRetro(sprint, [linked('other', '2026-12-04', 'sp2'), retro('old', '2026-12-05')])?.id,
      ).toBe('old');
    });

    it('leaves out a cancelled linked retro, and takes the linked one nearest the end', () => {
      expect(
        sprintRetro(sprint, [
          linked('cancelled', '2026-12-04', 'sp1', 'CANCELLED'),
          linked('far', '2026-12-30', 'sp1'),
          linked('near', '2026-12-06', 'sp1'),
        ])?.id,
      ).toBe('near');
    });
  });
});
