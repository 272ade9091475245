import { describe, expect, it } from 'vitest';
import { moodVoteOf, SUMMARY } from '../tools/toolbar.fixture.ts';
import { detailsOnArrival, endingStep, INITIAL_ENDING } from './ending-model.ts';

describe('ending steps', () => {
  it('shows nothing before the end', () => {
    expect(endingStep(null, INITIAL_ENDING)).toBe('none');
  });

  it('prompts until a vote is sent or known, then waits', () => {
    expect(endingStep(moodVoteOf(), INITIAL_ENDING)).toBe('prompt');
    expect(endingStep(moodVoteOf(), { ...INITIAL_ENDING, sent: true })).toBe('waiting');
    // After a reload the server remembers the vote.
    expect(endingStep(moodVoteOf({ myVote: 'sad' }), INITIAL_ENDING)).toBe('waiting');
  });

  it('announces the result to those who saw the vote, then the details', () => {
    const done = moodVoteOf({ phase: 'done', myVote: 'happy', summary: SUMMARY });
    const saw = { ...INITIAL_ENDING, sawVoting: true, sent: true };
    expect(endingStep(done, saw)).toBe('result');
    expect(endingStep(done, { ...saw, resultClosed: true, detailsOpen: true })).toBe('details');
    expect(endingStep(done, { ...saw, resultClosed: true, detailsOpen: false })).toBe('none');
  });

  it('opens the details on arrival only for voters who have not answered', () => {
    const done = moodVoteOf({ phase: 'done', summary: SUMMARY });
    expect(detailsOnArrival({ ...done, myVote: 'flat' })).toBe(true);
    expect(detailsOnArrival({ ...done, myVote: 'flat', myUseful: true })).toBe(false);
    expect(detailsOnArrival(done)).toBe(false);
    expect(endingStep(done, INITIAL_ENDING)).toBe('none');
  });
});
