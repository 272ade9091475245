import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import {
  type DiscussItem,
  discussOrder,
  votesLeft,
  votesUsed,
} from '@squadboard/domain/retro/facilitation.rules';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';

// What the facilitation bar shows, read from the board as the server last said it. The rules are
// domain's (facilitation.rules.ts): the bar only displays their answers.

/** The board's column ids in their order on screen (by position). */
export function columnOrder(board: Pick<Board, 'columns'>): string[] {
  return [...board.columns].sort((a, b) => a.position - b.position).map((c) => c.id);
}

/** The discussion's order for this board. */
export function discussionOf(board: Board): DiscussItem[] {
  return discussOrder(board.cards, board.groups, columnOrder(board));
}

/** A participant's votes left, or null when no budget is set. */
export function myVotesLeft(board: Board, participantId: string): number | null {
  return votesLeft(board.facilitation.votes, votesUsed(board.cards, participantId));
}

/** What the room discusses, in words: the group's title or the card's text. */
export function discussedText(board: Board, itemId: string | null): string | null {
  if (itemId === null) {
    return null;
  }
  const group = board.groups.find((g) => g.id === itemId);
  if (group) {
    return group.title;
  }
  const card = board.cards.find((c) => c.id === itemId);
  if (!card) {
    return null; // gone (deleted, or grouped since): the admin steps on
  }
  return card.text ?? UI.hiddenCard;
}
