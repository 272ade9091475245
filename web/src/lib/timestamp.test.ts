import { describe, expect, it } from 'vitest';
import { formatTimestamp } from './timestamp.ts';

describe('formatTimestamp', () => {
  it("writes 'd MMM yyyy HH:mm:ss' in the reader's time", () => {
    expect(formatTimestamp(new Date(2026, 11, 5, 14, 3, 9).toISOString())).toBe('5 Dec 2026 14:03:09');
    expect(formatTimestamp(new Date(2026, 0, 15, 7, 0, 0).toISOString())).toBe('15 Jan 2026 07:00:00');
    expect(formatTimestamp('not a date')).toBe('not a date');
  });
});
