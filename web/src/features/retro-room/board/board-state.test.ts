import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../tools/toolbar.fixture.ts';
import { applyBoardEvent, cardsIn, holdsWholeBoard, orderedColumns, replayEvents } from './board-state.ts';

const card = (id: string, columnId: string, rank: string, text: string | null = id): BoardCard =>
  cardOf(id, { columnId, rank, text, authorId: 'p1', authorName: 'Ann' });

const board: Board = {
  columns: [
    { id: 'a', name: 'Went well', position: 0, editingBy: null },
    { id: 'b', name: 'To improve', position: 1, editingBy: null },
  ],
  cards: [card('c1', 'a', 'a0'), card('c2', 'a', 'a1'), card('c3', 'b', 'a0')],
  blur: false,
  groups: [],
  facilitation: { phase: null, votes: null, discussId: null },
  timer: { running: false, seconds: 300, endsAt: null },
  moodVote: null,
  review: { enabled: false, items: [] },
};

describe('board state', () => {
  it('adds a card once, even when its event arrives twice', () => {
    const once = applyBoardEvent(board, 'added', { card: card('c4', 'b', 'a1') });
    const twice = applyBoardEvent(once, 'added', { card: card('c4', 'b', 'a1') });
    expect(cardsIn(twice, 'b').map((c) => c.id)).toEqual(['c3', 'c4']);
  });

  it('edits, deletes and moves cards', () => {
    let next = applyBoardEvent(board, 'edited', { card: card('c1', 'a', 'a0', 'New text') });
    expect(next.cards.find((c) => c.id === 'c1')?.text).toBe('New text');
    // The server sends the moved card only, with its new rank key.
    next = applyBoardEvent(next, 'drop', { moves: [{ id: 'c2', columnId: 'b', rank: 'Zz', groupId: null }] });
    expect(cardsIn(next, 'b').map((c) => c.id)).toEqual(['c2', 'c3']);
    expect(cardsIn(next, 'a').map((c) => c.id)).toEqual(['c1']);
    expect(next.cards.find((c) => c.id === 'c3')?.rank).toBe('a0');
    next = applyBoardEvent(next, 'deleted', { cardId: 'c2' });
    expect(cardsIn(next, 'b').map((c) => c.id)).toEqual(['c3']);
  });

  it('orders a column by rank key by character code, not by locale or insertion', () => {
    const cards = [
      card('x', 'a', 'a1'),
      card('y', 'a', 'Zz'),
      card('z', 'a', 'a0V'),
      card('w', 'a', 'b00'),
      card('v', 'a', 'a0'),
    ];
    // 'Z' < 'a' by character code (a locale compare would put 'Zz' last).
    expect(cardsIn({ ...board, cards }, 'a').map((c) => c.id)).toEqual(['y', 'v', 'z', 'x', 'w']);
  });

  it('adds, renames, reorders and deletes columns with their cards', () => {
    let next = applyBoardEvent(board, 'addedTitle', {
      column: { id: 'c', name: 'Ideas', position: 2, editingBy: null },
    });
    next = applyBoardEvent(next, 'movedTitle', { order: ['c', 'a', 'b'] });
    expect(orderedColumns(next).map((c) => c.name)).toEqual(['Ideas', 'Went well', 'To improve']);
    next = applyBoardEvent(next, 'deletedTitle', { columnId: 'a' });
    expect(next.columns.map((c) => c.id)).toEqual(['b', 'c']);
    expect(next.cards.map((c) => c.id)).toEqual(['c3']);
  });

  it('replaces likes, reactions, locks, blur and the timer', () => {
    let next = applyBoardEvent(board, 'liked', { cardId: 'c1', participantId: 'p1', liked: true });
    next = applyBoardEvent(next, 'liked', { cardId: 'c1', participantId: 'p2', liked: true });
    next = applyBoardEvent(next, 'liked', { cardId: 'c1', participantId: 'p2', liked: true });
    next = applyBoardEvent(next, 'liked', { cardId: 'c1', participantId: 'p3', liked: true });
    next = applyBoardEvent(next, 'liked', { cardId: 'c1', participantId: 'p3', liked: false });
    const heart = { participantId: 'p2', name: 'Bob', emojiId: 'heart', native: '❤️' };
    next = applyBoardEvent(next, 'addedEmoji', { cardId: 'c1', participantId: 'p2', reaction: heart });
    next = applyBoardEvent(next, 'addedEmoji', {
      cardId: 'c1',
      participantId: 'p2',
      reaction: { ...heart, emojiId: '+1', native: '👍' },
    });
    next = applyBoardEvent(next, 'addedEmoji', {
      cardId: 'c1',
      participantId: 'p4',
      reaction: { ...heart, participantId: 'p4' },
    });
    next = applyBoardEvent(next, 'addedEmoji', { cardId: 'c1', participantId: 'p4', reaction: null });
    next = applyBoardEvent(next, 'editing', { target: 'card', id: 'c1', by: 'p2' });
    next = applyBoardEvent(next, 'editing', { target: 'column', id: 'b', by: 'p9' });
    next = applyBoardEvent(next, 'addBlurToggle', { blur: true });
    next = applyBoardEvent(next, 'timer', {
      timer: { running: true, seconds: 240, endsAt: '2026-11-22T10:04:00Z' },
    });
    const c1 = next.cards.find((c) => c.id === 'c1');
    expect(c1).toMatchObject({ likes: ['p1', 'p2'], editingBy: 'p2' });
    expect(c1?.reactions.map((r) => r.emojiId)).toEqual(['+1']);
    expect(next.columns.find((c) => c.id === 'b')?.editingBy).toBe('p9');
    expect(next.blur).toBe(true);
    expect(next.timer.running).toBe(true);
    const ended = { running: false, seconds: 0, endsAt: null };
    expect(applyBoardEvent(next, 'emit_sound', { timer: ended }).timer).toEqual(ended);
  });

  it('applies the events heard during a sync over its answer, those already in it changing nothing', () => {
    // Read by the server after c1 was liked, before c4 was added and c2 deleted; all four
    // events arrive before the answer.
    const liked = applyBoardEvent(board, 'liked', { cardId: 'c1', participantId: 'p2', liked: true });
    const heard = [
      { event: 'liked' as const, payload: { cardId: 'c1', participantId: 'p2', liked: true } },
      { event: 'added' as const, payload: { card: card('c4', 'b', 'a1') } },
      { event: 'deleted' as const, payload: { cardId: 'c2' } },
    ];
    const replayed = replayEvents(liked, heard);
    expect(replayed.cards.find((c) => c.id === 'c1')?.likes).toEqual(['p2']);
    expect(cardsIn(replayed, 'a').map((c) => c.id)).toEqual(['c1']);
    expect(cardsIn(replayed, 'b').map((c) => c.id)).toEqual(['c3', 'c4']);
  });

  it('knows a first sync held the whole board when no column came full', () => {
    expect(holdsWholeBoard(board, 3)).toBe(true);
    expect(holdsWholeBoard(board, 2)).toBe(false);
    expect(holdsWholeBoard({ ...board, cards: [] }, 1)).toBe(true);
  });

  describe('facilitation (issue 20)', () => {
    const group = { id: 'g1', columnId: 'a', title: 'Pairing' };
    const grouped = applyBoardEvent(board, 'grouped', {
      group,
      moves: [
        { id: 'c1', columnId: 'a', rank: 'a0', groupId: 'g1' },
        { id: 'c3', columnId: 'a', rank: 'a0V', groupId: 'g1' },
      ],
    });

    it('groups cards: the group is added once and its cards move into it', () => {
      expect(grouped.groups).toEqual([group]);
      expect(cardsIn(grouped, 'a').map((c) => [c.id, c.groupId])).toEqual([
        ['c1', 'g1'],
        ['c3', 'g1'],
        ['c2', null],
      ]);
      // A card joining an existing group: the group is replaced, not doubled.
      const grown = applyBoardEvent(grouped, 'grouped', {
        group,
        moves: [{ id: 'c2', columnId: 'a', rank: 'a1', groupId: 'g1' }],
      });
      expect(grown.groups).toEqual([group]);
      expect(grown.cards.every((c) => c.groupId === 'g1')).toBe(true);
    });

    it('ungroups: the group goes and its cards are loose where they are', () => {
      const loose = applyBoardEvent(grouped, 'ungrouped', { groupId: 'g1', cardIds: ['c1', 'c3'] });
      expect(loose.groups).toEqual([]);
      expect(loose.cards.map((c) => c.groupId)).toEqual([null, null, null]);
      expect(cardsIn(loose, 'a').map((c) => c.id)).toEqual(['c1', 'c3', 'c2']);
    });

    it('renames a group, and adds one it did not know (a sync brings the rest)', () => {
      const renamed = applyBoardEvent(grouped, 'groupRenamed', { group: { ...group, title: 'Pair more' } });
      expect(renamed.groups).toEqual([{ ...group, title: 'Pair more' }]);
      const other = { id: 'g2', columnId: 'b', title: 'New' };
      expect(applyBoardEvent(renamed, 'groupRenamed', { group: other }).groups).toHaveLength(2);
    });

    it('takes the facilitation state whole', () => {
      const facilitation = { phase: 'vote' as const, votes: 3, discussId: null };
      expect(applyBoardEvent(board, 'facilitation', { facilitation }).facilitation).toEqual(facilitation);
    });

    it('moves a card out of its group with the groupId a drop carries', () => {
      const out = applyBoardEvent(grouped, 'drop', {
        moves: [{ id: 'c3', columnId: 'b', rank: 'a5', groupId: null }],
      });
      expect(out.cards.find((c) => c.id === 'c3')).toMatchObject({ columnId: 'b', groupId: null });
      expect(out.cards.find((c) => c.id === 'c1')?.groupId).toBe('g1');
    });

    it('drops the groups of a deleted column', () => {
      expect(applyBoardEvent(grouped, 'deletedTitle', { columnId: 'a' }).groups).toEqual([]);
    });
  });
});
