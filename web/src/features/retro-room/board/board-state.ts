import { compareRanks } from '@squadboard/domain/common/rank';
import type {
  Board,
  BoardCard,
  BoardColumn,
  BoardServerEvents,
} from '@squadboard/domain/realtime/retro-board.events';

// The board as the browser holds it, changed only by what the server says (its broadcasts and
// the acknowledgements of our own operations). Pure functions, so every event is unit-tested.

type Payload<E extends keyof BoardServerEvents> = Parameters<BoardServerEvents[E]>[0];

function upsertCard(board: Board, card: BoardCard): Board {
  const exists = board.cards.some((c) => c.id === card.id);
  return {
    ...board,
    cards: exists ? board.cards.map((c) => (c.id === card.id ? card : c)) : [...board.cards, card],
  };
}

function upsertColumn(board: Board, column: BoardColumn): Board {
  const exists = board.columns.some((c) => c.id === column.id);
  return {
    ...board,
    columns: exists
      ? board.columns.map((c) => (c.id === column.id ? column : c))
      : [...board.columns, column],
  };
}

function mapCard(board: Board, cardId: string, change: (card: BoardCard) => BoardCard): Board {
  return { ...board, cards: board.cards.map((c) => (c.id === cardId ? change(c) : c)) };
}

function patchCard(board: Board, cardId: string, patch: Partial<BoardCard>): Board {
  return { ...board, cards: board.cards.map((c) => (c.id === cardId ? { ...c, ...patch } : c)) };
}

/** Applies one server event; unknown ids are ignored (a later sync brings everything). */
export const boardReducers: { [E in keyof BoardServerEvents]: (board: Board, payload: Payload<E>) => Board } =
  {
    added: (board, { card }) => upsertCard(board, card),
    edited: (board, { card }) => upsertCard(board, card),
    deleted: (board, { cardId }) => ({ ...board, cards: board.cards.filter((c) => c.id !== cardId) }),
    // Each move carries the card's new rank key: only the moved card changes.
    drop: (board, { moves }) => {
      const byId = new Map(moves.map((m) => [m.id, m]));
      return {
        ...board,
        cards: board.cards.map((c) => {
          const move = byId.get(c.id);
          return move ? { ...c, columnId: move.columnId, rank: move.rank, groupId: move.groupId } : c;
        }),
      };
    },
    addedTitle: (board, { column }) => upsertColumn(board, column),
    editedTitle: (board, { column }) => upsertColumn(board, column),
    deletedTitle: (board, { columnId }) => ({
      ...board,
      columns: board.columns.filter((c) => c.id !== columnId),
      cards: board.cards.filter((c) => c.columnId !== columnId),
      groups: board.groups.filter((g) => g.columnId !== columnId),
    }),
    movedTitle: (board, { order }) => ({
      ...board,
      columns: board.columns.map((c) => ({ ...c, position: Math.max(0, order.indexOf(c.id)) })),
    }),
    liked: (board, { cardId, participantId, liked }) =>
      mapCard(board, cardId, (card) => {
        const others = card.likes.filter((p) => p !== participantId);
        return { ...card, likes: liked ? [...others, participantId] : others };
      }),
    addedEmoji: (board, { cardId, participantId, reaction }) =>
      mapCard(board, cardId, (card) => {
        // One reaction per participant: a new one replaces theirs.
        const others = card.reactions.filter((r) => r.participantId !== participantId);
        return { ...card, reactions: reaction ? [...others, reaction] : others };
      }),
    editing: (board, { target, id, by }) =>
      target === 'card'
        ? patchCard(board, id, { editingBy: by })
        : { ...board, columns: board.columns.map((c) => (c.id === id ? { ...c, editingBy: by } : c)) },
    actioned: (board, { cardId, actionIds }) => patchCard(board, cardId, { actionIds }),
    backlogged: (board, { cardId, workItems }) => patchCard(board, cardId, { workItems }),
    addBlurToggle: (board, { blur }) => ({ ...board, blur }),
    timer: (board, { timer }) => ({ ...board, timer }),
    // The countdown reached zero: stopped at 0 (the timer control tells the person so).
    emit_sound: (board, { timer }) => ({ ...board, timer }),
    grouped: (board, { group, moves }) => {
      const placed = boardReducers.drop(board, { moves });
      return { ...placed, groups: [...placed.groups.filter((g) => g.id !== group.id), group] };
    },
    ungrouped: (board, { groupId, cardIds }) => {
      const loose = new Set(cardIds);
      return {
        ...board,
        groups: board.groups.filter((g) => g.id !== groupId),
        cards: board.cards.map((c) =>
          c.groupId === groupId || loose.has(c.id)
            ? { ...c, groupId: c.groupId === groupId ? null : c.groupId }
            : c,
        ),
      };
    },
    groupRenamed: (board, { group }) => ({
      ...board,
      groups: board.groups.some((g) => g.id === group.id)
        ? board.groups.map((g) => (g.id === group.id ? group : g))
        : [...board.groups, group],
    }),
    facilitation: (board, { facilitation }) => ({ ...board, facilitation }),
    // Roles travel with the room's own events (a rejoin after `admitted`); the page tells the person.
    handedOver: (board) => board,
    // A mark replaces its item; an item not listed (yet) comes with the next sync.
    reviewed: (board, { item }) => ({
      ...board,
      review: {
        ...board.review,
        items: board.review.items.map((i) => (i.actionId === item.actionId ? item : i)),
      },
    }),
    review: (board, { review }) => ({ ...board, review }),
    cadence_result: (board, { cadence_object }) => ({
      ...board,
      moodVote: board.moodVote
        ? { ...board.moodVote, phase: 'done', summary: cadence_object }
        : board.moodVote,
    }),
  };

export const BOARD_EVENTS = Object.keys(boardReducers) as (keyof BoardServerEvents)[];

export function applyBoardEvent<E extends keyof BoardServerEvents>(
  board: Board,
  event: E,
  payload: Payload<E>,
): Board {
  return boardReducers[event](board, payload);
}

/** An event as heard, kept to be applied again (see replayEvents). */
export interface HeardEvent {
  event: keyof BoardServerEvents;
  payload: unknown;
}

/**
 * A sync's answer with the events heard while it was on its way applied over it. An event sent
 * after the server read the board can arrive before the answer; one sent before is already in
 * it, and applying it again changes nothing: every event sets a state (a like on or off, a card
 * as it now is), none adds to one.
 */
export function replayEvents(board: Board, heard: readonly HeardEvent[]): Board {
  return heard.reduce((current, { event, payload }) => {
    // Each payload was heard under its own event name: the reducer of that name takes it.
    const reduce = boardReducers[event] as (board: Board, payload: unknown) => Board;
    return reduce(current, payload);
  }, board);
}

/**
 * Whether a sync of each column's first `perColumn` cards brought the whole board: a column
 * that came with fewer has no more. A small board then needs no second sync (and no second
 * render).
 */
export function holdsWholeBoard(board: Board, perColumn: number): boolean {
  return board.columns.every(
    (column) => board.cards.filter((c) => c.columnId === column.id).length < perColumn,
  );
}

/** Columns in their order. */
export function orderedColumns(board: Board): BoardColumn[] {
  return [...board.columns].sort((a, b) => a.position - b.position);
}

/** Orders cards by rank key (character code), then by id so equal keys never swap places. */
export function compareCards(a: BoardCard, b: BoardCard): number {
  return compareRanks(a.rank, b.rank) || compareRanks(a.id, b.id);
}

/** A column's cards in their order. */
export function cardsIn(board: Board, columnId: string): BoardCard[] {
  return board.cards.filter((c) => c.columnId === columnId).sort(compareCards);
}
