import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { pageOffset, ZCursorPage, ZPage } from './pagination.ts';

describe('page envelopes', () => {
  it('reads a numbered page and a cursor page, and refuses an impossible one', () => {
    const page = ZPage(z.string());
    expect(page.parse({ items: ['a'], total: 1, page: 1, pageSize: 20 })).toEqual({
      items: ['a'],
      total: 1,
      page: 1,
      pageSize: 20,
    });
    expect(page.safeParse({ items: [], total: -1, page: 1, pageSize: 20 }).success).toBe(false);
    expect(page.safeParse({ items: [], total: 0, page: 0, pageSize: 20 }).success).toBe(false);
    const cursor = ZCursorPage(z.number());
    expect(cursor.parse({ items: [1], total: 3, nextCursor: null }).nextCursor).toBeNull();
  });

  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 20)).toBe(0);
    expect(pageOffset(3, 20)).toBe(40);
    expect(pageOffset(0, 20)).toBe(0);
  });
});
