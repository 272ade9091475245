import { describe, expect, it } from 'vitest';
import { formatShortDate, oldestFirst, toItemFilter } from './action-register-format.ts';

describe('register formats', () => {
  it("shows due dates as 'dd/MM/yy'", () => {
    expect(formatShortDate('2026-12-05')).toBe('05/12/26');
    expect(formatShortDate(null)).toBeNull();
    expect(formatShortDate('not a date')).toBeNull();
  });

  it('lists comments oldest first', () => {
    const list = [{ createdAt: '2026-11-02T00:00:00Z' }, { createdAt: '2026-11-01T00:00:00Z' }];
    expect(oldestFirst(list).map((c) => c.createdAt)).toEqual([
      '2026-11-01T00:00:00Z',
      '2026-11-02T00:00:00Z',
    ]);
  });

  it('reads a cleared filter as none', () => {
    expect(toItemFilter(null)).toBe('none');
    expect(toItemFilter('priority')).toBe('priority');
    expect(toItemFilter('bogus')).toBe('none');
  });
});
