import { useCallback, useState } from 'react';

// Long lists of cards (a retro board's columns, the sprint board's columns) render the first
// cards of each list only, and more as the person scrolls down to its end or asks for them
// (components/show-more.tsx): a board of hundreds of cards would otherwise mount all of them
// (menus, drag handles, reactions) at once. What is shown is always a prefix of the list, so a
// card's index on screen is its index in the list, and cards of variable height need no
// measuring. Each list has a string key (a column, or a lane's column).

/**
 * How many of a list's cards to render: what was revealed, and always the card being dragged
 * when it sits just past that (dropped at the end of what the person sees).
 */
export function shownCount(total: number, revealed: number, draggedIndex = -1): number {
  return Math.min(total, Math.max(revealed, draggedIndex + 1));
}

export interface ListWindow {
  /** Cards revealed in a list (its prefix length, before clamping to its size). */
  shownIn: (key: string) => number;
  /** Reveals the next step of a list. */
  showMore: (key: string) => void;
  /** Reveals a list up to `count` cards (a card dropped past its end stays in view). */
  showUpTo: (key: string, count: number) => void;
}

/** Per list, how many cards are revealed: `first` at first, `step` more each time; never fewer. */
export function useListWindow(first: number, step: number): ListWindow {
  const [revealed, setRevealed] = useState<Record<string, number>>({});
  const shownIn = useCallback((key: string) => revealed[key] ?? first, [revealed, first]);
  const showUpTo = useCallback(
    (key: string, count: number) => {
      setRevealed((current) => {
        const now = current[key] ?? first;
        return count > now ? { ...current, [key]: count } : current;
      });
    },
    [first],
  );
  const showMore = useCallback(
    (key: string) => {
      setRevealed((current) => ({ ...current, [key]: (current[key] ?? first) + step }));
    },
    [first, step],
  );
  return { shownIn, showMore, showUpTo };
}
