import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatDueDay } from './date-format.ts';

describe('the spec date formats', () => {
  it("writes 'd MMM y' and the due date's 'D MMM, YYYY'", () => {
    expect(formatDayMonthYear('2026-03-05')).toBe('5 Mar 2026');
    expect(formatDayMonthYear('2026-12-25')).toBe('25 Dec 2026');
    expect(formatDueDay('2026-01-09')).toBe('9 Jan, 2026');
  });

  it('shows nothing for a missing, malformed or impossible day', () => {
    for (const value of [null, undefined, '', 'not a date', '2026-3-5', '2026-02-30', '2026-13-01']) {
      expect(formatDayMonthYear(value)).toBeNull();
      expect(formatDueDay(value)).toBeNull();
    }
    expect(formatDayMonthYear('2028-02-29')).toBe('29 Feb 2028');
  });
});
