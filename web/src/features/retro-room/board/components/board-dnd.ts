import { rankBetween } from '@squadboard/domain/common/rank';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { applyBoardEvent, compareCards, orderedColumns } from '../board-state.ts';

// Pure helpers of dragging on the board. While a card is dragged the browser keeps its own
// layout (card ids per column) so the card visibly moves between columns; on drop the server
// gets one `drag` with the final column and index, and until it answers the board shows the
// moved card with a rank key between its new neighbours, as the server will place it, so
// nothing jumps back. The server's `drop` then brings the key it wrote.

/** Card ids per column, in their order. */
export type ColumnItems = Record<string, string[]>;

/** Droppable id of a column's card list (so empty columns take cards too). */
export const listId = (columnId: string) => `list:${columnId}`;
/** Sortable id of a column (its header drags it). */
export const columnSortId = (columnId: string) => `column:${columnId}`;

export function columnIdOfList(id: string): string | null {
  return id.startsWith('list:') ? id.slice(5) : null;
}
export function columnIdOfSort(id: string): string | null {
  return id.startsWith('column:') ? id.slice(7) : null;
}

export function columnItems(board: Board): ColumnItems {
  // One pass over the cards, then one sort per column: boards can hold thousands of cards.
  const cards = new Map<string, BoardCard[]>(orderedColumns(board).map((c) => [c.id, []]));
  for (const card of board.cards) {
    cards.get(card.columnId)?.push(card);
  }
  const items: ColumnItems = {};
  for (const [columnId, list] of cards) {
    items[columnId] = list.sort(compareCards).map((c) => c.id);
  }
  return items;
}

/** The column holding `id`: a card id, a card list's id or a column's sortable id. */
export function containerOf(items: ColumnItems, id: string): string | null {
  const column = columnIdOfList(id) ?? columnIdOfSort(id);
  if (column !== null) {
    return column in items ? column : null;
  }
  return Object.keys(items).find((key) => items[key]?.includes(id)) ?? null;
}

/** The server's reorder: take `id` out, put it back at `toIndex` (clamped). */
export function reorder(ids: readonly string[], id: string, toIndex: number): string[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.max(0, Math.min(toIndex, rest.length)), 0, id);
  return rest;
}

/**
 * While dragging: the card enters another column over `overId` (a card there, or the list
 * itself for the end of what it shows: `shownIn` cards of a long column, card-window.ts).
 * Returns the same object when nothing changes, so React skips a render.
 */
export function moveAcross(
  items: ColumnItems,
  activeId: string,
  overId: string,
  below: boolean,
  shownIn: (columnId: string) => number = () => Number.POSITIVE_INFINITY,
): ColumnItems {
  const from = containerOf(items, activeId);
  const to = containerOf(items, overId);
  if (!from || !to || from === to) {
    return items;
  }
  const target = items[to] ?? [];
  const overIndex = target.indexOf(overId);
  const index = overIndex < 0 ? Math.min(target.length, shownIn(to)) : overIndex + (below ? 1 : 0);
  const next = [...target];
  next.splice(index, 0, activeId);
  return { ...items, [from]: (items[from] ?? []).filter((id) => id !== activeId), [to]: next };
}

/** On drop inside one column: the card takes the place of the card it is over. */
export function moveWithin(items: ColumnItems, activeId: string, overId: string): ColumnItems {
  const column = containerOf(items, activeId);
  if (!column || containerOf(items, overId) !== column) {
    return items;
  }
  const ids = items[column] ?? [];
  const overIndex = ids.indexOf(overId);
  if (overIndex < 0 || ids[overIndex] === activeId) {
    return items;
  }
  return { ...items, [column]: reorder(ids, activeId, overIndex) };
}

/** Where the card ended up, or null. */
export function placeOf(items: ColumnItems, cardId: string): { columnId: string; index: number } | null {
  const columnId = containerOf(items, cardId);
  return columnId ? { columnId, index: items[columnId]?.indexOf(cardId) ?? 0 } : null;
}

/**
 * The board after a `drag`, as the server will apply it: the moved card alone takes a rank key
 * between the cards at `toIndex - 1` and `toIndex` of its new column (without itself).
 */
export function applyDrag(board: Board, cardId: string, toColumnId: string, toIndex: number): Board {
  const card = board.cards.find((c) => c.id === cardId);
  if (!card || !board.columns.some((c) => c.id === toColumnId)) {
    return board;
  }
  const rest = board.cards.filter((c) => c.columnId === toColumnId && c.id !== cardId).sort(compareCards);
  const index = Math.max(0, Math.min(toIndex, rest.length));
  const rank = rankNear(rest[index - 1]?.rank ?? null, rest[index]?.rank ?? null);
  return rank === null
    ? board
    : applyBoardEvent(board, 'drop', {
        // A card dragged to another column leaves its group there (the server does the same).
        moves: [
          {
            id: cardId,
            columnId: toColumnId,
            rank,
            groupId: toColumnId === card.columnId ? card.groupId : null,
          },
        ],
      });
}

/**
 * A key between two neighbours, or null when none can be made here (keys that are equal or out
 * of order after concurrent moves): the board then waits for the server's `drop` instead.
 */
function rankNear(before: string | null, after: string | null): string | null {
  try {
    return rankBetween(before, after);
  } catch {
    return null;
  }
}

/** The board after a `moveTitle`, as the server orders it. */
export function applyMoveTitle(board: Board, columnId: string, toIndex: number): Board {
  if (!board.columns.some((c) => c.id === columnId)) {
    return board;
  }
  const order = reorder(
    orderedColumns(board).map((c) => c.id),
    columnId,
    toIndex,
  );
  return applyBoardEvent(board, 'movedTitle', { order });
}

/** What a drop asks of the server while dragging groups cards: `group` this card onto that one. */
export interface GroupDrop {
  cardId: string;
  ontoCardId: string;
}

/**
 * The drop-to-group decision: with grouping on, a card dropped onto another card
 * groups them, unless both already share a group (nothing would change). Null: no grouping
 * (grouping off, dropped on itself, on a card list or column, or on a card that is gone); the
 * drop is then a move, or nothing.
 */
export function groupDrop(
  cards: readonly Pick<BoardCard, 'id' | 'groupId'>[],
  activeId: string,
  overId: string | null,
  grouping: boolean,
): GroupDrop | null {
  if (!grouping || overId === null || overId === activeId) {
    return null;
  }
  const card = cards.find((c) => c.id === activeId);
  const onto = cards.find((c) => c.id === overId);
  if (!card || !onto || (card.groupId !== null && card.groupId === onto.groupId)) {
    return null;
  }
  return { cardId: card.id, ontoCardId: onto.id };
}
