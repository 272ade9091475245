import type { CardWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retros, workItems } from '../../db/schema/index.ts';
import { acronymIdOf } from '../work-items/work-items.presenter.ts';

// What a card's backlog marks read: the card keeps only the ids of the items made from
// it (work_item_ids, as action_ids), so the room's view reads their type and key here, in one
// statement for all the cards shown, and only when some card has an item at all.

export function backlogCardQueries(db: Executor) {
  return {
    /** Type and key of each item still there, by id (an item deleted since has no mark). */
    async cardWorkItems(ids: readonly string[]): Promise<Map<string, CardWorkItem>> {
      if (ids.length === 0) {
        return new Map();
      }
      const rows = await db
        .select({
          id: workItems.id,
          type: workItems.type,
          acronym: workItems.acronym,
          acronymNumber: workItems.acronymNumber,
        })
        .from(workItems)
        .where(inArray(workItems.id, [...ids]));
      return new Map(
        rows.map((row) => [row.id, { id: row.id, type: row.type, acronymId: acronymIdOf(row) }]),
      );
    },

    /** The retro's title: what the item's history says it came from. */
    async retroTitle(retroId: string): Promise<string> {
      const [row] = await db.select({ title: retros.title }).from(retros).where(eq(retros.id, retroId));
      return row?.title ?? '';
    },
  };
}
