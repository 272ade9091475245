import type { MoodVoteState } from '@squadboard/domain/realtime/retro-board.events';
import {
  type MoodSummary,
  moodOf,
  moodSummary,
  VOTE_SCORES,
  VOTE_TIMING,
  type Vote,
} from '@squadboard/domain/retro/mood.rules';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { appError } from '../../http/app-error.ts';
import type { BoardRepository } from './board.repository.ts';
import type { BoardActor } from './board.service.ts';
import { firstOutcome, type RoleSeen, rememberOutcome, requireAdminNow } from './board-checks.ts';
import type { EndingRepository } from './ending.repository.ts';

// The end of a retro and the mood vote that follows (spec 002 §4 "Ending and cadence"). The
// server keeps the vote's clock: the result is due 23 s after the end and is counted once,
// by whichever comes first, the timer of the node that ended it or anyone asking after that.

export type EndingService = ReturnType<typeof createEndingService>;

export interface MoodVoteResult {
  result: Mood;
  summary: MoodSummary;
}

interface Repos {
  board: BoardRepository;
  ending: EndingRepository;
}

/** The board's and the vote's tables on one executor (built in the composition root). */
export type EndingWork = UnitOfWork<Repos>;

export function createEndingService(deps: { work: EndingWork; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  // Read outside a transaction, or written in one.
  const outside = deps.work;
  const inTransaction = outside.transaction;

  async function summaryOf(r: Repos, retroId: string, title: string, mood: Mood): Promise<MoodSummary> {
    // One after the other: `r` may work in a transaction, on one connection.
    const columns = await r.board.columns(retroId);
    const cards = await r.board.cards(retroId);
    const votes = await r.ending.votes(retroId);
    const likes = await r.board.likes(cards.map((c) => c.id));
    // A group counts as one entry of the most liked: its title, its cards' likes.
    const groups = await r.board.groups(retroId);
    return moodSummary({
      retroTitle: title,
      mood,
      voteCount: votes.filter((v) => v.vote !== null).length,
      columns,
      cards: cards.map((c) => ({
        columnId: c.columnId,
        text: c.text,
        likes: likes.get(c.id)?.length ?? 0,
        groupId: c.groupId,
      })),
      groups,
    });
  }

  return {
    /**
     * The admin ends the retro: completed, clock stopped, the vote open until resultAt. The admin
     * is whoever the database says now (`seen` hears it), not the role the seat joined with.
     */
    async end(actor: BoardActor, opId: string, seen?: RoleSeen): Promise<{ resultAt: string }> {
      return inTransaction(async (r) => {
        const locked = await r.board.lockRetro(actor.retroId, { participantId: actor.participantId, opId });
        const retro = locked?.retro;
        const prior = firstOutcome<{ resultAt: string }>(locked?.prior ?? null, 'close_retro');
        if (prior) {
          return prior;
        }
        await requireAdminNow(r.board, actor.participantId, seen);
        const at = now();
        const resultAt = new Date(at.getTime() + VOTE_TIMING.resultMs);
        if (!retro || !(await r.ending.end(actor.retroId, at, resultAt))) {
          throw appError('NOT_LIVE');
        }
        const outcome = { resultAt: resultAt.toISOString() };
        await rememberOutcome(r.board, actor, opId, 'close_retro', outcome);
        return outcome;
      });
    },

    /** A participant's mood, until the result is due; voting again replaces the vote. */
    async vote(actor: BoardActor, vote: Vote): Promise<void> {
      const retro = await outside.ending.retro(actor.retroId);
      if (retro?.status !== 'COMPLETED' || !retro.voteResultAt || now() >= retro.voteResultAt) {
        throw appError('VOTE_CLOSED');
      }
      await outside.ending.saveVote(actor.retroId, actor.participantId, { vote });
    },

    /** 'Is this metric useful?' Yes or No, once the retro has ended. */
    async useful(actor: BoardActor, useful: boolean): Promise<void> {
      const retro = await outside.ending.retro(actor.retroId);
      if (retro?.status !== 'COMPLETED' && retro?.status !== 'ARCHIVED') {
        throw appError('NOT_LIVE');
      }
      await outside.ending.saveVote(actor.retroId, actor.participantId, { useful });
    },

    /**
     * Counts the vote once it is due. `counted` is true only for the call that stored the
     * result, so exactly one caller announces it.
     */
    async finalize(retroId: string): Promise<(MoodVoteResult & { counted: boolean }) | null> {
      const retro = await outside.ending.retro(retroId);
      if (!retro?.voteResultAt || now() < retro.voteResultAt) {
        return null;
      }
      let mood = retro.mood;
      let counted = false;
      if (mood === null) {
        const votes = await outside.ending.votes(retroId);
        mood = moodOf(votes.flatMap((v) => (v.vote ? [VOTE_SCORES[v.vote]] : [])));
        counted = await outside.ending.setMood(retroId, mood);
        if (!counted) {
          mood = (await outside.ending.retro(retroId))?.mood ?? mood;
        }
      }
      return { result: mood, summary: await summaryOf(outside, retroId, retro.title, mood), counted };
    },

    /** The vote as `participantId` sees it, or null before the end. */
    async state(retroId: string, participantId: string | null): Promise<MoodVoteState | null> {
      const retro = await outside.ending.retro(retroId);
      if (!retro?.voteResultAt) {
        return null;
      }
      const mine = (await outside.ending.votes(retroId)).find((v) => v.participantId === participantId);
      const done = now() >= retro.voteResultAt && retro.mood !== null;
      return {
        phase: done ? 'done' : 'voting',
        resultAt: retro.voteResultAt.toISOString(),
        myVote: mine?.vote ?? null,
        myUseful: mine?.useful ?? null,
        summary: done && retro.mood ? await summaryOf(outside, retroId, retro.title, retro.mood) : null,
      };
    },
  };
}
