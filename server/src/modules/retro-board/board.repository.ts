import type { Role, UserStatus } from '@squadboard/domain';
import type { Reaction } from '@squadboard/domain/realtime/retro-board.events';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { and, asc, desc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  retroCardLikes,
  retroCardReactions,
  retroCards,
  retroColumns,
  retroParticipants,
  retros,
  squads,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { backlogCardQueries } from './backlog-card.queries.ts';
import { cardAddQueries } from './card-add.queries.ts';
import { editLockQueries } from './edit-lock.queries.ts';
import { facilitationQueries } from './facilitation.queries.ts';
import { groupQueries } from './group.queries.ts';
import { opGroupQueries } from './op-group.queries.ts';
import { type BoardRetroRow, retroLockQueries, retroState } from './retro-lock.queries.ts';
import { reviewQueries } from './review.queries.ts';

export type { LockTarget } from './edit-lock.queries.ts';
export type { LikeToggle, OpKey, RememberedOp } from './op-group.queries.ts';
export type { BoardRetroRow } from './retro-lock.queries.ts';

// Every SQL statement of the live board (the retro's lock in retro-lock.queries.ts, edit locks in
// edit-lock.queries.ts, op ids and likes in op-group.queries.ts, adds in card-add.queries.ts). Operations run inside one transaction that first locks the retro's row,
// so the operations of one retro apply one after the other, likes and reactions side by side.

export type BoardRepository = UnitOfWork<ReturnType<typeof boardQueries>>;

/** What a participant's retro role rests on, as the database holds it now. */
export interface Standing {
  id: string;
  customerId: string;
  role: Role;
  status: UserStatus;
  retroCustomerId: string;
  squadLeadId: string | null;
  retroStatus: RetroStatus;
  facilitatorId: string | null;
}

export type ColumnRow = typeof retroColumns.$inferSelect;
export type CardRow = typeof retroCards.$inferSelect;

export function createBoardRepository(db: Executor): BoardRepository {
  return unitOfWork(db, boardQueries);
}

function boardQueries(db: Executor) {
  /** The last rank key of a column (leaving out one card), null when there is none. */
  async function lastRank(columnId: string, except?: string): Promise<string | null> {
    const [row] = await db
      .select({ rank: retroCards.rank })
      .from(retroCards)
      .where(and(eq(retroCards.columnId, columnId), except ? ne(retroCards.id, except) : undefined))
      .orderBy(desc(retroCards.rank))
      .limit(1);
    return row?.rank ?? null;
  }

  return {
    ...editLockQueries(db),
    ...opGroupQueries(db),
    ...groupQueries(db),
    ...facilitationQueries(db),
    ...cardAddQueries(db),
    ...retroLockQueries(db),
    ...backlogCardQueries(db),
    ...reviewQueries(db),

    async retro(retroId: string): Promise<BoardRetroRow | undefined> {
      const [row] = await db.select(retroState).from(retros).where(eq(retros.id, retroId));
      return row;
    },

    /**
     * The participant's account and the lead of their retro's squad, read now: what their retro
     * role rests on. Undefined for a guest, who has no account. One statement over primary keys.
     */
    async standing(participantId: string): Promise<Standing | undefined> {
      const [row] = await db
        .select({
          id: users.id,
          customerId: users.customerId,
          role: users.role,
          status: users.status,
          retroCustomerId: retros.customerId,
          squadLeadId: squads.leadId,
          retroStatus: retros.status,
          facilitatorId: retros.facilitatorId,
        })
        .from(retroParticipants)
        .innerJoin(users, eq(users.id, retroParticipants.userId))
        .innerJoin(retros, eq(retros.id, retroParticipants.retroId))
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(eq(retroParticipants.id, participantId));
      return row;
    },

    async updateRetro(
      retroId: string,
      change: Partial<
        Pick<
          BoardRetroRow,
          | 'blur'
          | 'timerSeconds'
          | 'timerEndsAt'
          | 'phase'
          | 'voteBudget'
          | 'discussId'
          | 'facilitatorId'
          | 'reviewActions'
        >
      >,
    ): Promise<void> {
      await db
        .update(retros)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(retros.id, retroId));
    },

    // ── columns ──
    async columns(retroId: string): Promise<ColumnRow[]> {
      return db
        .select()
        .from(retroColumns)
        .where(eq(retroColumns.retroId, retroId))
        .orderBy(asc(retroColumns.position), asc(retroColumns.createdAt));
    },

    async column(retroId: string, columnId: string): Promise<ColumnRow | undefined> {
      const [row] = await db
        .select()
        .from(retroColumns)
        .where(and(eq(retroColumns.retroId, retroId), eq(retroColumns.id, columnId)));
      return row;
    },

    async insertColumn(retroId: string, name: string, position: number): Promise<ColumnRow> {
      const [row] = await db.insert(retroColumns).values({ retroId, name, position }).returning();
      if (!row) {
        throw new Error('column insert returned no row');
      }
      return row;
    },

    async renameColumn(columnId: string, name: string): Promise<ColumnRow> {
      const [row] = await db
        .update(retroColumns)
        .set({ name, editingBy: null, editingAt: null })
        .where(eq(retroColumns.id, columnId))
        .returning();
      if (!row) {
        throw new Error('column update returned no row');
      }
      return row;
    },

    async deleteColumn(columnId: string): Promise<void> {
      await db.delete(retroColumns).where(eq(retroColumns.id, columnId));
    },

    async setColumnPositions(ids: readonly string[]): Promise<void> {
      for (const [position, id] of ids.entries()) {
        await db.update(retroColumns).set({ position }).where(eq(retroColumns.id, id));
      }
    },

    // ── cards ──
    /** A retro's cards by column and rank; with `perColumn`, only each column's first ones. */
    async cards(retroId: string, perColumn?: number): Promise<CardRow[]> {
      if (perColumn === undefined) {
        return db
          .select()
          .from(retroCards)
          .where(eq(retroCards.retroId, retroId))
          .orderBy(asc(retroCards.columnId), asc(retroCards.rank));
      }
      // Numbering reads only ids and ranks; the whole rows (and their likes, reactions) are
      // read for the cards kept.
      const numbered = db
        .select({
          id: retroCards.id,
          n: sql<number>`row_number() over (partition by ${retroCards.columnId} order by ${retroCards.rank}, ${retroCards.id})`.as(
            'n',
          ),
        })
        .from(retroCards)
        .where(eq(retroCards.retroId, retroId))
        .as('numbered');
      const rows = await db
        .select({ card: retroCards })
        .from(retroCards)
        .innerJoin(numbered, eq(numbered.id, retroCards.id))
        .where(lte(numbered.n, perColumn))
        .orderBy(asc(retroCards.columnId), asc(retroCards.rank));
      return rows.map((row) => row.card);
    },

    async card(retroId: string, cardId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(retroCards)
        .where(and(eq(retroCards.retroId, retroId), eq(retroCards.id, cardId)));
      return row;
    },

    /**
     * The rank keys a card dropped at `index` of a column goes between: the cards at index-1 and
     * index of that column without the moved card. Read through the (column, rank) index, so a
     * drag on a long column reads two rows, not the column.
     */
    async neighbourRanks(
      columnId: string,
      movingId: string,
      index: number,
    ): Promise<{ before: string | null; after: string | null }> {
      const rows = await db
        .select({ rank: retroCards.rank })
        .from(retroCards)
        .where(and(eq(retroCards.columnId, columnId), ne(retroCards.id, movingId)))
        .orderBy(asc(retroCards.rank))
        .offset(Math.max(0, index - 1))
        .limit(index === 0 ? 1 : 2);
      if (index === 0) {
        return { before: null, after: rows[0]?.rank ?? null };
      }
      if (rows.length === 0) {
        // Past the end (the column shrank while the card was dragged): it goes last.
        return { before: await lastRank(columnId, movingId), after: null };
      }
      return { before: rows[0]?.rank ?? null, after: rows[1]?.rank ?? null };
    },

    async updateCard(
      cardId: string,
      change: Partial<
        Pick<
          CardRow,
          'text' | 'columnId' | 'rank' | 'editingBy' | 'editingAt' | 'actionIds' | 'workItemIds' | 'groupId'
        >
      >,
    ) {
      const [row] = await db
        .update(retroCards)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(retroCards.id, cardId))
        .returning();
      if (!row) {
        throw new Error('card update returned no row');
      }
      return row;
    },

    async deleteCard(cardId: string): Promise<void> {
      await db.delete(retroCards).where(eq(retroCards.id, cardId));
    },

    // ── likes and reactions ──
    /** Likes by card, for the cards given (all of a retro's when omitted). */
    async likes(cardIds: readonly string[]): Promise<Map<string, string[]>> {
      const byCard = new Map<string, string[]>();
      if (cardIds.length === 0) {
        return byCard;
      }
      const rows = await db
        .select({ cardId: retroCardLikes.cardId, participantId: retroCardLikes.participantId })
        .from(retroCardLikes)
        .where(inArray(retroCardLikes.cardId, [...cardIds]))
        .orderBy(asc(retroCardLikes.createdAt));
      for (const row of rows) {
        byCard.set(row.cardId, [...(byCard.get(row.cardId) ?? []), row.participantId]);
      }
      return byCard;
    },

    async reactions(cardIds: readonly string[]): Promise<Map<string, Reaction[]>> {
      const byCard = new Map<string, Reaction[]>();
      if (cardIds.length === 0) {
        return byCard;
      }
      const rows = await db
        .select({
          cardId: retroCardReactions.cardId,
          participantId: retroCardReactions.participantId,
          name: retroParticipants.name,
          emojiId: retroCardReactions.emojiId,
          native: retroCardReactions.native,
        })
        .from(retroCardReactions)
        .innerJoin(retroParticipants, eq(retroParticipants.id, retroCardReactions.participantId))
        .where(inArray(retroCardReactions.cardId, [...cardIds]))
        .orderBy(asc(retroCardReactions.createdAt));
      for (const { cardId, ...reaction } of rows) {
        byCard.set(cardId, [...(byCard.get(cardId) ?? []), reaction]);
      }
      return byCard;
    },

    async setReaction(
      cardId: string,
      participantId: string,
      emoji: { emojiId: string; native: string } | null,
    ) {
      await db
        .delete(retroCardReactions)
        .where(
          and(eq(retroCardReactions.cardId, cardId), eq(retroCardReactions.participantId, participantId)),
        );
      if (emoji) {
        await db
          .insert(retroCardReactions)
          .values({ cardId, participantId, ...emoji, createdAt: sql`clock_timestamp()` })
          .onConflictDoUpdate({
            target: [retroCardReactions.cardId, retroCardReactions.participantId],
            set: emoji,
          });
      }
    },

    // ── timer ──
    /**
     * Ends the run that was to end at `endsAt`, once: a second call, a run stopped or started
     * again since, or a retro no longer live changes nothing and answers false.
     */
    async finishTimer(retroId: string, endsAt: Date): Promise<boolean> {
      const rows = await db
        .update(retros)
        .set({ timerSeconds: 0, timerEndsAt: null, updatedAt: new Date() })
        .where(and(eq(retros.id, retroId), eq(retros.timerEndsAt, endsAt), eq(retros.status, 'INPROGRESS')))
        .returning({ id: retros.id });
      return rows.length > 0;
    },
  };
}
