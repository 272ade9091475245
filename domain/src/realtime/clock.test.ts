import { describe, expect, it } from 'vitest';
import { bestClockOffset, clockOffset, countdownSeconds, msToNextSecond, remainingMs } from './clock.ts';

// Times are made up: a server whose clock is 4 s ahead of the browser's, answers 40 ms apart.
const T = Date.parse('2026-12-02T10:00:00.000Z');

describe('clock offset', () => {
  it('takes the server stamp as the middle of the round trip', () => {
    // Sent at T, stamped by the server at its T+4020 (= browser T+20), back at T+40.
    expect(clockOffset({ sentAt: T, serverTime: T + 4020, receivedAt: T + 40 })).toBe(4000);
    // A browser ahead of the server has a negative offset.
    expect(clockOffset({ sentAt: T, serverTime: T - 2950, receivedAt: T + 100 })).toBe(-3000);
  });

  it('trusts the sample with the shortest round trip', () => {
    const samples = [
      { sentAt: T, serverTime: T + 4400, receivedAt: T + 800 }, // slow: stamped late in its trip
      { sentAt: T + 1000, serverTime: T + 5010, receivedAt: T + 1020 },
      { sentAt: T + 2000, serverTime: T + 6100, receivedAt: T + 2300 },
    ];
    expect(bestClockOffset(samples)).toBe(4000);
    expect(bestClockOffset([])).toBe(0);
    // A sample answered "before" it was sent (the clock was set back) is ignored.
    const slow = { sentAt: T, serverTime: T + 4400, receivedAt: T + 800 };
    expect(bestClockOffset([{ sentAt: T, serverTime: T + 99_999, receivedAt: T - 5 }, slow])).toBe(4000);
  });
});

describe('countdown', () => {
  const endsAt = T + 60_000; // a 01:00 run started at server time T

  it('shows 01:00 for the first second, not 01:01, even with an offset a little off', () => {
    const offset = 4000;
    // The admin's acknowledgement arrives 30 ms after the server started the run.
    const at = T - offset + 30;
    expect(countdownSeconds(remainingMs(endsAt, at, offset), 60)).toBe(60);
    // An offset estimated 120 ms short still starts the dial at 01:00.
    expect(countdownSeconds(remainingMs(endsAt, at, offset - 120), 60)).toBe(60);
    expect(countdownSeconds(remainingMs(endsAt, T - offset + 999, offset), 60)).toBe(60);
    expect(countdownSeconds(remainingMs(endsAt, T - offset + 1000, offset), 60)).toBe(59);
  });

  it('reaches 00:00 at the server end time on every clock', () => {
    // Three participants whose clocks differ by minutes, each with their own measured offset.
    for (const offset of [4000, -180_000, 0]) {
      const clientEnd = endsAt - offset;
      expect(countdownSeconds(remainingMs(endsAt, clientEnd - 1, offset), 60)).toBe(1);
      expect(countdownSeconds(remainingMs(endsAt, clientEnd, offset), 60)).toBe(0);
      expect(countdownSeconds(remainingMs(endsAt, clientEnd + 5000, offset), 60)).toBe(0);
    }
  });

  it('redraws exactly when the shown second changes', () => {
    expect(msToNextSecond(59_970)).toBe(970);
    expect(msToNextSecond(59_000)).toBe(1000);
    expect(msToNextSecond(1)).toBe(1);
    // Past the end (the server's word is late) it keeps ticking on whole seconds.
    expect(msToNextSecond(-250)).toBe(750);
  });
});
