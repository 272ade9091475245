import { describe, expect, it } from 'vitest';
import { PLANS } from '../common/constants.ts';
import { RETRO_LIMITS } from './retro.model.ts';
import {
  CALENDAR_MAX_DAYS,
  calendarRangeDays,
  canCreateRetroFor,
  canCreateRetros,
  canTransition,
  columnsFor,
  generateMeetingId,
  MEETING_ID_PATTERN,
  monthlyRetroLimit,
  type RetroAction,
  retroAbilities,
  retroRoleFor,
  STATUS_AFTER,
  utcMonthOf,
} from './retro.rules.ts';
import { RETRO_STATUSES, RETRO_TEMPLATES } from './retro.schema.ts';

const ORG = 'org-1';
const LEAD = 'user-lead';
const OTHER = 'user-other';

describe('retroRoleFor', () => {
  const retro = { customerId: ORG, squadLeadId: LEAD };

  it("makes a Super Admin of the retro's organisation and the squad's lead RETRO_ADMIN", () => {
    expect(retroRoleFor({ role: 'SUPER_ADMIN', id: OTHER, customerId: ORG }, retro)).toBe('RETRO_ADMIN');
    expect(retroRoleFor({ role: 'SQUAD_ADMIN', id: LEAD, customerId: ORG }, retro)).toBe('RETRO_ADMIN');
  });

  it('makes everyone else RETRO_USER', () => {
    expect(retroRoleFor({ role: 'SQUAD_ADMIN', id: OTHER, customerId: ORG }, retro)).toBe('RETRO_USER');
    expect(retroRoleFor({ role: 'SQUAD_MEMBER', id: LEAD, customerId: ORG }, retro)).toBe('RETRO_USER');
    expect(retroRoleFor({ role: 'SQUAD_MEMBER', id: OTHER, customerId: ORG }, retro)).toBe('RETRO_USER');
    // A Super Admin of another organisation has no say here.
    expect(retroRoleFor({ role: 'SUPER_ADMIN', id: OTHER, customerId: 'org-2' }, retro)).toBe('RETRO_USER');
    expect(retroRoleFor({ role: 'SQUAD_ADMIN', id: LEAD, customerId: 'org-2' }, retro)).toBe('RETRO_USER');
    // A squad without a lead has no Squad Admin in charge.
    expect(
      retroRoleFor(
        { role: 'SQUAD_ADMIN', id: LEAD, customerId: ORG },
        { customerId: ORG, squadLeadId: null },
      ),
    ).toBe('RETRO_USER');
  });
});

describe('canCreateRetroFor', () => {
  const squad = { customerId: ORG, leadId: LEAD };
  it('lets a Super Admin create for any squad and a Squad Admin for the squads they lead', () => {
    expect(canCreateRetroFor({ role: 'SUPER_ADMIN', id: OTHER, customerId: ORG }, squad)).toBe(true);
    expect(canCreateRetroFor({ role: 'SQUAD_ADMIN', id: LEAD, customerId: ORG }, squad)).toBe(true);
    expect(canCreateRetroFor({ role: 'SQUAD_ADMIN', id: OTHER, customerId: ORG }, squad)).toBe(false);
    expect(canCreateRetroFor({ role: 'SQUAD_MEMBER', id: OTHER, customerId: ORG }, squad)).toBe(false);
    expect(canCreateRetroFor({ role: 'SUPER_ADMIN', id: OTHER, customerId: 'org-2' }, squad)).toBe(false);
  });
});

describe('columnsFor', () => {
  it("takes the template's columns", () => {
    expect(columnsFor('went-well', undefined)).toEqual(['Went well', 'To improve', 'Action items']);
    expect(columnsFor('4ls', ['ignored'])).toEqual([...RETRO_TEMPLATES['4ls'].columns]);
  });

  it("takes the user's names for custom boards, trimmed, without blanks, at most columnsMax", () => {
    expect(columnsFor('custom', [' Keep ', '', 'Drop'])).toEqual(['Keep', 'Drop']);
    expect(columnsFor('custom', undefined)).toEqual([]);
    const many = Array.from({ length: 12 }, (_, i) => `C${i}`);
    expect(columnsFor('custom', many)).toHaveLength(RETRO_LIMITS.columnsMax);
  });

  it('never hands out the template array itself', () => {
    const columns = columnsFor('mad-sad-glad', undefined);
    columns.push('x');
    expect(columnsFor('mad-sad-glad', undefined)).toEqual(['Mad', 'Sad', 'Glad']);
  });
});

describe('canTransition', () => {
  const allowed: Record<RetroAction, string[]> = {
    start: ['SCHEDULED'],
    cancel: ['SCHEDULED', 'INPROGRESS'],
    archive: ['COMPLETED'],
    delete: ['SCHEDULED', 'INPROGRESS', 'COMPLETED', 'ARCHIVED', 'CANCELLED'],
  };
  for (const action of Object.keys(allowed) as RetroAction[]) {
    it(`allows ${action} only from ${allowed[action].join(', ')}`, () => {
      for (const status of RETRO_STATUSES) {
        expect(canTransition(status, action)).toBe(allowed[action].includes(status));
      }
    });
  }

  it('names the status each action leads to', () => {
    expect(STATUS_AFTER).toEqual({
      start: 'INPROGRESS',
      cancel: 'CANCELLED',
      archive: 'ARCHIVED',
      delete: 'DELETED',
    });
  });
});

describe('monthlyRetroLimit', () => {
  it('limits the free plan only', () => {
    expect(monthlyRetroLimit('free')).toBe(RETRO_LIMITS.freeRetrosPerMonth);
    for (const plan of PLANS.filter((p) => p !== 'free')) {
      expect(monthlyRetroLimit(plan)).toBeNull();
    }
  });
});

describe('generateMeetingId', () => {
  it('makes 10 digits, never starting with 0', () => {
    expect(generateMeetingId((min) => min)).toBe('1000000000');
    expect(generateMeetingId((_min, max) => max - 1)).toBe('9999999999');
    let n = 0;
    const id = generateMeetingId((min, max) => min + (n++ % (max - min)));
    expect(id).toMatch(MEETING_ID_PATTERN);
    expect(id[0]).not.toBe('0');
  });
});

describe('utcMonthOf', () => {
  it('spans the UTC calendar month', () => {
    const { start, end } = utcMonthOf(new Date('2026-12-31T23:30:00-05:00'));
    expect(start.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(end.toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(utcMonthOf(new Date('2026-02-10T12:00:00Z')).end.toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
});

describe('calendarRangeDays', () => {
  it('counts both ends and refuses reversed ranges', () => {
    expect(calendarRangeDays('2026-11-01', '2026-11-01')).toBe(1);
    expect(calendarRangeDays('2026-11-01', '2026-11-30')).toBe(30);
    expect(calendarRangeDays('2026-11-01', '2027-01-01')).toBe(CALENDAR_MAX_DAYS);
    expect(calendarRangeDays('2026-11-02', '2026-11-01')).toBeNull();
  });
});

describe('retro abilities', () => {
  const retro = { customerId: 'c', squadLeadId: 'lead', status: 'SCHEDULED' as const };
  const none = { start: false, cancel: false, archive: false, delete: false };

  it('offers a retro admin the actions its status allows', () => {
    const boss = { id: 'boss', customerId: 'c', role: 'SUPER_ADMIN' as const };
    expect(retroAbilities(boss, retro)).toEqual({ start: true, cancel: true, archive: false, delete: true });
    expect(retroAbilities(boss, { ...retro, status: 'INPROGRESS' })).toEqual({
      start: false,
      cancel: true,
      archive: false,
      delete: true,
    });
    expect(retroAbilities(boss, { ...retro, status: 'COMPLETED' }).archive).toBe(true);
    expect(retroAbilities({ id: 'lead', customerId: 'c', role: 'SQUAD_ADMIN' }, retro).start).toBe(true);
  });

  it('offers nothing to members, other squads’ admins or another organisation', () => {
    expect(retroAbilities({ id: 'm', customerId: 'c', role: 'SQUAD_MEMBER' }, retro)).toEqual(none);
    expect(retroAbilities({ id: 'other', customerId: 'c', role: 'SQUAD_ADMIN' }, retro)).toEqual(none);
    expect(retroAbilities({ id: 'boss', customerId: 'x', role: 'SUPER_ADMIN' }, retro)).toEqual(none);
  });

  it('lets admins, not members, create retros', () => {
    expect(canCreateRetros({ role: 'SUPER_ADMIN' })).toBe(true);
    expect(canCreateRetros({ role: 'SQUAD_ADMIN' })).toBe(true);
    expect(canCreateRetros({ role: 'SQUAD_MEMBER' })).toBe(false);
  });
});
