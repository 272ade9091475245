import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpAck } from '../board/use-board.ts';
import { RoomToolbar } from './room-toolbar.tsx';
import { boardOf, snapshotOf } from './toolbar.fixture.ts';

/** The toolbar, whose operations are answered `ack`, or by `answer` when given. */
function renderToolbar(
  snapshot: RoomSnapshot,
  board: Board | null,
  ack: OpAck = { ok: true },
  answer: () => Promise<OpAck> = () => Promise.resolve(ack),
  onReportBug?: () => void,
) {
  const send = vi.fn((_event: string, _payload: unknown) => answer());
  // Save as template refreshes the squad's templates through the query cache.
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RoomToolbar snapshot={snapshot} board={board} send={send as never} onReportBug={onReportBug} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { send, view };
}

describe('RoomToolbar', () => {
  it('gives a live admin blur, timer, copy link and End Retro', () => {
    renderToolbar(snapshotOf(), boardOf());
    const bar = screen.getByRole('toolbar', { name: 'Retro tools' });
    for (const name of ['Blur cards', 'Timer', 'Copy link', 'End Retro']) {
      expect(within(bar).getByRole('button', { name })).toBeTruthy();
    }
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it('offers Save as template to who runs the retro by right, not to a facilitator it was handed to', () => {
    renderToolbar(snapshotOf(), boardOf());
    expect(screen.getByRole('button', { name: 'Save as template' })).toBeTruthy();
    cleanup();
    renderToolbar(snapshotOf({ facilitating: true }), boardOf());
    expect(screen.getByRole('button', { name: 'End Retro' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as template' })).toBeNull();
  });

  it('shows a member only the running countdown', () => {
    const endsAt = new Date(Date.now() + 125_000).toISOString();
    renderToolbar(
      snapshotOf({ role: 'RETRO_USER' }),
      boardOf({ timer: { running: true, seconds: 125, endsAt } }),
    );
    // Spec 002 §6: blur, copy link and end retro are the admin's.
    for (const name of ['Blur cards', 'End Retro', 'Timer', 'Copy link']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.getByRole('timer', { name: 'Time left' }).textContent).toMatch(/^02:0[45]$/);
  });

  it('shows a live member no empty bar while no countdown runs', () => {
    renderToolbar(snapshotOf({ role: 'RETRO_USER' }), boardOf());
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('carries Report a bug for everyone in the room, admin or not (spec 002 §2 sub-header)', () => {
    for (const role of ['RETRO_ADMIN', 'RETRO_USER'] as const) {
      const onReportBug = vi.fn();
      renderToolbar(snapshotOf({ role }), boardOf(), undefined, undefined, onReportBug);
      const bar = screen.getByRole('toolbar', { name: 'Retro tools' });
      fireEvent.click(within(bar).getByRole('button', { name: 'Report a bug' }));
      expect(onReportBug).toHaveBeenCalledTimes(1);
      cleanup();
    }
  });

  it('toggles blur and stays disabled while the request is in flight', async () => {
    let answer: (ack: OpAck) => void = () => undefined;
    const { send } = renderToolbar(
      snapshotOf(),
      boardOf(),
      undefined,
      () => new Promise<OpAck>((resolve) => (answer = resolve)),
    );
    const blur = screen.getByRole('button', { name: 'Blur cards' });
    expect(blur.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(blur);
    expect(send).toHaveBeenCalledWith('blurMessage', { on: true });
    expect((blur as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ ok: true }));
    expect((blur as HTMLButtonElement).disabled).toBe(false);
  });

  it('sets the timer in 60 s steps and starts it', async () => {
    const { send } = renderToolbar(snapshotOf(), boardOf());
    fireEvent.click(screen.getByRole('button', { name: 'Timer' }));
    const dial = await screen.findByTestId('timer-dial');
    expect(dial.textContent).toBe('05:00');
    fireEvent.click(await screen.findByRole('button', { name: 'Add one minute' }));
    expect(dial.textContent).toBe('06:00');
    for (let i = 0; i < 6; i++) {
      fireEvent.click(screen.getByRole('button', { name: 'Remove one minute' }));
    }
    expect(dial.textContent).toBe('00:00');
    expect((screen.getByRole('button', { name: 'Start timer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Add one minute' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start timer' })));
    expect(send).toHaveBeenCalledWith('startTimer', { seconds: 60 });
  });

  it('stops a running timer', async () => {
    const endsAt = new Date(Date.now() + 60_000).toISOString();
    const { send } = renderToolbar(snapshotOf(), boardOf({ timer: { running: true, seconds: 60, endsAt } }));
    fireEvent.click(screen.getByRole('button', { name: 'Timer' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Stop timer' })));
    expect(send).toHaveBeenCalledWith('stopTimer', {});
  });

  it('asks before ending and says so when it fails', async () => {
    const { send } = renderToolbar(snapshotOf(), boardOf(), { ok: false, code: 'NOT_LIVE', message: 'nope' });
    fireEvent.click(screen.getByRole('button', { name: 'End Retro' }));
    const dialog = await screen.findByRole('dialog', { name: 'End Retro' });
    expect(within(dialog).getByText(MSG.retro.closeSessionConfirm)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' })));
    expect(send).toHaveBeenCalledWith('close_retro', {});
    // Still open after a failure, so the admin may try again.
    expect(screen.getByRole('dialog', { name: 'End Retro' })).toBeTruthy();
  });

  it('copies the join link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderToolbar(snapshotOf(), boardOf());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join-retro/room-abc`);
  });

  it('offers Export to the admin after the end, and shows the mood', () => {
    renderToolbar(
      snapshotOf({ mode: 'read-only', retro: { ...snapshotOf().retro, mood: 'flat' } }),
      boardOf(),
    );
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'End Retro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Team mood: Flat' })).toBeTruthy();
  });

  it('offers a member no export after the end', () => {
    renderToolbar(snapshotOf({ mode: 'read-only', role: 'RETRO_USER' }), boardOf());
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });
});

describe('RoomToolbar after the end', () => {
  it('shows a member nothing until the mood is known, then the mood', () => {
    const ended = snapshotOf({ mode: 'read-only', role: 'RETRO_USER' });
    const first = renderToolbar(ended, boardOf({ moodVote: null }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    first.view.unmount();
    renderToolbar({ ...ended, retro: { ...ended.retro, mood: 'happy' } }, boardOf());
    expect(screen.getByRole('img', { name: 'Team mood: Happy' })).toBeTruthy();
  });
});
