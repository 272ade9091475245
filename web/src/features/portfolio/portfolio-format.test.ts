import { describe, expect, it } from 'vitest';
import { plannedRange, progressOf } from './portfolio-format.ts';

describe('progressOf', () => {
  it('says how many items are done, as words and as a rounded-down percentage', () => {
    expect(progressOf({ done: 3, items: 10 })).toEqual({ percent: 30, label: '3 of 10 items done' });
    expect(progressOf({ done: 2, items: 3 })).toEqual({ percent: 66, label: '2 of 3 items done' });
    expect(progressOf({ done: 0, items: 1 })).toEqual({ percent: 0, label: '0 of 1 item done' });
  });

  it('is full only when every item is done', () => {
    expect(progressOf({ done: 199, items: 200 }).percent).toBe(99);
    expect(progressOf({ done: 200, items: 200 })).toEqual({ percent: 100, label: '200 of 200 items done' });
  });

  it('says so when there is nothing to do yet', () => {
    expect(progressOf({ done: 0, items: 0 })).toEqual({ percent: 0, label: 'No work items yet' });
  });

  it('never shows more done than there are items', () => {
    expect(progressOf({ done: 12, items: 10 })).toEqual({ percent: 100, label: '10 of 10 items done' });
  });
});

describe('planned dates', () => {
  it('words the window from whichever ends are planned', () => {
    expect(plannedRange('2026-01-01', '2026-03-31')).toBe('1 Jan 2026 – 31 Mar 2026');
    expect(plannedRange('2026-01-01', null)).toBe('From 1 Jan 2026');
    expect(plannedRange(null, '2026-03-31')).toBe('Until 31 Mar 2026');
    expect(plannedRange(null, null)).toBe('No dates planned');
  });
});
