import { describe, expect, it } from 'vitest';
import { addDays, dayOfWeek, formatDisplayDate, isCalendarDate, todayFor, todayIn } from './calendar-date.ts';

describe('calendar dates', () => {
  it('validates real dates only', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2028-13-01')).toBe(false);
    expect(isCalendarDate('2028-2-1')).toBe(false);
    expect(isCalendarDate('2028-02-01T00:00:00Z')).toBe(false);
  });

  it('adds days across month, leap and year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-02-29', 1)).toBe('2028-03-01');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2028-01-01', -1)).toBe('2027-12-31');
  });

  it('knows the weekday', () => {
    expect(dayOfWeek('2028-02-29')).toBe(2);
    expect(dayOfWeek('2028-01-01')).toBe(6);
    expect(dayOfWeek('2028-01-02')).toBe(0);
  });

  it('formats as dd/MM/y', () => {
    expect(formatDisplayDate('2028-03-05')).toBe('05/03/2028');
    expect(formatDisplayDate('2027-12-31')).toBe('31/12/2027');
  });

  it("computes today in the user's zone", () => {
    const now = new Date('2026-05-27T23:30:00Z');
    expect(todayIn(null, now)).toBe('2026-05-27');
    expect(todayIn('UTC', now)).toBe('2026-05-27');
    expect(todayIn('Europe/London', now)).toBe('2026-05-28');
    expect(todayIn('America/New_York', now)).toBe('2026-05-27');
    expect(todayIn('GMT+5:30', now)).toBe('2026-05-28');
    expect(todayIn('GMT-12', now)).toBe('2026-05-27');
    expect(todayIn('GMT+13:00', new Date('2026-05-27T10:59:00Z'))).toBe('2026-05-27');
    expect(todayIn('GMT+13:00', new Date('2026-05-27T11:00:00Z'))).toBe('2026-05-28');
    expect(todayIn('Not/AZone', now)).toBe('2026-05-27');
  });
});

describe('todayFor', () => {
  it("is the day on the caller's own calendar, UTC when they have no zone", () => {
    const now = new Date('2026-12-03T23:30:00Z');
    expect(todayFor({ timeZone: 'Pacific/Tongatapu' }, now)).toBe('2026-12-04');
    expect(todayFor({ timeZone: 'Pacific/Pago_Pago' }, now)).toBe('2026-12-03');
    expect(todayFor({ timeZone: null }, now)).toBe('2026-12-03');
    expect(todayFor({}, now)).toBe('2026-12-03');
  });
});
