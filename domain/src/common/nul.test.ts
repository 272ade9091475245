import { describe, expect, it } from 'vitest';
import { containsNul } from './nul.ts';

describe('containsNul', () => {
  it('finds a NUL in strings, keys, arrays and nested objects', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ title: 'ok', tags: ['x', 'y\u0000'] })).toBe(true);
    expect(containsNul({ 'k\u0000': 1 })).toBe(true);
    expect(containsNul({ a: { b: { c: '\u0000' } } })).toBe(true);
  });

  it('passes everything else, the escaped text "\\u0000" included', () => {
    expect(containsNul('Zażółć \\u0000 ✓')).toBe(false);
    expect(containsNul({ n: 1, b: true, z: null, list: [1, 'two'] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
