import type { Phase } from '@squadboard/domain/retro/facilitation.model';
import { useEffect, useRef, useState } from 'react';

// Reveal: when the facilitator moves the room to the reveal phase, the cards turn
// from blurred to clear with a short animation (board.css; none for reduced motion). Only a
// change seen in the room plays it: opening a board already in the reveal phase does not.

/** How long the board keeps its revealing class: the animation's length and a little more. */
export const REVEAL_MS = 700;

export function useReveal(phase: Phase | null): boolean {
  const previous = useRef(phase);
  const [revealing, setRevealing] = useState(false);
  useEffect(() => {
    const before = previous.current;
    previous.current = phase;
    if (phase !== 'reveal' || before === 'reveal') {
      setRevealing(false);
      return;
    }
    setRevealing(true);
    const timer = setTimeout(() => setRevealing(false), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [phase]);
  return revealing;
}
