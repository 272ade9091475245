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

function renderTimer(timer: BoardTimer | null, admin = false) {
  const tree = (t: BoardTimer | null) => (
    <MantineProvider env="test">
      <TimerControl
        timer={t}
        serverTime={new Date(START).toISOString()}
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
