import { describe, expect, it } from 'vitest';
import { authorInitials, newestFirst } from './comment-format.ts';

describe('comment format', () => {
  it('gives the initials of the first and last word, or a question mark for no name', () => {
    expect(authorInitials('Leo Lead')).toBe('LL');
    expect(authorInitials('  ada  van   admin ')).toBe('AA');
    expect(authorInitials('Cher')).toBe('C');
    expect(authorInitials('')).toBe('?');
  });

  it('lists the newest comment first', () => {
    const at = (createdAt: string) => ({
      id: createdAt,
      authorId: null,
      authorName: '',
      body: '',
      mentions: [],
      createdAt,
      editedAt: null,
      can: { edit: false, delete: false },
    });
    const sorted = newestFirst([
      at('2026-01-01T10:00:00.000Z'),
      at('2026-03-01T10:00:00.000Z'),
      at('2026-02-01T10:00:00.000Z'),
    ]);
    expect(sorted.map((c) => c.createdAt)).toEqual([
      '2026-03-01T10:00:00.000Z',
      '2026-02-01T10:00:00.000Z',
      '2026-01-01T10:00:00.000Z',
    ]);
  });
});
