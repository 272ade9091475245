import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';

// Rank keys order cards (and later work items) within a column or list: a key between two
// neighbours always exists, so moving one item writes that item only. Keys compare by character
// code ("Z" < "a"): in SQL the column is `text COLLATE "C"`, in JavaScript plain `<`.

/** A key strictly between `before` and `after`; null means the start or the end of the list. */
export function rankBetween(before: string | null, after: string | null): string {
  return generateKeyBetween(before, after);
}

/** `count` ascending keys between `before` and `after`, evenly spread. */
export function ranksBetween(before: string | null, after: string | null, count: number): string[] {
  return generateNKeysBetween(before, after, count);
}

/** Sort comparator by rank key, by character code, never by locale. */
export function compareRanks(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
