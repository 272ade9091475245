import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.ts';

describe('cursors', () => {
  const at = '2026-03-01T10:20:30.123456Z';
  const id = '0b9a4a7e-5f3c-4b6e-9d2e-1c2b3a4d5e6f';

  it('round-trips the sort values of the sort it was made for, URL-safe', () => {
    const cursor = encodeCursor('createdOn', [at, 12]);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, 'createdOn', ['timestamp', 'int'])).toEqual([at, 12]);
    expect(
      decodeCursor(encodeCursor('dueDate', ['9999-12-31', at, id]), 'dueDate', ['date', 'timestamp', 'uuid']),
    ).toEqual(['9999-12-31', at, id]);
  });

  it('refuses another sort, other kinds, garbage and oversized text', () => {
    const cursor = encodeCursor('createdOn', [at, 12]);
    expect(decodeCursor(cursor, 'status', ['timestamp', 'int'])).toBeNull();
    expect(decodeCursor(cursor, 'createdOn', ['timestamp', 'int', 'int'])).toBeNull();
    expect(decodeCursor(encodeCursor('createdOn', [at, 1.5]), 'createdOn', ['timestamp', 'int'])).toBeNull();
    expect(
      decodeCursor(encodeCursor('createdOn', ["1'; drop table x", 1]), 'createdOn', ['timestamp', 'int']),
    ).toBeNull();
    expect(decodeCursor(encodeCursor('c', ['2026-03-01T10:20:30Z']), 'c', ['timestamp'])).toBeNull();
    expect(decodeCursor(encodeCursor('c', ['not-a-uuid']), 'c', ['uuid'])).toBeNull();
    expect(decodeCursor('%%%', 'createdOn', ['timestamp', 'int'])).toBeNull();
    expect(decodeCursor('bm90IGpzb24', 'createdOn', ['timestamp', 'int'])).toBeNull();
    expect(decodeCursor('a'.repeat(401), 'createdOn', ['timestamp', 'int'])).toBeNull();
  });
});
