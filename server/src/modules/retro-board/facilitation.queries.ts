import type { Role, UserStatus } from '@squadboard/domain';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import {
  type ParticipantStatus,
  retroCardGroups,
  retroCardLikes,
  retroCards,
  retroParticipants,
  retros,
  squadMembers,
  squads,
  users,
} from '../../db/schema/index.ts';

// The SQL of facilitation: vote budgets, phases, the facilitator's handover. Part of
// the board's repository (board.repository.ts).

/** Whom the facilitator's role would go to, as the database holds them now. */
export interface HandoverTargetRow {
  participantId: string;
  name: string;
  status: ParticipantStatus;
  /** Null for a guest, who has no account. */
  userId: string | null;
  userCustomerId: string | null;
  userRole: Role | null;
  userStatus: UserStatus | null;
  /** In the retro's squad: one of its members, or its lead. */
  inSquad: boolean;
  squadLeadId: string | null;
}

/** `column` is one of `ids`, sent as ONE array parameter whatever their number (PGlite's WASM build). */
function anyOf(column: PgColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${sql.param([...ids])}::uuid[])`;
}

export function facilitationQueries(db: Executor) {
  return {
    /**
     * Locks these participants' rows until the transaction ends, in the order of their ids (two
     * groups of likes locking overlapping people never wait on each other in a cycle). A like
     * holds the retro's row only in share mode, so this is what serialises one person's likes
     * across their sockets and the server's nodes while a vote budget is counted. NO KEY UPDATE:
     * it excludes the same lock elsewhere but not the key-share locks that inserting their cards
     * and likes takes on those rows.
     */
    async lockVoters(participantIds: readonly string[]): Promise<void> {
      if (participantIds.length === 0) {
        return;
      }
      await db
        .select({ id: retroParticipants.id })
        .from(retroParticipants)
        .where(anyOf(retroParticipants.id, participantIds))
        .orderBy(asc(retroParticipants.id))
        .for('no key update');
    },

    /**
     * The cards each of these participants likes. A participant belongs to one retro, so their
     * likes are that retro's: no join with the cards is needed.
     */
    async likedBy(participantIds: readonly string[]): Promise<Map<string, Set<string>>> {
      const byParticipant = new Map<string, Set<string>>(participantIds.map((id) => [id, new Set()]));
      if (participantIds.length === 0) {
        return byParticipant;
      }
      const rows = await db
        .select({ participantId: retroCardLikes.participantId, cardId: retroCardLikes.cardId })
        .from(retroCardLikes)
        .where(anyOf(retroCardLikes.participantId, participantIds));
      for (const row of rows) {
        byParticipant.get(row.participantId)?.add(row.cardId);
      }
      return byParticipant;
    },

    /** Which of these cards are on the retro's board (a like of any other toggles nothing). */
    async cardsOnBoard(retroId: string, cardIds: readonly string[]): Promise<Set<string>> {
      if (cardIds.length === 0) {
        return new Set();
      }
      const rows = await db
        .select({ id: retroCards.id })
        .from(retroCards)
        .where(and(eq(retroCards.retroId, retroId), anyOf(retroCards.id, cardIds)));
      return new Set(rows.map((row) => row.id));
    },

    /** Whether `itemId` is a card or a group of the retro: something the room may discuss. */
    async discussable(retroId: string, itemId: string): Promise<boolean> {
      const card = db
        .select({ id: retroCards.id })
        .from(retroCards)
        .where(and(eq(retroCards.retroId, retroId), eq(retroCards.id, itemId)));
      const group = db
        .select({ id: retroCardGroups.id })
        .from(retroCardGroups)
        .where(and(eq(retroCardGroups.retroId, retroId), eq(retroCardGroups.id, itemId)));
      const [row] = await db
        .select({ found: sql<boolean>`exists (${card}) or exists (${group})` })
        .from(retros)
        .where(eq(retros.id, retroId));
      return row?.found === true;
    },

    /**
     * A participant of this retro with their account (if any) and whether that account is in the
     * retro's squad. Undefined when no such participant is in this retro. One statement.
     */
    async handoverTarget(retroId: string, participantId: string): Promise<HandoverTargetRow | undefined> {
      const member = db
        .select({ one: sql`1` })
        .from(squadMembers)
        .where(and(eq(squadMembers.squadId, retros.squadId), eq(squadMembers.userId, users.id)));
      const [row] = await db
        .select({
          participantId: retroParticipants.id,
          name: retroParticipants.name,
          status: retroParticipants.status,
          userId: users.id,
          userCustomerId: users.customerId,
          userRole: users.role,
          userStatus: users.status,
          inSquad: sql<boolean>`coalesce(${squads.leadId} = ${users.id}, false) or exists (${member})`,
          squadLeadId: squads.leadId,
        })
        .from(retroParticipants)
        .innerJoin(retros, eq(retros.id, retroParticipants.retroId))
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .leftJoin(users, eq(users.id, retroParticipants.userId))
        .where(and(eq(retroParticipants.retroId, retroId), eq(retroParticipants.id, participantId)));
      return row;
    },
  };
}
