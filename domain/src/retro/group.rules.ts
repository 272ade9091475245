import type { BoardGroup } from './facilitation.model.ts';
import { FACILITATION_LIMITS } from './retro.model.ts';

// Groups of cards: cards of one column dragged onto each other. A group holds at
// least two cards; one that would be left with fewer is dissolved.

/** The smallest group: a card alone is not a group. */
export const GROUP_MIN_CARDS = 2;

/** Whether a group left with `remaining` cards is dissolved (its last card goes loose). */
export function dissolves(remaining: number): boolean {
  return remaining < GROUP_MIN_CARDS;
}

/**
 * A new group's title: the text of the card it was made on, cut to the title's length; while
 * blur is on that text is its author's only, so the title stays neutral.
 */
export function defaultGroupTitle(targetText: string, blur: boolean): string {
  if (blur) {
    return 'Group';
  }
  const text = targetText.replace(/\s+/g, ' ').trim();
  if (text.length <= FACILITATION_LIMITS.groupTitleMax) {
    return text || 'Group';
  }
  return `${text.slice(0, FACILITATION_LIMITS.groupTitleMax - 1).trimEnd()}…`;
}

/** What the summary and the exports show for a group: its cards, likes and reactions together. */
export interface GroupTotals {
  groupId: string;
  title: string;
  columnId: string;
  cards: number;
  likes: number;
  reactions: number;
}

/** Totals of each group, in the groups' order; a group without cards is left out. */
export function groupTotals(
  cards: readonly { groupId: string | null; likes: readonly unknown[]; reactions: readonly unknown[] }[],
  groups: readonly BoardGroup[],
): GroupTotals[] {
  return groups.flatMap((group) => {
    const members = cards.filter((card) => card.groupId === group.id);
    if (members.length === 0) {
      return [];
    }
    return [
      {
        groupId: group.id,
        title: group.title,
        columnId: group.columnId,
        cards: members.length,
        likes: members.reduce((sum, card) => sum + card.likes.length, 0),
        reactions: members.reduce((sum, card) => sum + card.reactions.length, 0),
      },
    ];
  });
}
