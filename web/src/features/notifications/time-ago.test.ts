import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const NOW = Date.parse('2026-12-05T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

describe('timeAgo', () => {
  it('says just now under a minute, and for a clock slightly ahead', () => {
    expect(timeAgo(before(59_000), NOW)).toBe('just now');
    expect(timeAgo(before(-5_000), NOW)).toBe('just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(before(5 * 60_000 + 59_000), NOW)).toBe('5 min ago');
    expect(timeAgo(before(59 * 60_000), NOW)).toBe('59 min ago');
    expect(timeAgo(before(3 * 3_600_000), NOW)).toBe('3 h ago');
    expect(timeAgo(before(25 * 3_600_000), NOW)).toBe('yesterday');
    expect(timeAgo(before(6 * 86_400_000), NOW)).toBe('6 days ago');
  });

  it('gives the date from a week on, and the text itself when it is no date', () => {
    expect(timeAgo('2026-11-20T09:00:00Z', NOW)).toBe('20 Nov 2026');
    expect(timeAgo('soon', NOW)).toBe('soon');
  });
});
