// The room's shared clock (spec 002 §4 "Timer"): the server says when a countdown ends
// (`endsAt`, its own clock); each browser reads that against its own clock corrected by the
// measured offset, so every participant's countdown reaches zero together, whatever their
// computer's clock says. Pure functions of times in milliseconds, for the web and its tests.

/** One exchange with the server: sent and answered by this clock, stamped by the server's. */
export interface ClockSample {
  sentAt: number;
  serverTime: number;
  receivedAt: number;
}

/**
 * How far the server clock is ahead of this one (NTP-style): the server stamped its answer
 * somewhere in the round trip, taken as its middle. The error is at most half the round trip.
 */
export function clockOffset(sample: ClockSample): number {
  return sample.serverTime - (sample.sentAt + sample.receivedAt) / 2;
}

/** The offset from the sample with the shortest round trip (the least uncertain), or 0 without any. */
export function bestClockOffset(samples: readonly ClockSample[]): number {
  let best: ClockSample | undefined;
  for (const sample of samples) {
    if (sample.receivedAt < sample.sentAt) {
      continue; // this clock was set back meanwhile: the sample means nothing
    }
    if (!best || sample.receivedAt - sample.sentAt < best.receivedAt - best.sentAt) {
      best = sample;
    }
  }
  return best ? Math.round(clockOffset(best)) : 0;
}

/** Milliseconds left until `endsAt` (server time), read on this clock corrected by `offset`. */
export function remainingMs(endsAt: number, clientNow: number, offset: number): number {
  return endsAt - (clientNow + offset);
}

/**
 * Whole seconds the countdown shows: rounded up, so it reads 00:01 until the very end and 00:00
 * exactly at `endsAt`; and never more than the run's `totalSeconds`, so a 01:00 timer starts at
 * 01:00 even when the offset is a few milliseconds off (rather than 01:01 for that moment).
 */
export function countdownSeconds(remaining: number, totalSeconds: number): number {
  return Math.min(Math.max(0, totalSeconds), Math.max(0, Math.ceil(remaining / 1000)));
}

/** When the shown second changes next: milliseconds from now (1–1000), to redraw just then. */
export function msToNextSecond(remaining: number): number {
  const within = ((remaining % 1000) + 1000) % 1000;
  return within === 0 ? 1000 : within;
}
