import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { BoardGroup, Phase } from '@squadboard/domain/retro/facilitation.model';
import { discussOrder } from '@squadboard/domain/retro/facilitation.rules';
import { orderedColumns } from '../board-state.ts';
import { type ColumnItems, columnItems } from './board-dnd.ts';

// How a column lays its cards out. Cards keep their rank order, but a group shows
// as one box at the place of its first card, its cards inside in their order; in the
// discussion the column lists its items (groups as units, loose cards) by votes instead.
// Everything downstream (the card window, dragging, the list's positions) works on the card
// ids in this display order, so a group's cards are always next to each other.

/** One thing a column shows: a card on its own, or a group with its cards. */
export type BoardUnit =
  | { kind: 'card'; card: BoardCard }
  | { kind: 'group'; group: BoardGroup; cards: BoardCard[] };

/** Phases that show the discussion's order; cards are not dragged then. */
export function showsDiscussion(phase: Phase | null): boolean {
  return phase === 'discuss' || phase === 'actions';
}

/** The known group of a card, or null (a card of a group the board no longer has is loose). */
function groupIdOf(card: BoardCard | undefined, known: ReadonlySet<string>): string | null {
  return card?.groupId && known.has(card.groupId) ? card.groupId : null;
}

/** Card ids per column in display order: by rank with groups together, or by votes. */
export function layoutItems(board: Board, byVotes: boolean): ColumnItems {
  const known = new Set(board.groups.map((g) => g.id));
  if (byVotes) {
    return discussionItems(board, known);
  }
  const ranked = columnItems(board);
  if (known.size === 0) {
    return ranked; // the spec's board: nothing to gather
  }
  const byId = new Map(board.cards.map((c) => [c.id, c]));
  const items: ColumnItems = {};
  for (const [columnId, ids] of Object.entries(ranked)) {
    const members = new Map<string, string[]>();
    for (const id of ids) {
      const groupId = groupIdOf(byId.get(id), known);
      if (groupId) {
        members.set(groupId, [...(members.get(groupId) ?? []), id]);
      }
    }
    const shown: string[] = [];
    for (const id of ids) {
      const groupId = groupIdOf(byId.get(id), known);
      if (!groupId) {
        shown.push(id);
      } else if (members.has(groupId)) {
        shown.push(...(members.get(groupId) ?? []));
        members.delete(groupId); // placed at its first card; its later cards are in it
      }
    }
    items[columnId] = shown;
  }
  return items;
}

/** Each column's items by votes (discussOrder), a group's cards in their rank order. */
function discussionItems(board: Board, known: ReadonlySet<string>): ColumnItems {
  const columns = orderedColumns(board);
  const ranked = columnItems(board);
  const byId = new Map(board.cards.map((c) => [c.id, c]));
  const members = new Map<string, string[]>();
  for (const ids of Object.values(ranked)) {
    for (const id of ids) {
      const groupId = groupIdOf(byId.get(id), known);
      if (groupId) {
        members.set(groupId, [...(members.get(groupId) ?? []), id]);
      }
    }
  }
  const items: ColumnItems = Object.fromEntries(columns.map((c) => [c.id, [] as string[]]));
  const order = discussOrder(
    board.cards,
    board.groups,
    columns.map((c) => c.id),
  );
  for (const item of order) {
    items[item.columnId]?.push(...(item.kind === 'group' ? (members.get(item.id) ?? []) : [item.id]));
  }
  return items;
}

/** The units of display-ordered cards: neighbours of one known group form its box. */
export function unitsOf(cards: readonly BoardCard[], groups: readonly BoardGroup[]): BoardUnit[] {
  const groupById = new Map(groups.map((g) => [g.id, g]));
  const units: BoardUnit[] = [];
  for (const card of cards) {
    const group = card.groupId ? groupById.get(card.groupId) : undefined;
    const last = units[units.length - 1];
    if (group && last?.kind === 'group' && last.group.id === group.id) {
      last.cards.push(card);
    } else if (group) {
      units.push({ kind: 'group', group, cards: [card] });
    } else {
      units.push({ kind: 'card', card });
    }
  }
  return units;
}

/** Per column, how many items (loose cards and groups) it has: the list's size. */
export function unitTotalsOf(
  items: ColumnItems,
  cardById: ReadonlyMap<string, BoardCard>,
  groups: readonly BoardGroup[],
): Record<string, number> {
  return Object.fromEntries(
    Object.entries(items).map(([columnId, ids]) => [
      columnId,
      unitsOf(
        ids.flatMap((id) => cardById.get(id) ?? []),
        groups,
      ).length,
    ]),
  );
}

/**
 * The card window (card-window.ts) never cuts a group: when the first `shown` ids end inside a
 * group, the rest of that group is shown too.
 */
export function shownWithGroup(
  ids: readonly string[],
  shown: number,
  cardById: ReadonlyMap<string, BoardCard>,
): number {
  let end = Math.min(shown, ids.length);
  const last = end > 0 ? (cardById.get(ids[end - 1] ?? '')?.groupId ?? null) : null;
  while (last !== null && end < ids.length && cardById.get(ids[end] ?? '')?.groupId === last) {
    end += 1;
  }
  return end;
}

/** The display position (index of its last card) of a card or group, or null. */
export function placeOfItem(
  items: ColumnItems,
  itemId: string,
  cardById: ReadonlyMap<string, BoardCard>,
): { columnId: string; lastIndex: number } | null {
  for (const [columnId, ids] of Object.entries(items)) {
    let lastIndex = -1;
    ids.forEach((id, index) => {
      if (id === itemId || cardById.get(id)?.groupId === itemId) {
        lastIndex = index;
      }
    });
    if (lastIndex >= 0) {
      return { columnId, lastIndex };
    }
  }
  return null;
}
