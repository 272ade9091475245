import { FIRST_SYNC_CARDS_PER_COLUMN } from '@squadboard/domain/realtime/retro-board.events';
import { type ListWindow, useListWindow } from '../../../../lib/list-window.ts';

// A column renders the first cards of its list only, and more as the person scrolls down to its
// end or asks for them (the shared list window, lib/list-window.ts). What is shown is always a
// prefix of the column, so a drop sends the same `toIndex` as before.

/** Cards a column shows at first: as many as the board's first, quick sync brings. */
export const CARDS_SHOWN_FIRST = FIRST_SYNC_CARDS_PER_COLUMN;
/** Cards revealed each time the end of a column comes near the screen. */
export const CARDS_SHOWN_STEP = 40;

/** Per column (by id), how many cards are revealed; a column never shows fewer than it did. */
export function useShownCards(): ListWindow {
  return useListWindow(CARDS_SHOWN_FIRST, CARDS_SHOWN_STEP);
}
