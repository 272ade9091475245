import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpAck } from '../board/use-board.ts';
import { boardOf, reviewItemOf, snapshotOf } from '../tools/toolbar.fixture.ts';
import { ReviewPanel } from './review-panel.tsx';

// The review's list against a fake `send`: who may mark what, what a mark sends, what everyone sees.

function renderPanel(snapshot: RoomSnapshot, board: Board, userId: string | null) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve({ ok: true } as OpAck));
  render(
    <MantineProvider env="test">
      <Notifications />
      <ReviewPanel snapshot={snapshot} board={board} send={send as never} userId={userId} />
    </MantineProvider>,
  );
  return send;
}

const member = snapshotOf({ role: 'RETRO_USER', me: { id: 'p2', name: 'Mia Member' } });
const reviewing = (phase: Board['facilitation']['phase'] = 'review', items = twoItems()) =>
  boardOf({ facilitation: { phase, votes: null, discussId: null }, review: { enabled: true, items } });
const twoItems = () => [
  reviewItemOf('a1', { title: 'Fix the build' }),
  reviewItemOf('a2', {
    title: 'Write the runbook',
    ownerId: 'u1',
    ownerName: 'Ada Admin',
    mark: { outcome: 'done', dueDate: null, byName: 'Ada Admin', at: '2026-12-08T09:00:00.000Z' },
  }),
];
const panel = () => screen.getByRole('region', { name: 'Review actions' });

describe('ReviewPanel', () => {
  it('lists each action with its owner, due date, retro and mark', () => {
    renderPanel(snapshotOf(), reviewing(), 'u1');
    const list = within(panel());
    expect(list.getByText('Fix the build')).toBeTruthy();
    expect(list.getByText('Owner: Mia Member · Due 1 Dec, 2026 · From Sprint 41 retro')).toBeTruthy();
    expect(list.getByText('Done, marked by Ada Admin')).toBeTruthy();
    expect(list.getByText('1 to review')).toBeTruthy();
  });

  it('lets the facilitator mark any action: the mark is sent, the current one shown pressed', async () => {
    const send = renderPanel(snapshotOf(), reviewing(), 'u1');
    fireEvent.click(screen.getByRole('button', { name: 'Dropped: Fix the build' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('reviewAction', { actionId: 'a1', outcome: 'dropped' });
    expect(screen.getByRole('button', { name: 'Done: Write the runbook' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Still open: Write the runbook' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('reviewAction', { actionId: 'a2', outcome: 'open' });
  });

  it('gives a member the buttons of their own actions only, and a guest none', () => {
    renderPanel(member, reviewing(), 'u2');
    expect(screen.getByRole('button', { name: 'Done: Fix the build' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Done: Write the runbook' })).toBeNull();
  });

  it('shows a guest the list without a button', () => {
    renderPanel(member, reviewing(), null);
    expect(within(panel()).getByText('Write the runbook')).toBeTruthy();
    expect(within(panel()).queryAllByRole('button')).toEqual([]);
  });

  it('stays folded above a board without the flow, and is gone in the later phases or with nothing to review', () => {
    const { unmount } = render(
      <MantineProvider env="test">
        <ReviewPanel snapshot={snapshotOf()} board={reviewing(null)} send={vi.fn() as never} userId="u1" />
      </MantineProvider>,
    );
    expect(within(panel()).queryByText('Fix the build')).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Show' }));
    expect(within(panel()).getByText('Fix the build')).toBeTruthy();
    unmount();
    for (const board of [reviewing('write'), reviewing('review', []), boardOf()]) {
      const { container, unmount: gone } = render(
        <MantineProvider env="test">
          <ReviewPanel snapshot={snapshotOf()} board={board} send={vi.fn() as never} userId="u1" />
        </MantineProvider>,
      );
      expect(container.querySelector('section')).toBeNull();
      gone();
    }
  });
});
