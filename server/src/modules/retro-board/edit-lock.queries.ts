import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroCards, retroColumns } from '../../db/schema/index.ts';

// The edit locks of the board's columns and cards ("X is editing"): who holds one and
// when they took or last renewed it. A lock stamped EDIT_LOCK.ttlMs ago is free, whether or not
// a timer has cleared it yet, so no node has to stay up for a lock to end.

export type LockTarget = 'column' | 'card';
const lockTables = { column: retroColumns, card: retroCards } as const;
const FREE = { editingBy: null, editingAt: null };

/** A lock stamped at or before `lapsedAt`, or never stamped (taken before locks had a time). */
function lapsed(table: (typeof lockTables)[LockTarget], lapsedAt: Date) {
  return or(isNull(table.editingAt), lte(table.editingAt, lapsedAt));
}

export function editLockQueries(db: Executor) {
  return {
    /**
     * Takes or renews the lock (stamped `at`), or releases it; false when someone else holds
     * it. A lock stamped at or before `lapsedAt` is free whoever took it.
     */
    async lock(
      target: LockTarget,
      retroId: string,
      id: string,
      participantId: string,
      on: boolean,
      at: Date,
      lapsedAt: Date,
    ): Promise<boolean> {
      const table = lockTables[target];
      const rows = await db
        .update(table)
        .set(on ? { editingBy: participantId, editingAt: at } : FREE)
        .where(
          and(
            eq(table.retroId, retroId),
            eq(table.id, id),
            or(isNull(table.editingBy), eq(table.editingBy, participantId), lapsed(table, lapsedAt)),
          ),
        )
        .returning({ id: table.id });
      return rows.length > 0;
    },

    /**
     * Frees the locks given if `participantId` holds them, or every lock they hold in the retro
     * when `ids` is omitted (they left); returns what was freed.
     */
    async releaseLocks(retroId: string, participantId: string, ids?: { target: LockTarget; id: string }) {
      const freed = { column: [] as string[], card: [] as string[] };
      for (const target of ids ? [ids.target] : (['column', 'card'] as const)) {
        const table = lockTables[target];
        const rows = await db
          .update(table)
          .set(FREE)
          .where(
            and(
              eq(table.retroId, retroId),
              eq(table.editingBy, participantId),
              ids ? eq(table.id, ids.id) : undefined,
            ),
          )
          .returning({ id: table.id });
        freed[target] = rows.map((r) => r.id);
      }
      return freed;
    },

    /** Frees the locks given that lapsed (stamped at or before `lapsedAt`); returns which. */
    async releaseLapsed(retroId: string, target: LockTarget, ids: readonly string[], lapsedAt: Date) {
      if (ids.length === 0) {
        return [];
      }
      const table = lockTables[target];
      const rows = await db
        .update(table)
        .set(FREE)
        .where(
          and(
            eq(table.retroId, retroId),
            inArray(table.id, [...ids]),
            isNotNull(table.editingBy),
            lapsed(table, lapsedAt),
          ),
        )
        .returning({ id: table.id });
      return rows.map((r) => r.id);
    },
  };
}
