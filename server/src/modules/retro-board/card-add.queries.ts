import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroCards, retroColumns } from '../../db/schema/index.ts';

// The statements of a group of card adds: every card added on this node in one turn,
// whatever its retro, costs the group two statements: one read of what the adds rest on (does
// the column exist, how many cards has the retro, which rank is last in the column) and one
// insert of all the cards. Adding one card alone took five.

/** Where a card goes: a column of a retro. */
export interface AddTarget {
  retroId: string;
  columnId: string;
}

/** What an add rests on, read under the retro's row lock. */
export interface AddBasis {
  /** The column is one of the retro's. */
  found: boolean;
  /** The retro's cards, all columns. */
  cards: number;
  /** The column's last rank key, null when it has none. */
  lastRank: string | null;
}

/** One key per (retro, column), for maps over a group of adds. */
export const addTargetKey = (target: AddTarget): string => `${target.retroId}:${target.columnId}`;

/** A card row as stored (board.repository.ts's CardRow, named here to keep the imports one way). */
type CardRow = typeof retroCards.$inferSelect;
export type NewCard = Pick<CardRow, 'retroId' | 'columnId' | 'rank' | 'text' | 'authorId' | 'authorName'>;

export function cardAddQueries(db: Executor) {
  return {
    /** What each (retro, column) pair's adds rest on, keyed by addTargetKey: one statement. */
    async addBases(targets: readonly AddTarget[]): Promise<Map<string, AddBasis>> {
      const found = new Map<string, AddBasis>();
      if (targets.length === 0) {
        return found;
      }
      // Each list goes as ONE array parameter (see op-group.queries.ts: long lists of pairs abort
      // PGlite's WASM build). The rank is read through the (column, rank) index.
      const wanted = sql`(select distinct retro_id, column_id from unnest(
        ${sql.param(targets.map((t) => t.retroId))}::uuid[],
        ${sql.param(targets.map((t) => t.columnId))}::uuid[]) as pairs(retro_id, column_id)) as wanted`;
      const rows = await db
        .select({
          retroId: sql<string>`wanted.retro_id`,
          columnId: sql<string>`wanted.column_id`,
          found: sql<boolean>`exists (select 1 from ${retroColumns} where ${retroColumns.id} = wanted.column_id and ${retroColumns.retroId} = wanted.retro_id)`,
          cards: sql<number>`(select count(*)::int from ${retroCards} where ${retroCards.retroId} = wanted.retro_id)`,
          lastRank: sql<
            string | null
          >`(select ${retroCards.rank} from ${retroCards} where ${retroCards.columnId} = wanted.column_id order by ${retroCards.rank} desc limit 1)`,
        })
        .from(wanted);
      for (const { retroId, columnId, ...basis } of rows) {
        found.set(addTargetKey({ retroId, columnId }), { ...basis, cards: Number(basis.cards) });
      }
      return found;
    },

    /** Inserts the cards in one statement; answers their rows in the order given. */
    async insertCards(cards: readonly NewCard[]): Promise<CardRow[]> {
      if (cards.length === 0) {
        return [];
      }
      // Ids are made here so the rows can be matched to the cards whatever order RETURNING uses.
      const values = cards.map((card) => ({ ...card, id: crypto.randomUUID() }));
      const rows = await db.insert(retroCards).values(values).returning();
      const byId = new Map(rows.map((row) => [row.id, row]));
      return values.map((value) => {
        const row = byId.get(value.id);
        if (!row) {
          throw new Error('card insert returned no row');
        }
        return row;
      });
    },
  };
}
