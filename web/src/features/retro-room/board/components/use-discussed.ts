import { useEffect, useRef } from 'react';
import { useBoardEnv } from './board-context.tsx';

// The card or group the room discusses now: highlighted for everyone, and brought
// into view when the facilitator moves on to it.

export function useDiscussed<T extends HTMLElement>(itemId: string | null) {
  const { facilitation, dragOff, live } = useBoardEnv();
  // dragOff: the discussion's order is on screen (discuss and actions phases). Once the retro
  // ended nobody discusses any more: the read-only board marks nothing.
  const discussed = live && dragOff && itemId !== null && facilitation.discussId === itemId;
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!discussed) {
      return;
    }
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    ref.current?.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [discussed]);
  return { discussed, ref };
}
