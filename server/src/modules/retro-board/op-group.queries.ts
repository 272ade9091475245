import type { OpEventName } from '@squadboard/domain/realtime/retro-board.events';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroCardLikes, retroCards, retroOps } from '../../db/schema/index.ts';

// The statements of operation ids (retro_ops: what each sender's op id did first) and of likes,
// one by one or for a whole group of operations at once (board-group.ts): a group of hundreds
// costs one statement each, whatever its size.

/**
 * An operation's first outcome as retro_ops keeps it, with the event it answered. `event` is null
 * for an outcome saved before events were recorded: it answers no event.
 */
export interface RememberedOp {
  event: string | null;
  outcome: unknown;
}

/** An operation id is its sender's own: retro_ops is keyed by both. */
export interface OpKey {
  participantId: string;
  opId: string;
}

/** A like toggled by a participant on a card. */
export interface LikeToggle {
  cardId: string;
  participantId: string;
}

/** One string per (sender, op id), for maps over a group of operations. */
export const opKey = (op: OpKey): string => `${op.participantId}:${op.opId}`;

/** An outcome as stored, with its event; the older bare outcome answers no event. */
export function rememberedOf(stored: unknown): RememberedOp | null {
  if (stored === null || stored === undefined) {
    return null;
  }
  const record = stored as { event?: unknown; outcome?: unknown };
  return typeof record.event === 'string' && 'outcome' in record
    ? { event: record.event, outcome: record.outcome }
    : { event: null, outcome: stored };
}

/**
 * Rows of uuid pairs from two lists, each sent as ONE array parameter: a group's hundreds of
 * pairs make a flat statement (a long `(a, b) in ((..), (..))` list aborts PGlite's WASM build).
 */
function unnest(first: readonly string[], second: readonly string[]): SQL {
  return sql`unnest(${sql.param([...first])}::uuid[], ${sql.param([...second])}::uuid[])`;
}

/** The (sender, op id) pairs of a group, as rows (unnest). */
export const opPairs = (ops: readonly OpKey[]): SQL =>
  unnest(
    ops.map((op) => op.participantId),
    ops.map((op) => op.opId),
  );

export function opGroupQueries(db: Executor) {
  return {
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

    /** The first outcomes these (sender, op id) pairs had, keyed by opKey: one statement. */
    async priorOutcomes(ops: readonly OpKey[]): Promise<Map<string, RememberedOp>> {
      const found = new Map<string, RememberedOp>();
      if (ops.length === 0) {
        return found;
      }
      const pairs = opPairs(ops);
      const rows = await db
        .select({ participantId: retroOps.participantId, opId: retroOps.opId, outcome: retroOps.outcome })
        .from(retroOps)
        .where(sql`(${retroOps.participantId}, ${retroOps.opId}) in (select * from ${pairs})`);
      for (const row of rows) {
        const remembered = rememberedOf(row.outcome);
        if (remembered) {
          found.set(opKey(row), remembered);
        }
      }
      return found;
    },

    /**
     * Records several outcomes in one statement; answers the opKeys that were recorded. One
     * missing means a twin (same sender and op id) was recorded meanwhile by another transaction.
     */
    async saveOutcomes(
      records: readonly (OpKey & { retroId: string; event: OpEventName; outcome: object })[],
    ): Promise<Set<string>> {
      if (records.length === 0) {
        return new Set();
      }
      const saved = await db
        .insert(retroOps)
        .values(
          records.map(({ participantId, opId, retroId, event, outcome }) => ({
            participantId,
            opId,
            retroId,
            outcome: { event, outcome },
          })),
        )
        .onConflictDoNothing()
        .returning({ participantId: retroOps.participantId, opId: retroOps.opId });
      return new Set(saved.map(opKey));
    },

    /**
     * Toggles likes, each (card, participant) pair at most once: for each, true when the
     * participant now likes the card, false when no longer, null when the card is not in this
     * retro. Two statements at most for the lot: a burst of likes is the board's busiest moment.
     */
    async toggleLikes(retroId: string, toggles: readonly LikeToggle[]): Promise<(boolean | null)[]> {
      if (toggles.length === 0) {
        return [];
      }
      const pairKey = (pair: LikeToggle) => `${pair.cardId}:${pair.participantId}`;
      const wanted = sql`${unnest(
        toggles.map((p) => p.cardId),
        toggles.map((p) => p.participantId),
      )} with ordinality as wanted(card_id, participant_id, ord)`;
      // Adding comes first: in a burst nearly every toggle is a new like. Only for a card of
      // this retro (a participant's likes never cross retros), in the order given: each like
      // takes the statement's own time, so likes applied together keep their order.
      const added = await db
        .insert(retroCardLikes)
        .select(
          db
            .select({
              cardId: retroCards.id,
              participantId: sql<string>`wanted.participant_id`.as('participant_id'),
              createdAt: sql<Date>`clock_timestamp()`.as('created_at'),
            })
            .from(wanted)
            .innerJoin(
              retroCards,
              and(eq(retroCards.id, sql`wanted.card_id`), eq(retroCards.retroId, retroId)),
            )
            .orderBy(sql`wanted.ord`),
        )
        .onConflictDoNothing()
        .returning({ cardId: retroCardLikes.cardId, participantId: retroCardLikes.participantId });
      const liked = new Map<string, boolean>(added.map((pair) => [pairKey(pair), true]));
      // Already liked (the insert met the conflict), or no such card: the like is taken back.
      const rest = toggles.filter((pair) => !liked.has(pairKey(pair)));
      if (rest.length > 0) {
        const pairs = unnest(
          rest.map((pair) => pair.cardId),
          rest.map((pair) => pair.participantId),
        );
        const removed = await db
          .delete(retroCardLikes)
          .where(sql`(${retroCardLikes.cardId}, ${retroCardLikes.participantId}) in (select * from ${pairs})`)
          .returning({ cardId: retroCardLikes.cardId, participantId: retroCardLikes.participantId });
        for (const pair of removed) {
          liked.set(pairKey(pair), false);
        }
      }
      return toggles.map((pair) => liked.get(pairKey(pair)) ?? null);
    },
  };
}
