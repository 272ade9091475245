import { describe, expect, it } from 'vitest';
import { MOOD_THRESHOLDS, moodOf, moodSummary, VOTE_SCORES } from './mood.rules.ts';

describe('moodOf', () => {
  it('is none without votes', () => {
    expect(moodOf([])).toBe('none');
  });

  it('is happy above the high threshold, flat between the two inclusive, sad below', () => {
    expect(moodOf([VOTE_SCORES.happy])).toBe('happy');
    expect(moodOf([MOOD_THRESHOLDS.high + 0.01])).toBe('happy');
    expect(moodOf([MOOD_THRESHOLDS.high])).toBe('flat');
    expect(moodOf([MOOD_THRESHOLDS.low])).toBe('flat');
    expect(moodOf([MOOD_THRESHOLDS.low - 0.01])).toBe('sad');
    // 5 + 2.5 + 1 = 8.5 / 3 ≈ 2.83: flat.
    expect(moodOf([VOTE_SCORES.happy, VOTE_SCORES.flat, VOTE_SCORES.sad])).toBe('flat');
    // Two happy and one who closed the prompt: (5 + 5 + 0.5) / 3 = 3.5: flat.
    expect(moodOf([VOTE_SCORES.happy, VOTE_SCORES.happy, VOTE_SCORES.dismissed])).toBe('flat');
    expect(moodOf([VOTE_SCORES.not_interested, VOTE_SCORES.sad])).toBe('sad');
  });
});

describe('moodSummary', () => {
  it('counts comments per column and keeps cards liked by more than half the voters', () => {
    const summary = moodSummary({
      retroTitle: 'Sprint 9',
      mood: 'flat',
      voteCount: 4,
      columns: [
        { id: 'a', name: 'Went well' },
        { id: 'b', name: 'To improve' },
      ],
      cards: [
        { columnId: 'a', text: 'Pairing', likes: 3 },
        { columnId: 'a', text: 'Demo', likes: 2 },
        { columnId: 'b', text: 'Flaky CI', likes: 4 },
      ],
    });
    expect(summary).toEqual({
      retroTitle: 'Sprint 9',
      cadenceResult: 'flat',
      countOfComments: 3,
      cardDescription: [
        { columnTitle: 'Went well', numberOfComments: 2 },
        { columnTitle: 'To improve', numberOfComments: 1 },
      ],
      mostLikedComments: [
        { numberOfLikes: 4, cardDescription: 'Flaky CI' },
        { numberOfLikes: 3, cardDescription: 'Pairing' },
      ],
    });
  });

  it('lists a group once, with the likes of all its cards, under its title', () => {
    const summary = moodSummary({
      retroTitle: 'Sprint 10',
      mood: 'happy',
      voteCount: 3,
      columns: [{ id: 'a', name: 'To improve' }],
      cards: [
        { columnId: 'a', text: 'Flaky CI', likes: 2, groupId: 'g' },
        { columnId: 'a', text: 'Slow builds', likes: 2, groupId: 'g' },
        { columnId: 'a', text: 'Long standups', likes: 3, groupId: null },
        // A group the summary was not given reads as loose cards.
        { columnId: 'a', text: 'Stray', likes: 1, groupId: 'unknown' },
      ],
      groups: [{ id: 'g', title: 'CI pain' }],
    });
    expect(summary.countOfComments).toBe(4);
    expect(summary.cardDescription).toEqual([{ columnTitle: 'To improve', numberOfComments: 4 }]);
    expect(summary.mostLikedComments).toEqual([
      { numberOfLikes: 4, cardDescription: 'CI pain' },
      { numberOfLikes: 3, cardDescription: 'Long standups' },
    ]);
  });

  it('keeps a group out when its summed likes are not above half the voters', () => {
    const summary = moodSummary({
      retroTitle: 'Sprint 11',
      mood: 'flat',
      voteCount: 6,
      columns: [{ id: 'a', name: 'Went well' }],
      cards: [
        { columnId: 'a', text: 'One', likes: 2, groupId: 'g' },
        { columnId: 'a', text: 'Two', likes: 1, groupId: 'g' },
      ],
      groups: [{ id: 'g', title: 'Both' }],
    });
    expect(summary.mostLikedComments).toEqual([]);
  });
});
