import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../tools/toolbar.fixture.ts';
import {
  layoutItems,
  placeOfItem,
  shownWithGroup,
  showsDiscussion,
  unitsOf,
  unitTotalsOf,
} from './board-layout.ts';

// How a column lays out its cards with groups, and in the discussion's order.

function card(id: string, columnId: string, rank: string, extra: Partial<BoardCard> = {}): BoardCard {
  return cardOf(id, { columnId, rank, text: id, authorId: 'p1', authorName: 'Ann', ...extra });
}

const board: Board = {
  columns: [
    { id: 'b', name: 'To improve', position: 1, editingBy: null },
    { id: 'a', name: 'Went well', position: 0, editingBy: null },
  ],
  cards: [
    card('a1', 'a', 'a0', { likes: ['p1'] }),
    card('a2', 'a', 'a1', { groupId: 'g1', likes: ['p1', 'p2'] }),
    card('a3', 'a', 'a2'),
    // The group's second card sits further down by rank: it shows with its group.
    card('a4', 'a', 'a3', { groupId: 'g1', likes: ['p3'] }),
    card('a5', 'a', 'a4', { likes: ['p1', 'p2'] }),
    // Its group is unknown to the board: a loose card.
    card('b1', 'b', 'a0', { groupId: 'gone' }),
    card('b2', 'b', 'a1', { likes: ['p2'] }),
  ],
  blur: false,
  groups: [{ id: 'g1', columnId: 'a', title: 'Pairing' }],
  facilitation: { phase: null, votes: null, discussId: null },
  timer: { running: false, seconds: 300, endsAt: null },
  moodVote: null,
  review: { enabled: false, items: [] },
};

const byId = new Map(board.cards.map((c) => [c.id, c]));

describe('board layout', () => {
  it('shows a group at its first card with all its cards together', () => {
    expect(layoutItems(board, false)).toEqual({ a: ['a1', 'a2', 'a4', 'a3', 'a5'], b: ['b1', 'b2'] });
  });

  it('keeps the rank order when the board has no groups', () => {
    expect(layoutItems({ ...board, groups: [] }, false)).toEqual({
      a: ['a1', 'a2', 'a3', 'a4', 'a5'],
      b: ['b1', 'b2'],
    });
  });

  it('lists each column by votes in the discussion, a group as one item', () => {
    // g1 has 3 votes, a5 2, a1 1, a3 none; ties keep the board's order.
    expect(layoutItems(board, true)).toEqual({ a: ['a2', 'a4', 'a5', 'a1', 'a3'], b: ['b2', 'b1'] });
    expect(showsDiscussion('discuss')).toBe(true);
    expect(showsDiscussion('actions')).toBe(true);
    expect(showsDiscussion('vote')).toBe(false);
    expect(showsDiscussion(null)).toBe(false);
  });

  it('makes units of neighbouring cards of one group, and counts them', () => {
    const ids = layoutItems(board, false).a ?? [];
    const units = unitsOf(
      ids.flatMap((id) => byId.get(id) ?? []),
      board.groups,
    );
    expect(units.map((u) => (u.kind === 'card' ? u.card.id : u.cards.map((c) => c.id)))).toEqual([
      'a1',
      ['a2', 'a4'],
      'a3',
      'a5',
    ]);
    expect(unitTotalsOf(layoutItems(board, false), byId, board.groups)).toEqual({ a: 4, b: 2 });
  });

  it('never cuts a group at the end of the card window', () => {
    const ids = layoutItems(board, false).a ?? [];
    expect(shownWithGroup(ids, 2, byId)).toBe(3);
    expect(shownWithGroup(ids, 1, byId)).toBe(1);
    expect(shownWithGroup(ids, 10, byId)).toBe(5);
    expect(shownWithGroup([], 2, byId)).toBe(0);
  });

  it('finds where a card or a group ends in its column', () => {
    const items = layoutItems(board, false);
    expect(placeOfItem(items, 'g1', byId)).toEqual({ columnId: 'a', lastIndex: 2 });
    expect(placeOfItem(items, 'b2', byId)).toEqual({ columnId: 'b', lastIndex: 1 });
    expect(placeOfItem(items, 'nope', byId)).toBeNull();
  });
});
