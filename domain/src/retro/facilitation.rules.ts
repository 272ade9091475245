import type { FailureCode } from '../common/errors.ts';
import { type BoardGroup, PHASES, type Phase } from './facilitation.model.ts';

// The rules of facilitation, pure so that the server enforces them and the web shows
// the same answer. Votes are likes: with a budget each like a participant gives spends one vote.

/** The cards' fields these rules read. */
export interface VotedCard {
  id: string;
  columnId: string;
  rank: string;
  groupId: string | null;
  likes: readonly string[];
}

/** How many votes a participant has given: the cards they like. */
export function votesUsed(cards: readonly Pick<VotedCard, 'likes'>[], participantId: string): number {
  return cards.filter((card) => card.likes.includes(participantId)).length;
}

/** Votes left, or null when there is no budget (likes are unlimited). Never below 0. */
export function votesLeft(budget: number | null, used: number): number | null {
  return budget === null ? null : Math.max(0, budget - used);
}

/**
 * Whether a like may be given or taken back. With a flow running, voting is open in the vote
 * phase only; with a budget, a new like needs a vote left (taking one back always gives it
 * back). Null: allowed; otherwise the refusal's code.
 */
export function likeRefusal(input: {
  phase: Phase | null;
  budget: number | null;
  used: number;
  /** True when the like would be given, false when taken back. */
  giving: boolean;
}): Extract<FailureCode, 'VOTING_CLOSED' | 'NO_VOTES_LEFT'> | null {
  if (input.phase !== null && input.phase !== 'vote') {
    return 'VOTING_CLOSED';
  }
  if (input.giving && input.budget !== null && input.used >= input.budget) {
    return 'NO_VOTES_LEFT';
  }
  return null;
}

/**
 * The flow's phases for one room: the review of earlier actions only while the retro runs it and
 * has actions to review (a squad with none skips it); the first is where Start begins.
 */
export function flowPhases(review: { enabled: boolean; items: readonly unknown[] }): readonly Phase[] {
  return review.enabled && review.items.length > 0 ? PHASES : PHASES.filter((phase) => phase !== 'review');
}

/** Blur as a phase sets it: on while writing, off from the reveal on; null leaves it as it is. */
export function blurForPhase(phase: Phase | null): boolean | null {
  if (phase === null) {
    return null;
  }
  return phase === 'write';
}

/** One thing to discuss: a group (its cards together) or a card on its own. */
export interface DiscussItem {
  id: string;
  kind: 'group' | 'card';
  columnId: string;
  votes: number;
  /** The first rank of its cards: ties keep the board's order. */
  rank: string;
}

/** Groups and loose cards with their votes (a group's: the likes of all its cards). */
export function discussItems(cards: readonly VotedCard[], groups: readonly BoardGroup[]): DiscussItem[] {
  const byGroup = new Map<string, DiscussItem>();
  const known = new Set(groups.map((g) => g.id));
  const items: DiscussItem[] = [];
  for (const card of cards) {
    if (card.groupId && known.has(card.groupId)) {
      const item = byGroup.get(card.groupId);
      if (item) {
        item.votes += card.likes.length;
        item.rank = card.rank < item.rank ? card.rank : item.rank;
      } else {
        const created: DiscussItem = {
          id: card.groupId,
          kind: 'group',
          columnId: card.columnId,
          votes: card.likes.length,
          rank: card.rank,
        };
        byGroup.set(card.groupId, created);
        items.push(created);
      }
    } else {
      items.push({
        id: card.id,
        kind: 'card',
        columnId: card.columnId,
        votes: card.likes.length,
        rank: card.rank,
      });
    }
  }
  return items;
}

/**
 * The discussion's order: most votes first, then by column (in the board's order) and rank.
 * `columnOrder` lists column ids in their order.
 */
export function discussOrder(
  cards: readonly VotedCard[],
  groups: readonly BoardGroup[],
  columnOrder: readonly string[],
): DiscussItem[] {
  const column = (id: string) => {
    const at = columnOrder.indexOf(id);
    return at < 0 ? columnOrder.length : at;
  };
  return discussItems(cards, groups).sort(
    (a, b) =>
      b.votes - a.votes ||
      column(a.columnId) - column(b.columnId) ||
      (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0) ||
      (a.id < b.id ? -1 : 1),
  );
}

/** The item after (or before) `currentId` in `order`; the first when nothing is current. */
export function stepDiscussion(
  order: readonly DiscussItem[],
  currentId: string | null,
  direction: 1 | -1,
): string | null {
  if (order.length === 0) {
    return null;
  }
  const at = currentId === null ? -1 : order.findIndex((item) => item.id === currentId);
  if (at < 0) {
    return order[0]?.id ?? null;
  }
  const next = Math.min(order.length - 1, Math.max(0, at + direction));
  return order[next]?.id ?? null;
}

/**
 * Who may hand the facilitator's role over: the room's admin now, to anyone eligible; or
 * someone who is admin by right (a Super Admin, the squad's lead) taking it back for themselves,
 * so a facilitator who left never locks the room.
 */
export function canHandOver(input: { adminNow: boolean; adminByRight: boolean; toSelf: boolean }): boolean {
  return input.adminNow || (input.adminByRight && input.toSelf);
}
