import { describe, expect, it } from 'vitest';
import { todayIso } from './calendar-day.ts';

describe('todayIso', () => {
  it('is the local calendar day, late in the evening too', () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(todayIso(new Date(2027, 0, 1, 0, 0))).toBe('2027-01-01');
  });
});
