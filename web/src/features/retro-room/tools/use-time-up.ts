import type { BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { endedRun, overdueRun, TIME_UP } from './timer-model.ts';
import { playBeep, primeSound, readMuted, writeMuted } from './timer-sound.ts';

/**
 * Whether to show "Time is up" now, and the beep that goes with it. The server says when a run
 * reached zero (`emit_sound` stops the timer at 0, so every tab hears it at once even if its own
 * clock was throttled); if its word does not come a few seconds after zero, the browser says it
 * itself. Each run is announced once, whichever came first.
 */
export function useTimeUp(timer: BoardTimer | null, serverNow: number, muted: boolean): boolean {
  const [shownFor, setShownFor] = useState<string | null>(null);
  const announced = useRef<string | null>(null);
  const previous = useRef(timer);
  const nowRef = useRef(serverNow);
  nowRef.current = serverNow;
  const mutedRef = useRef(muted);
  mutedRef.current = muted;

  const announce = useCallback((endsAt: string) => {
    if (announced.current === endsAt) {
      return;
    }
    announced.current = endsAt;
    setShownFor(endsAt);
    if (!mutedRef.current) {
      playBeep();
    }
  }, []);

  useEffect(() => {
    const ended = endedRun(previous.current, timer, nowRef.current);
    previous.current = timer;
    if (ended) {
      announce(ended);
    }
  }, [timer, announce]);

  const overdue = overdueRun(timer, serverNow);
  useEffect(() => {
    if (overdue) {
      announce(overdue);
    }
  }, [overdue, announce]);

  // The notice goes after a while, or as soon as another run starts.
  useEffect(() => {
    if (!shownFor) {
      return;
    }
    const hide = window.setTimeout(() => setShownFor(null), TIME_UP.noticeMs);
    return () => window.clearTimeout(hide);
  }, [shownFor]);
  const otherRun = Boolean(timer?.running && timer.endsAt !== shownFor);
  useEffect(() => {
    if (otherRun) {
      setShownFor(null);
    }
  }, [otherRun]);

  // Ready the audio on the first click or key, while the browser allows it.
  useEffect(() => {
    const ready = () => primeSound();
    document.addEventListener('pointerdown', ready, { capture: true, once: true });
    document.addEventListener('keydown', ready, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', ready, { capture: true });
      document.removeEventListener('keydown', ready, { capture: true });
    };
  }, []);

  return shownFor !== null;
}

/** The person's choice to mute the beep, remembered in this browser. */
export function useTimerMuted(): [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(readMuted);
  const change = useCallback((next: boolean) => {
    writeMuted(next);
    setMuted(next);
  }, []);
  return [muted, change];
}
