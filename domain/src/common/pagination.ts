import { z } from 'zod';

// The envelopes of every paged list, written once: numbered pages (`page`, `pageSize`, `total`)
// and cursor pages (`nextCursor`, domain/src/common/cursor.ts). A list adds its own fields with
// `.extend` (the retro list's `can`, the notifications' `unread`).

/** One numbered page of `item`s and how many match in all. */
export function ZPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** One page of `item`s after a cursor; `nextCursor` is null on the last page. */
export function ZCursorPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Items matching the list's filters, on every page. */
    total: z.number().int().min(0),
    /** Pass as `after` for the items following this page. */
    nextCursor: z.string().nullable(),
  });
}

/** The rows a numbered page skips: page 1 skips none. */
export function pageOffset(page: number, pageSize: number): number {
  return (Math.max(1, page) - 1) * pageSize;
}
