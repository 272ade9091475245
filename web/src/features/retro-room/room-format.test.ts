import { describe, expect, it } from 'vitest';
import {
  elapsedMs,
  formatElapsed,
  formatRoomDate,
  initialsOfName,
  retroRoleLabel,
  splitAvatars,
} from './room-format.ts';

describe('formatElapsed', () => {
  it('shows minutes and seconds while under an hour', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(59_999)).toBe('00:59');
    expect(formatElapsed(61_000)).toBe('01:01');
    expect(formatElapsed(3_599_000)).toBe('59:59');
  });
  it('adds hours only when there are any', () => {
    expect(formatElapsed(3_600_000)).toBe('01:00:00');
    expect(formatElapsed(36_000_000 + 62_000)).toBe('10:01:02');
  });
  it('never goes below zero', () => {
    expect(formatElapsed(-5_000)).toBe('00:00');
  });
});

describe('elapsed time', () => {
  it('counts from the start, and stops at the end of a finished retro', () => {
    const startedAt = '2026-01-01T10:00:00.000Z';
    const now = Date.parse('2026-01-01T10:05:00.000Z');
    expect(elapsedMs({ startedAt, endedAt: null }, now)).toBe(300_000);
    expect(elapsedMs({ startedAt, endedAt: '2026-01-01T10:01:00.000Z' }, now)).toBe(60_000);
    expect(elapsedMs({ startedAt: null, endedAt: null }, now)).toBe(0);
  });
});

describe('splitAvatars', () => {
  it('shows six and counts the rest', () => {
    const people = Array.from({ length: 9 }, (_, i) => i);
    expect(splitAvatars(people)).toEqual({ shown: [0, 1, 2, 3, 4, 5], more: 3 });
  });
  it('has no overflow for six or fewer', () => {
    expect(splitAvatars([1, 2, 3, 4, 5, 6])).toEqual({ shown: [1, 2, 3, 4, 5, 6], more: 0 });
    expect(splitAvatars([])).toEqual({ shown: [], more: 0 });
  });
});

describe('labels', () => {
  it('takes initials from the first and last word', () => {
    expect(initialsOfName('gina van guest')).toBe('GG');
    expect(initialsOfName('Cher')).toBe('C');
    expect(initialsOfName('  ')).toBe('?');
  });
  it('formats the date in en-GB', () => {
    expect(formatRoomDate('2026-11-22T10:00:00.000Z')).toBe('22 Nov 2026');
    expect(formatRoomDate('nope')).toBe('');
  });
  it('names the room roles', () => {
    expect(retroRoleLabel('RETRO_ADMIN')).toBe('Retro Admin');
    expect(retroRoleLabel('RETRO_USER')).toBe('Retro User');
  });
});
