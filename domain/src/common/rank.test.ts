import { describe, expect, it } from 'vitest';
import { compareRanks, rankBetween, ranksBetween } from './rank.ts';

describe('rank keys', () => {
  it('finds a key between any two neighbours, at the ends and in the middle', () => {
    const first = rankBetween(null, null);
    const later = rankBetween(first, null);
    const earlier = rankBetween(null, first);
    const middle = rankBetween(first, later);
    expect([later, middle, earlier, first].sort(compareRanks)).toEqual([earlier, first, middle, later]);
  });

  it('keeps finding room after many moves into the same gap', () => {
    let low = rankBetween(null, null);
    const high = rankBetween(low, null);
    for (let i = 0; i < 500; i++) {
      const next = rankBetween(low, high);
      expect(compareRanks(low, next)).toBe(-1);
      expect(compareRanks(next, high)).toBe(-1);
      low = next;
    }
  });

  it('orders keys the way the migration numbered existing cards (b + two base-62 digits)', () => {
    const digits = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
    const key = (n: number) => `b${digits[Math.floor(n / 62)]}${digits[n % 62]}`;
    const keys = [1, 2, 61, 62, 63, 1999].map(key);
    expect([...keys].reverse().sort(compareRanks)).toEqual(keys);
    const between = rankBetween(key(61), key(62));
    expect(compareRanks(key(61), between)).toBe(-1);
    expect(compareRanks(between, key(62))).toBe(-1);
    expect(ranksBetween(key(1999), null, 3)).toHaveLength(3);
  });
});
