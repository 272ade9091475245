import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimerControl } from './timer-control.tsx';
import { TIME_UP } from './timer-model.ts';
import { playBeep } from './timer-sound.ts';

// The countdown and its end: labelled, "Time is up" with a short beep for everyone when the
// server stops it at zero (or, failing that, a few seconds after zero), and a mute that the
// browser remembers.

vi.mock('./timer-sound.ts', async (original) => ({
  ...(await original<typeof import('./timer-sound.ts')>()),
  playBeep: vi.fn(),
  primeSound: vi.fn(),
}));

const START = Date.parse('2026-11-22T10:00:00.000Z');
const running = (seconds: number): BoardTimer => ({
  running: true,
  seconds,
  endsAt: new Date(START + seconds * 1000).toISOString(),
});
const atZero: BoardTimer = { running: false, seconds: 0, endsAt: null };

function renderTimer(timer: BoardTimer | null, admin = false, offset = 0) {
  const tree = (t: BoardTimer | null) => (
    <MantineProvider env="test">
      <TimerControl
        timer={t}
        offset={offset}
        admin={admin}
        onStart={() => Promise.resolve()}
        onStop={() => Promise.resolve()}
      />
    </MantineProvider>
  );
  const view = render(tree(timer));
  return { update: (t: BoardTimer | null) => view.rerender(tree(t)) };
}

const muteToggle = () => screen.getByRole('button', { name: 'Mute the countdown sound' });

beforeEach(() => {
  vi.useFakeTimers({
    now: START,
    toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  localStorage.clear();
  vi.mocked(playBeep).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TimerControl', () => {
  it('labels the running countdown in words, seen and heard', () => {
    renderTimer(running(125));
    expect(screen.getByText('Time left')).toBeTruthy();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('02:05');
    expect(muteToggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('shows 01:00 for the first second of a 01:00 run, and turns on the server’s seconds', () => {
    // This browser's clock is 3 min 20.3 s behind the server's; the offset says so.
    const offset = 200_300;
    vi.setSystemTime(START - offset + 40); // the start reaches this browser 40 ms late
    renderTimer(running(60), false, offset);
    const shown = () => screen.getByRole('timer', { name: 'Time left' }).textContent;
    expect(shown()).toBe('01:00');
    act(() => vi.advanceTimersByTime(959));
    expect(shown()).toBe('01:00');
    act(() => vi.advanceTimersByTime(1)); // server time START + 1 s exactly
    expect(shown()).toBe('00:59');
    act(() => vi.advanceTimersByTime(58_999));
    expect(shown()).toBe('00:01');
    act(() => vi.advanceTimersByTime(1)); // the server's end, on this browser's clock
    expect(shown()).toBe('00:00');
  });

  it('never shows more than the run, even when the offset is a little off', () => {
    vi.setSystemTime(START - 150); // the offset below is 150 ms short
    renderTimer(running(60), false, 0);
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('01:00');
  });

  it('says "Time is up" and beeps once when the server stops the run at zero', () => {
    const { update } = renderTimer(running(60));
    act(() => vi.advanceTimersByTime(60_000));
    update(atZero); // emit_sound
    expect(screen.getByRole('alert').textContent).toBe('Time is up');
    expect(screen.queryByRole('timer', { name: 'Time left' })).toBeNull();
    expect(playBeep).toHaveBeenCalledTimes(1);
    update({ ...atZero }); // a sync repeating the news
    expect(playBeep).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(TIME_UP.noticeMs));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is quiet when stopped with time left', () => {
    const { update } = renderTimer(running(300), true);
    act(() => vi.advanceTimersByTime(10_000));
    update({ running: false, seconds: 290, endsAt: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(playBeep).not.toHaveBeenCalled();
  });

  it("says it itself when the server's word does not come a few seconds after zero", () => {
    const { update } = renderTimer(running(60), true);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(TIME_UP.graceMs));
    expect(screen.getByRole('alert').textContent).toBe('Time is up');
    expect(playBeep).toHaveBeenCalledTimes(1);
    update(atZero); // the word came late after all: the same run, not announced twice
    expect(playBeep).toHaveBeenCalledTimes(1);
  });

  it('mutes the beep, not the notice, and remembers the choice', () => {
    const { update } = renderTimer(running(60));
    fireEvent.click(muteToggle());
    expect(muteToggle().getAttribute('aria-pressed')).toBe('true');
    act(() => vi.advanceTimersByTime(60_000));
    update(atZero);
    expect(screen.getByRole('alert').textContent).toBe('Time is up');
    expect(playBeep).not.toHaveBeenCalled();
    expect(localStorage.getItem('squadboard:timer-sound-muted')).toBe('true');

    // Another visit: still muted, until unmuted.
    cleanup();
    renderTimer(running(120));
    expect(muteToggle().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(muteToggle());
    expect(localStorage.getItem('squadboard:timer-sound-muted')).toBeNull();
  });

  it('hides the notice when a new run starts', () => {
    const { update } = renderTimer(running(60), true);
    act(() => vi.advanceTimersByTime(60_000));
    update(atZero);
    expect(screen.getByRole('alert')).toBeTruthy();
    update({ running: true, seconds: 120, endsAt: new Date(Date.now() + 120_000).toISOString() });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toBe('02:00');
  });
});
