import { describe, expect, it } from 'vitest';
import { including, visibleRange } from './row-window.ts';

describe('visibleRange', () => {
  it('at the top: the rows that fit the screen and the overscan below', () => {
    // 900 px of screen, the list 200 px down, 44 px rows: rows 0 to 15 show (16 rows).
    expect(visibleRange(200, 900, 44, 5000, 8)).toEqual({ start: 0, end: 24 });
  });

  it('scrolled into the list: the overscan above too', () => {
    // The list's top 44,000 px above the screen: row 1,000 is at the top.
    expect(visibleRange(-44_000, 900, 44, 5000, 8)).toEqual({ start: 992, end: 1029 });
  });

  it('never past either end of the list', () => {
    expect(visibleRange(-44_000 * 5, 900, 44, 30, 8)).toEqual({ start: 30, end: 30 });
    expect(visibleRange(0, 900, 44, 10, 8)).toEqual({ start: 0, end: 10 });
    expect(visibleRange(0, 900, 44, 0, 8)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the dragged row rendered', () => {
    expect(including({ start: 100, end: 130 }, 40)).toEqual({ start: 40, end: 130 });
    expect(including({ start: 100, end: 130 }, 200)).toEqual({ start: 100, end: 201 });
    expect(including({ start: 100, end: 130 }, -1)).toEqual({ start: 100, end: 130 });
  });
});
