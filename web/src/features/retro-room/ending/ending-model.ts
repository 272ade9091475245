import type { MoodVoteState } from '@squadboard/domain/realtime/retro-board.events';

// Which part of the end-of-retro flow shows (spec 002 §4 "Ending and cadence"). The server owns
// the timing: `moodVote.phase` turns from voting to done at resultAt, on every client alike, so
// a reload lands in the same step. Only what this browser has already shown is local.

export type EndingStep = 'none' | 'prompt' | 'waiting' | 'result' | 'details';

export interface EndingLocal {
  /** A vote went out from this page (shown as waiting before the server confirms it). */
  sent: boolean;
  /** This page saw the vote running, so the result is announced before the details. */
  sawVoting: boolean;
  /** The result modal has been shown and closed. */
  resultClosed: boolean;
  /** The details modal is open. */
  detailsOpen: boolean;
}

export const INITIAL_ENDING: EndingLocal = {
  sent: false,
  sawVoting: false,
  resultClosed: false,
  detailsOpen: false,
};

export function endingStep(moodVote: MoodVoteState | null | undefined, local: EndingLocal): EndingStep {
  if (!moodVote) {
    return 'none';
  }
  if (moodVote.phase === 'voting') {
    return moodVote.myVote !== null || local.sent ? 'waiting' : 'prompt';
  }
  if (local.sawVoting && !local.resultClosed) {
    return 'result';
  }
  return local.detailsOpen ? 'details' : 'none';
}

/**
 * Someone who arrives after the result (a reload, a late page) sees the details straight away
 * only if they took part in the vote and have not answered 'Is this metric useful?' yet;
 * anyone else just sees the mood in the sub-header and may open the details from there.
 */
export function detailsOnArrival(moodVote: MoodVoteState): boolean {
  return (
    moodVote.phase === 'done' &&
    moodVote.summary !== null &&
    moodVote.myVote !== null &&
    moodVote.myUseful === null
  );
}
