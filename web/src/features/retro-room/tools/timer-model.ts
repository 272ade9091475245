import { countdownSeconds, remainingMs } from '@squadboard/domain/realtime/clock';
import type { BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';

// Pure rules of the shared timer (spec 002 §4 "Timer", §9): default 300 s, plus and minus
// 60 s, Play from one minute up. The server owns run and stop; these only shape the dial.

/** MM:SS, or H:MM:SS for an hour (the dial goes up to BOARD_LIMITS.timerMaxSeconds). */
export function formatTimer(totalSeconds: number): string {
  const total = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** The dial after a plus (+1) or minus (-1) step, kept between 0 and the maximum. */
export function nextTimerValue(current: number, direction: 1 | -1): number {
  const next = current + direction * BOARD_LIMITS.timerStepSeconds;
  return Math.min(BOARD_LIMITS.timerMaxSeconds, Math.max(0, next));
}

/** Spec: Play is enabled once the counter reaches one minute. */
export function canPlay(seconds: number): boolean {
  return seconds >= BOARD_LIMITS.timerStepSeconds && seconds <= BOARD_LIMITS.timerMaxSeconds;
}

/**
 * Whole seconds left on the shared timer at server time `serverNow` (ms): rounded up, so the
 * dial shows 00:01 until the very end, and never above what the server said was left (`seconds`,
 * the whole run when it starts), so a 01:00 run starts at 01:00 (domain/realtime/clock.ts).
 */
export function secondsLeft(timer: BoardTimer, serverNow: number): number {
  if (!timer.running || !timer.endsAt) {
    return Math.max(0, timer.seconds);
  }
  const endsAt = Date.parse(timer.endsAt);
  return Number.isNaN(endsAt) ? 0 : countdownSeconds(remainingMs(endsAt, serverNow, 0), timer.seconds);
}

/** What the admin's dial starts from: what was left when it stopped, else the default. */
export function dialStart(timer: BoardTimer | null | undefined): number {
  return timer && !timer.running && timer.seconds > 0 ? timer.seconds : BOARD_LIMITS.timerDefaultSeconds;
}

/**
 * When the countdown reaches zero: the notice stays `noticeMs`; a run that ended more than
 * `freshMs` ago (seen only now, after a reconnect or a sleeping laptop) is not announced; and a
 * run the server has not called over `graceMs` after its end (its node went away) is announced
 * by the browser itself.
 */
export const TIME_UP = { noticeMs: 30_000, freshMs: 60_000, graceMs: 3_000 } as const;

function fresh(endsAt: string, serverNow: number): boolean {
  const end = Date.parse(endsAt);
  return !Number.isNaN(end) && serverNow - end < TIME_UP.freshMs;
}

/**
 * The end (`endsAt`) of the run that just reached zero, when the timer went from running to
 * stopped at 0 (the server's `emit_sound`, or a sync after it); otherwise null. A stop with time
 * left is not an end.
 */
export function endedRun(
  previous: BoardTimer | null | undefined,
  current: BoardTimer | null | undefined,
  serverNow: number,
): string | null {
  if (!previous?.running || !previous.endsAt || !current || current.running || current.seconds > 0) {
    return null;
  }
  return fresh(previous.endsAt, serverNow) ? previous.endsAt : null;
}

/** The end of a run still shown running `graceMs` after it: the server's word did not come. */
export function overdueRun(timer: BoardTimer | null | undefined, serverNow: number): string | null {
  if (!timer?.running || !timer.endsAt) {
    return null;
  }
  const overdue = serverNow - Date.parse(timer.endsAt) >= TIME_UP.graceMs;
  return overdue && fresh(timer.endsAt, serverNow) ? timer.endsAt : null;
}
