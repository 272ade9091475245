import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { describe, expect, it } from 'vitest';
import { cardOf } from '../../tools/toolbar.fixture.ts';
import { cardsIn, orderedColumns } from '../board-state.ts';
import {
  applyDrag,
  applyMoveTitle,
  columnItems,
  containerOf,
  groupDrop,
  listId,
  moveAcross,
  moveWithin,
  placeOf,
  reorder,
} from './board-dnd.ts';

const card = (id: string, columnId: string, rank: string): BoardCard =>
  cardOf(id, { columnId, rank, text: id, authorId: 'p1', authorName: 'Ann' });

const board: Board = {
  columns: [
    { id: 'b', name: 'To improve', position: 1, editingBy: null },
    { id: 'a', name: 'Went well', position: 0, editingBy: null },
    { id: 'c', name: 'Actions', position: 2, editingBy: null },
  ],
  cards: [card('a2', 'a', 'a1'), card('a1', 'a', 'a0'), card('b1', 'b', 'a0'), card('a3', 'a', 'a2')],
  blur: false,
  groups: [],
  facilitation: { phase: null, votes: null, discussId: null },
  timer: { running: false, seconds: 300, endsAt: null },
  moodVote: null,
  review: { enabled: false, items: [] },
};

const ids = (b: Board, column: string) => cardsIn(b, column).map((c) => c.id);

describe('board drag helpers', () => {
  it('lists card ids per column in order, empty columns included', () => {
    expect(columnItems(board)).toEqual({ a: ['a1', 'a2', 'a3'], b: ['b1'], c: [] });
  });

  it('finds the column of a card, a card list or a column', () => {
    const items = columnItems(board);
    expect(containerOf(items, 'a2')).toBe('a');
    expect(containerOf(items, listId('c'))).toBe('c');
    expect(containerOf(items, 'column:b')).toBe('b');
    expect(containerOf(items, 'nope')).toBeNull();
  });

  it('reorders as the server does (clamped)', () => {
    expect(reorder(['x', 'y', 'z'], 'x', 2)).toEqual(['y', 'z', 'x']);
    expect(reorder(['x', 'y', 'z'], 'z', 0)).toEqual(['z', 'x', 'y']);
    expect(reorder(['x', 'y'], 'q', 99)).toEqual(['x', 'y', 'q']);
  });

  it('moves a dragged card into another column above or below the card under it', () => {
    const items = columnItems(board);
    expect(moveAcross(items, 'a2', 'b1', false)).toEqual({ a: ['a1', 'a3'], b: ['a2', 'b1'], c: [] });
    expect(moveAcross(items, 'a2', 'b1', true)).toEqual({ a: ['a1', 'a3'], b: ['b1', 'a2'], c: [] });
    // Over an empty column's list: to its end.
    expect(moveAcross(items, 'a1', listId('c'), false).c).toEqual(['a1']);
    // Same column: left to the sortable strategy, the same object back.
    expect(moveAcross(items, 'a1', 'a3', true)).toBe(items);
  });

  it('settles the drop within a column on the card it is over', () => {
    const items = columnItems(board);
    expect(moveWithin(items, 'a1', 'a3').a).toEqual(['a2', 'a3', 'a1']);
    expect(moveWithin(items, 'a3', 'a1').a).toEqual(['a3', 'a1', 'a2']);
    expect(moveWithin(items, 'a1', 'b1')).toBe(items);
    expect(placeOf(moveWithin(items, 'a3', 'a1'), 'a3')).toEqual({ columnId: 'a', index: 0 });
  });

  it('shows a drag the way the server will apply it, giving the moved card alone a new rank', () => {
    const moved = applyDrag(board, 'a1', 'b', 1);
    expect(ids(moved, 'a')).toEqual(['a2', 'a3']);
    expect(ids(moved, 'b')).toEqual(['b1', 'a1']);
    const changed = moved.cards.filter((c) => board.cards.find((o) => o.id === c.id)?.rank !== c.rank);
    expect(changed.map((c) => c.id)).toEqual(['a1']);
    expect(ids(applyDrag(board, 'a3', 'a', 0), 'a')).toEqual(['a3', 'a1', 'a2']);
    expect(ids(applyDrag(board, 'a1', 'a', 1), 'a')).toEqual(['a2', 'a1', 'a3']);
    expect(ids(applyDrag(board, 'a1', 'a', 2), 'a')).toEqual(['a2', 'a3', 'a1']);
    // Into an empty column, and past the end (clamped).
    expect(ids(applyDrag(board, 'a2', 'c', 0), 'c')).toEqual(['a2']);
    expect(ids(applyDrag(board, 'b1', 'a', 99), 'a')).toEqual(['a1', 'a2', 'a3', 'b1']);
    // Unknown card or column: unchanged.
    expect(applyDrag(board, 'zz', 'b', 0)).toBe(board);
    expect(applyDrag(board, 'a1', 'zz', 0)).toBe(board);
  });

  it('keeps finding a place after many drags into the same gap', () => {
    let next = board;
    for (let i = 0; i < 200; i++) {
      // The first card of column a goes between the next one and the last: always the same gap.
      const [first] = ids(next, 'a');
      next = applyDrag(next, first ?? '', 'a', 1);
    }
    expect(ids(next, 'a')).toHaveLength(3);
    expect(new Set(next.cards.map((c) => c.rank)).size).toBeGreaterThanOrEqual(3);
  });

  it('leaves the board to the server when the neighbours give no room (equal keys)', () => {
    const tied: Board = {
      ...board,
      cards: [card('t1', 'c', 'a0'), card('t2', 'c', 'a0'), card('x', 'b', 'a5')],
    };
    expect(applyDrag(tied, 'x', 'c', 1)).toBe(tied);
  });

  it('shows a column move the way the server will order it', () => {
    expect(orderedColumns(applyMoveTitle(board, 'c', 0)).map((c) => c.id)).toEqual(['c', 'a', 'b']);
    expect(orderedColumns(applyMoveTitle(board, 'a', 1)).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });

  describe('drop to group (issue 20)', () => {
    const cards = [
      { id: 'x', groupId: null },
      { id: 'y', groupId: null },
      { id: 'g1a', groupId: 'g1' },
      { id: 'g1b', groupId: 'g1' },
      { id: 'g2a', groupId: 'g2' },
    ];

    it('groups a card dropped onto another card while grouping is on', () => {
      expect(groupDrop(cards, 'x', 'y', true)).toEqual({ cardId: 'x', ontoCardId: 'y' });
      // Onto a grouped card: it joins that group; out of one group into another too.
      expect(groupDrop(cards, 'x', 'g1a', true)).toEqual({ cardId: 'x', ontoCardId: 'g1a' });
      expect(groupDrop(cards, 'g2a', 'g1b', true)).toEqual({ cardId: 'g2a', ontoCardId: 'g1b' });
      expect(groupDrop(cards, 'g1a', 'x', true)).toEqual({ cardId: 'g1a', ontoCardId: 'x' });
    });

    it('does not group with grouping off, onto itself, its own group, a list or a gone card', () => {
      expect(groupDrop(cards, 'x', 'y', false)).toBeNull();
      expect(groupDrop(cards, 'x', 'x', true)).toBeNull();
      expect(groupDrop(cards, 'g1a', 'g1b', true)).toBeNull();
      expect(groupDrop(cards, 'x', listId('a'), true)).toBeNull();
      expect(groupDrop(cards, 'x', null, true)).toBeNull();
      expect(groupDrop(cards, 'gone', 'y', true)).toBeNull();
    });
  });
});
