import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroCardGroups, retroCards } from '../../db/schema/index.ts';

// The SQL of card groups, part of the board's repository (board.repository.ts).

export type GroupRow = typeof retroCardGroups.$inferSelect;

/** A card of a group: enough to place a card after it and to name it in `ungrouped`. */
export interface GroupMember {
  id: string;
  rank: string;
}

export function groupQueries(db: Executor) {
  return {
    /** A retro's groups, oldest first. */
    async groups(retroId: string): Promise<GroupRow[]> {
      return db
        .select()
        .from(retroCardGroups)
        .where(eq(retroCardGroups.retroId, retroId))
        .orderBy(asc(retroCardGroups.createdAt), asc(retroCardGroups.id));
    },

    /** The group of this retro, or undefined (another retro's id reads as gone). */
    async group(retroId: string, groupId: string): Promise<GroupRow | undefined> {
      const [row] = await db
        .select()
        .from(retroCardGroups)
        .where(and(eq(retroCardGroups.retroId, retroId), eq(retroCardGroups.id, groupId)));
      return row;
    },

    async insertGroup(values: Pick<GroupRow, 'retroId' | 'columnId' | 'title'>): Promise<GroupRow> {
      const [row] = await db.insert(retroCardGroups).values(values).returning();
      if (!row) {
        throw new Error('group insert returned no row');
      }
      return row;
    },

    async renameGroup(groupId: string, title: string): Promise<GroupRow> {
      const [row] = await db
        .update(retroCardGroups)
        .set({ title })
        .where(eq(retroCardGroups.id, groupId))
        .returning();
      if (!row) {
        throw new Error('group update returned no row');
      }
      return row;
    },

    /** Deletes a group; its cards' group_id goes null through the foreign key. */
    async deleteGroup(groupId: string): Promise<void> {
      await db.delete(retroCardGroups).where(eq(retroCardGroups.id, groupId));
    },

    /** A group's cards in rank order, leaving out `except` (the card leaving or joining). */
    async groupMembers(groupId: string, except?: string): Promise<GroupMember[]> {
      return db
        .select({ id: retroCards.id, rank: retroCards.rank })
        .from(retroCards)
        .where(and(eq(retroCards.groupId, groupId), except ? ne(retroCards.id, except) : undefined))
        .orderBy(asc(retroCards.rank), asc(retroCards.id));
    },

    /**
     * The first rank key after `rank` in a column, leaving out `except` (the card being placed);
     * null at the column's end. One row through the (column, rank) index.
     */
    async rankAfter(columnId: string, rank: string, except: string): Promise<string | null> {
      const [row] = await db
        .select({ rank: retroCards.rank })
        .from(retroCards)
        .where(and(eq(retroCards.columnId, columnId), gt(retroCards.rank, rank), ne(retroCards.id, except)))
        .orderBy(asc(retroCards.rank))
        .limit(1);
      return row?.rank ?? null;
    },
  };
}
