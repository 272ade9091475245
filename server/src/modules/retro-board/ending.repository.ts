import type { Vote } from '@squadboard/domain/retro/mood.rules';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { retroMoodVotes, retros } from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';

// SQL of the end of a retro and its mood vote.

export type EndingRepository = UnitOfWork<ReturnType<typeof endingQueries>>;

export interface VoteRow {
  participantId: string;
  vote: Vote | null;
  useful: boolean | null;
}

export function createEndingRepository(db: Executor): EndingRepository {
  return unitOfWork(db, endingQueries);
}

function endingQueries(db: Executor) {
  return {
    async retro(retroId: string) {
      const [row] = await db
        .select({
          id: retros.id,
          title: retros.title,
          status: retros.status,
          mood: retros.mood,
          voteResultAt: retros.voteResultAt,
        })
        .from(retros)
        .where(eq(retros.id, retroId));
      return row;
    },

    /** Ends a live retro; false when it was no longer in progress. */
    async end(retroId: string, at: Date, voteResultAt: Date): Promise<boolean> {
      const rows = await db
        .update(retros)
        // Blur hides cards while people write; the ended board, its archive and PDF show them all.
        .set({
          status: 'COMPLETED',
          endedAt: at,
          timerEndsAt: null,
          blur: false,
          voteResultAt,
          updatedAt: at,
        })
        .where(and(eq(retros.id, retroId), eq(retros.status, 'INPROGRESS')))
        .returning({ id: retros.id });
      return rows.length > 0;
    },

    async votes(retroId: string): Promise<VoteRow[]> {
      return db
        .select({
          participantId: retroMoodVotes.participantId,
          vote: retroMoodVotes.vote,
          useful: retroMoodVotes.useful,
        })
        .from(retroMoodVotes)
        .where(eq(retroMoodVotes.retroId, retroId));
    },

    async saveVote(
      retroId: string,
      participantId: string,
      change: { vote: Vote } | { useful: boolean },
    ): Promise<void> {
      await db
        .insert(retroMoodVotes)
        .values({ retroId, participantId, ...change })
        .onConflictDoUpdate({
          target: [retroMoodVotes.retroId, retroMoodVotes.participantId],
          set: { ...change, updatedAt: new Date() },
        });
    },

    /** Stores the result once; false when it was already there. */
    async setMood(retroId: string, mood: Mood): Promise<boolean> {
      const rows = await db
        .update(retros)
        .set({ mood })
        .where(and(eq(retros.id, retroId), isNull(retros.mood)))
        .returning({ id: retros.id });
      return rows.length > 0;
    },
  };
}
