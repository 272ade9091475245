import { describe, expect, it } from 'vitest';
import {
  canPlay,
  dialStart,
  endedRun,
  formatTimer,
  nextTimerValue,
  overdueRun,
  secondsLeft,
  TIME_UP,
} from './timer-model.ts';

describe('timer model', () => {
  it('formats minutes and seconds, hours only when there are any', () => {
    expect(formatTimer(300)).toBe('05:00');
    expect(formatTimer(59)).toBe('00:59');
    expect(formatTimer(0)).toBe('00:00');
    expect(formatTimer(-4)).toBe('00:00');
    expect(formatTimer(3600)).toBe('1:00:00');
  });

  it('steps by 60 s between 0 and an hour', () => {
    expect(nextTimerValue(300, 1)).toBe(360);
    expect(nextTimerValue(300, -1)).toBe(240);
    expect(nextTimerValue(30, -1)).toBe(0);
    expect(nextTimerValue(3600, 1)).toBe(3600);
  });

  it('enables Play from one minute', () => {
    expect(canPlay(0)).toBe(false);
    expect(canPlay(59)).toBe(false);
    expect(canPlay(60)).toBe(true);
    expect(canPlay(3600)).toBe(true);
  });

  it('counts down to endsAt at server time, rounding up', () => {
    const endsAt = '2026-11-22T10:05:00.000Z';
    const timer = { running: true, seconds: 300, endsAt };
    expect(secondsLeft(timer, Date.parse(endsAt) - 299_500)).toBe(300);
    expect(secondsLeft(timer, Date.parse(endsAt) - 1)).toBe(1);
    expect(secondsLeft(timer, Date.parse(endsAt) + 5000)).toBe(0);
    expect(secondsLeft({ running: false, seconds: 120, endsAt: null }, 0)).toBe(120);
  });

  it('never shows more than the server said was left: a 01:00 run starts at 01:00', () => {
    const endsAt = '2026-11-22T10:01:00.000Z';
    const timer = { running: true, seconds: 60, endsAt };
    expect(secondsLeft(timer, Date.parse(endsAt) - 60_120)).toBe(60);
    expect(secondsLeft(timer, Date.parse(endsAt) - 59_999)).toBe(60);
    expect(secondsLeft(timer, Date.parse(endsAt) - 59_000)).toBe(59);
  });

  it('starts the dial from what was left, else the default', () => {
    expect(dialStart(null)).toBe(300);
    expect(dialStart({ running: false, seconds: 0, endsAt: null })).toBe(300);
    expect(dialStart({ running: false, seconds: 180, endsAt: null })).toBe(180);
  });

  it('knows a run reached zero when it stops at 0, not when stopped early or long ago', () => {
    const endsAt = '2026-11-22T10:05:00.000Z';
    const end = Date.parse(endsAt);
    const running = { running: true, seconds: 300, endsAt };
    const atZero = { running: false, seconds: 0, endsAt: null };
    expect(endedRun(running, atZero, end + 100)).toBe(endsAt);
    expect(endedRun(running, { running: false, seconds: 42, endsAt: null }, end - 42_000)).toBeNull();
    expect(endedRun(atZero, atZero, end)).toBeNull();
    expect(endedRun(null, atZero, end)).toBeNull();
    expect(endedRun(running, running, end)).toBeNull();
    // A reconnect long after the end learns it quietly.
    expect(endedRun(running, atZero, end + TIME_UP.freshMs)).toBeNull();
  });

  it('calls a run overdue when the server has not ended it a few seconds after zero', () => {
    const endsAt = '2026-11-22T10:05:00.000Z';
    const end = Date.parse(endsAt);
    const running = { running: true, seconds: 300, endsAt };
    expect(overdueRun(running, end)).toBeNull();
    expect(overdueRun(running, end + TIME_UP.graceMs - 1)).toBeNull();
    expect(overdueRun(running, end + TIME_UP.graceMs)).toBe(endsAt);
    expect(overdueRun(running, end + TIME_UP.freshMs)).toBeNull();
    expect(overdueRun({ running: false, seconds: 0, endsAt: null }, end + 5_000)).toBeNull();
  });
});
