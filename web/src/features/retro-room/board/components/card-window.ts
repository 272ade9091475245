import { FIRST_SYNC_CARDS_PER_COLUMN } from '@squadboard/domain/realtime/retro-board.events';
import { useCallback, useState } from 'react';

// A column renders the first cards of its list only, and more as the person scrolls down to
// its end or asks for them: a board of thousands of cards would otherwise mount thousands of
// cards (menus, reactions, drag handles) at once. What is shown is always a prefix of the
// column, so a card's index on screen is its index in the column and a drop sends the same
// `toIndex` as before.

/** Cards a column shows at first: as many as the board's first, quick sync brings. */
export const CARDS_SHOWN_FIRST = FIRST_SYNC_CARDS_PER_COLUMN;
/** Cards revealed each time the end of a column comes near the screen. */
export const CARDS_SHOWN_STEP = 40;

/**
 * How many of a column's cards to render: what was revealed, and always the card being
 * dragged when it sits just past that (dropped at the end of what the person sees).
 */
export function shownCount(total: number, revealed: number, draggedIndex = -1): number {
  return Math.min(total, Math.max(revealed, draggedIndex + 1));
}

export interface ShownCards {
  /** Cards revealed in a column (its prefix length, before clamping to its size). */
  shownIn: (columnId: string) => number;
  /** Reveals the next step of a column. */
  showMore: (columnId: string) => void;
  /** Reveals a column up to `count` cards (a card dropped past its end stays in view). */
  showUpTo: (columnId: string, count: number) => void;
}

/** Per column, how many cards are revealed; a column never shows fewer than it did. */
export function useShownCards(): ShownCards {
  const [revealed, setRevealed] = useState<Record<string, number>>({});
  const shownIn = useCallback((columnId: string) => revealed[columnId] ?? CARDS_SHOWN_FIRST, [revealed]);
  const showUpTo = useCallback((columnId: string, count: number) => {
    setRevealed((current) => {
      const now = current[columnId] ?? CARDS_SHOWN_FIRST;
      return count > now ? { ...current, [columnId]: count } : current;
    });
  }, []);
  const showMore = useCallback((columnId: string) => {
    setRevealed((current) => ({
      ...current,
      [columnId]: (current[columnId] ?? CARDS_SHOWN_FIRST) + CARDS_SHOWN_STEP,
    }));
  }, []);
  return { shownIn, showMore, showUpTo };
}
