import type { BoardAncestor } from '@squadboard/domain/sprints/sprint-run.schema';
import { describe, expect, it } from 'vitest';
import { boardCard, boardFixture, T0 } from './board.fixture.ts';
import {
  applySprintItem,
  boardLanes,
  filterCards,
  filterChoices,
  NO_FILTERS,
  revertCard,
  UNASSIGNED,
  withCardStatus,
} from './board-state.ts';

const OTHER_SPRINT = '6e2a4b3c-2d5f-4a7b-9c8d-0e1f2a3b4c5d';
const T1 = '2026-11-01T11:00:00.000Z';
const card = boardCard;
const boardOf = boardFixture;

describe('applySprintItem', () => {
  it('replaces a card with its later version, in place', () => {
    const board = boardOf([card(1), card(2)]);
    const { board: next, refetch } = applySprintItem(board, card(1, { statusId: 6, updatedAt: T1 }));
    expect(next.items.map((i) => [i.id, i.statusId])).toEqual([
      ['item-1', 6],
      ['item-2', 1],
    ]);
    expect(refetch).toBe(false);
  });

  it('keeps the card when the version that arrives is not later', () => {
    const board = withCardStatus(boardOf([card(1)]), 'item-1', 8);
    const stale = card(1, { statusId: 1, updatedAt: T0 });
    expect(applySprintItem(board, stale).board).toBe(board);
  });

  it('adds a new card of the sprint at the end and counts it in the header', () => {
    const board = boardOf([card(1)]);
    const { board: next } = applySprintItem(board, card(2, { effortHours: 8, updatedAt: T1 }));
    expect(next.items.map((i) => i.id)).toEqual(['item-1', 'item-2']);
    expect(next.sprint?.itemCount).toBe(2);
    expect(next.sprint?.committedHours).toBe(12);
    expect(next.sprint?.overCapacity).toBe(true);
  });

  it('takes a card off when it left the sprint or the squad, and ignores strangers', () => {
    const board = boardOf([card(1), card(2)]);
    const moved = applySprintItem(board, card(1, { sprintId: OTHER_SPRINT, updatedAt: T1 })).board;
    expect(moved.items.map((i) => i.id)).toEqual(['item-2']);
    expect(moved.sprint?.committedHours).toBe(4);
    const elsewhere = applySprintItem(board, card(2, { squadId: 'another', updatedAt: T1 })).board;
    expect(elsewhere.items.map((i) => i.id)).toEqual(['item-1']);
    const stranger = card(9, { sprintId: null, updatedAt: T1 });
    expect(applySprintItem(board, stranger).board).toBe(board);
  });

  it('asks for a reload when a card’s parent is unknown to the board', () => {
    const epic: BoardAncestor = {
      id: 'epic-1',
      type: 'Epic',
      acronymId: 'PAYE1',
      title: 'Checkout',
      parentId: null,
    };
    const board = boardOf([card(1)], [epic]);
    expect(applySprintItem(board, card(1, { parentId: 'epic-1', updatedAt: T1 })).refetch).toBe(false);
    expect(applySprintItem(board, card(1, { parentId: 'epic-2', updatedAt: T1 })).refetch).toBe(true);
  });

  it('leaves a board without an active sprint alone', () => {
    const board = { ...boardOf([]), sprint: null };
    expect(applySprintItem(board, card(1, { updatedAt: T1 })).board).toBe(board);
  });
});

describe('the optimistic move', () => {
  it('shows the new status, and a refusal puts the card back', () => {
    const before = card(1);
    const moved = withCardStatus(boardOf([before]), 'item-1', 6);
    expect(moved.items[0]?.statusId).toBe(6);
    expect(revertCard(moved, before).items[0]).toBe(before);
  });

  it('keeps a newer version that arrived while the move was under way', () => {
    const before = card(1);
    const moved = withCardStatus(boardOf([before]), 'item-1', 6);
    const theirs = applySprintItem(moved, card(1, { title: 'Renamed', updatedAt: T1 })).board;
    expect(revertCard(theirs, before).items[0]?.title).toBe('Renamed');
  });
});

describe('filters and swimlanes', () => {
  const mia = { ownerId: 'u-mia', ownerName: 'Mia' };
  const al = { ownerId: 'u-al', ownerName: 'Al' };
  const items = [
    card(1, { ...mia, type: 'Bug', labels: ['ui'], parentId: 'story-1' }),
    card(2, { ...al, type: 'Task', labels: ['api'], parentId: 'epic-1' }),
    card(3, { type: 'Story', labels: [] }),
  ];
  const ancestors: BoardAncestor[] = [
    { id: 'epic-1', type: 'Epic', acronymId: 'PAYE1', title: 'Checkout', parentId: null },
    { id: 'story-1', type: 'Story', acronymId: 'PAYS7', title: 'Pay', parentId: 'epic-1' },
  ];

  it('filters by owner (Unassigned too), type and label', () => {
    const ids = (f: typeof NO_FILTERS) => filterCards(items, f).map((i) => i.id);
    expect(ids(NO_FILTERS)).toEqual(['item-1', 'item-2', 'item-3']);
    expect(ids({ ...NO_FILTERS, owners: ['u-mia', UNASSIGNED] })).toEqual(['item-1', 'item-3']);
    expect(ids({ ...NO_FILTERS, types: ['Task', 'Story'] })).toEqual(['item-2', 'item-3']);
    expect(ids({ ...NO_FILTERS, labels: ['api'] })).toEqual(['item-2']);
    expect(ids({ owners: ['u-mia'], types: ['Task'], labels: [] })).toEqual([]);
  });

  it('offers the owners and labels on the board', () => {
    expect(filterChoices(items)).toEqual({
      owners: [
        { value: 'u-al', label: 'Al' },
        { value: 'u-mia', label: 'Mia' },
        { value: UNASSIGNED, label: 'Unassigned' },
      ],
      labels: ['api', 'ui'],
    });
  });

  it('makes a lane per assignee, Unassigned last', () => {
    expect(boardLanes(items, 'assignee', ancestors).map((l) => [l.title, l.items.map((i) => i.id)])).toEqual([
      ['Al', ['item-2']],
      ['Mia', ['item-1']],
      ['Unassigned', ['item-3']],
    ]);
  });

  it('makes a lane per epic, walking up through parents, No epic last', () => {
    expect(boardLanes(items, 'epic', ancestors).map((l) => [l.title, l.items.map((i) => i.id)])).toEqual([
      ['PAYE1 - Checkout', ['item-1', 'item-2']],
      ['No epic', ['item-3']],
    ]);
    expect(boardLanes(items, 'none', ancestors)).toHaveLength(1);
  });
});
