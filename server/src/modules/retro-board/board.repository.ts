import type { Role, UserStatus } from '@squadboard/domain';
import type { OpEventName, Reaction } from '@squadboard/domain/realtime/retro-board.events';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  retroCardLikes,
  retroCardReactions,
  retroCards,
  retroColumns,
  retroOps,
  retroParticipants,
  retros,
  squads,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { editLockQueries } from './edit-lock.queries.ts';

export type { LockTarget } from './edit-lock.queries.ts';

// Every SQL statement of the live board. Operations run inside one transaction that first locks
// the retro's row, so the operations of one retro apply one after the other.

export type BoardRepository = UnitOfWork<ReturnType<typeof boardQueries>>;

export interface BoardRetroRow {
  id: string;
  customerId: string;
  squadId: string;
  status: RetroStatus;
  blur: boolean;
  timerSeconds: number;
  timerEndsAt: Date | null;
}

/**
 * An operation's first outcome as retro_ops keeps it, with the event it answered. `event` is null
 * for an outcome saved before events were recorded: it answers no event.
 */
export interface RememberedOp {
  event: string | null;
  outcome: unknown;
}

/** What a participant's retro role rests on, as the database holds it now. */
export interface Standing {
  id: string;
  customerId: string;
  role: Role;
  status: UserStatus;
  retroCustomerId: string;
  squadLeadId: string | null;
}

export type ColumnRow = typeof retroColumns.$inferSelect;
export type CardRow = typeof retroCards.$inferSelect;

const retroState = {
  id: retros.id,
  customerId: retros.customerId,
  squadId: retros.squadId,
  status: retros.status,
  blur: retros.blur,
  timerSeconds: retros.timerSeconds,
  timerEndsAt: retros.timerEndsAt,
};

function rememberedOf(stored: unknown): RememberedOp | null {
  if (stored === null || stored === undefined) {
    return null;
  }
  const record = stored as { event?: unknown; outcome?: unknown };
  return typeof record.event === 'string' && 'outcome' in record
    ? { event: record.event, outcome: record.outcome }
    : { event: null, outcome: stored };
}

export function createBoardRepository(db: Executor): BoardRepository {
  return unitOfWork(db, boardQueries);
}

function boardQueries(db: Executor) {
  return {
    ...editLockQueries(db),

    async retro(retroId: string): Promise<BoardRetroRow | undefined> {
      const [row] = await db.select(retroState).from(retros).where(eq(retros.id, retroId));
      return row;
    },

    /**
     * Locks the retro's row until the transaction ends and reads, in the same statement, the
     * outcome `opId` had if this participant sent it before (a retry). 'share' lets operations
     * that touch only their own rows (likes, reactions) run side by side while still excluding
     * status changes. One round trip instead of two: every board operation starts here.
     */
    async lockRetro(
      retroId: string,
      op: { participantId: string; opId: string },
      mode: 'update' | 'share' = 'update',
    ): Promise<{ retro: BoardRetroRow; prior: RememberedOp | null } | undefined> {
      const prior = db
        .select({ outcome: retroOps.outcome })
        .from(retroOps)
        .where(and(eq(retroOps.participantId, op.participantId), eq(retroOps.opId, op.opId)));
      const [row] = await db
        .select({ ...retroState, prior: sql<unknown>`(${prior})` })
        .from(retros)
        .where(eq(retros.id, retroId))
        .for(mode);
      if (!row) {
        return undefined;
      }
      const { prior: stored, ...retro } = row;
      return { retro, prior: rememberedOf(stored) };
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
      change: Partial<Pick<BoardRetroRow, 'blur' | 'timerSeconds' | 'timerEndsAt'>>,
    ): Promise<void> {
      await db
        .update(retros)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(retros.id, retroId));
    },

    /** Records the outcome of `event`; false when this sender's op id was recorded meanwhile. */
    async saveOutcome(
      op: { participantId: string; opId: string; retroId: string },
      event: OpEventName,
      outcome: object,
    ): Promise<boolean> {
      const saved = await db
        .insert(retroOps)
        .values({
          participantId: op.participantId,
          opId: op.opId,
          retroId: op.retroId,
          outcome: { event, outcome },
        })
        .onConflictDoNothing()
        .returning({ opId: retroOps.opId });
      return saved.length > 0;
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
    async cards(retroId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(retroCards)
        .where(eq(retroCards.retroId, retroId))
        .orderBy(asc(retroCards.position), asc(retroCards.createdAt));
    },

    async card(retroId: string, cardId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(retroCards)
        .where(and(eq(retroCards.retroId, retroId), eq(retroCards.id, cardId)));
      return row;
    },

    async cardCount(retroId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(retroCards).where(eq(retroCards.retroId, retroId));
      return row?.n ?? 0;
    },

    async cardsInColumn(columnId: string): Promise<CardRow[]> {
      return db
        .select()
        .from(retroCards)
        .where(eq(retroCards.columnId, columnId))
        .orderBy(asc(retroCards.position), asc(retroCards.createdAt));
    },

    async nextCardPosition(columnId: string): Promise<number> {
      const [row] = await db
        .select({ top: sql<number | null>`max(${retroCards.position})` })
        .from(retroCards)
        .where(eq(retroCards.columnId, columnId));
      return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
    },

    async insertCard(
      values: Pick<CardRow, 'retroId' | 'columnId' | 'position' | 'text' | 'authorId' | 'authorName'>,
    ) {
      const [row] = await db.insert(retroCards).values(values).returning();
      if (!row) {
        throw new Error('card insert returned no row');
      }
      return row;
    },

    async updateCard(
      cardId: string,
      change: Partial<
        Pick<CardRow, 'text' | 'columnId' | 'position' | 'editingBy' | 'editingAt' | 'actionIds'>
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

    /**
     * Toggles the like: true when the participant now likes the card, false when no longer,
     * null when the card is not in this retro. Two statements at most: a burst of likes is
     * the board's busiest moment.
     */
    async toggleLike(retroId: string, cardId: string, participantId: string): Promise<boolean | null> {
      // Adding comes first: in a burst nearly every toggle is a new like, one statement each.
      // Insert only for a card of this retro (a participant's likes never cross retros).
      const added = await db
        .insert(retroCardLikes)
        .select(
          db
            .select({
              cardId: retroCards.id,
              participantId: sql<string>`${participantId}::uuid`.as('participant_id'),
              createdAt: sql<Date>`now()`.as('created_at'),
            })
            .from(retroCards)
            .where(and(eq(retroCards.id, cardId), eq(retroCards.retroId, retroId))),
        )
        .onConflictDoNothing()
        .returning({ cardId: retroCardLikes.cardId });
      if (added.length > 0) {
        return true;
      }
      // Already liked (the insert met the conflict): this toggle takes the like back.
      const removed = await db
        .delete(retroCardLikes)
        .where(and(eq(retroCardLikes.cardId, cardId), eq(retroCardLikes.participantId, participantId)))
        .returning({ cardId: retroCardLikes.cardId });
      return removed.length > 0 ? false : null;
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
          .values({ cardId, participantId, ...emoji })
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
