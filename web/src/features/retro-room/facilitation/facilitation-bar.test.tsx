import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { PHASE_HINTS, PHASE_LABELS, PHASES } from '@squadboard/domain/retro/facilitation.model';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OpAck } from '../board/use-board.ts';
import { boardOf, cardOf, reviewItemOf, snapshotOf } from '../tools/toolbar.fixture.ts';
import { FacilitationBar } from './facilitation-bar.tsx';

// The bar against a fake `send`: what each role sees and which operation each control sends.

function renderBar(snapshot: RoomSnapshot, board: Board | null, ack: OpAck = { ok: true } as OpAck) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve(ack));
  render(
    <MantineProvider env="test">
      <Notifications />
      <FacilitationBar snapshot={snapshot} board={board} send={send as never} />
    </MantineProvider>,
  );
  return send;
}

const member = snapshotOf({ role: 'RETRO_USER', me: { id: 'p2', name: 'Mia Member' } });
const flow = (phase: (typeof PHASES)[number], extra: Partial<Board['facilitation']> = {}) => ({
  facilitation: { phase, votes: null, discussId: null, ...extra },
});
const bar = () => screen.getByRole('region', { name: 'Facilitation' });

function card(id: string, columnId: string, rank: string, likes: string[], extra: Partial<BoardCard> = {}) {
  return cardOf(id, {
    columnId,
    rank,
    likes,
    text: `Card ${id}`,
    authorId: 'p1',
    authorName: 'Ada Admin',
    ...extra,
  });
}

describe('FacilitationBar without a flow', () => {
  it('renders nothing before the board arrives', () => {
    renderBar(snapshotOf(), null);
    expect(screen.queryByRole('region', { name: 'Facilitation' })).toBeNull();
  });

  it('offers the admin to start the flow, which starts at the write phase', async () => {
    const send = renderBar(snapshotOf(), boardOf());
    fireEvent.click(within(bar()).getByRole('button', { name: 'Start facilitation' }));
    await act(async () => undefined);
    expect(send).toHaveBeenCalledWith('setPhase', { phase: 'write' });
    // No flow yet: no steps; nothing to review: no review switch either.
    expect(screen.queryByRole('button', { name: 'Next phase' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Review earlier actions' })).toBeNull();
  });

  it('starts at reviewing earlier actions when the room has some, and lets the admin turn that off', async () => {
    const review = { enabled: true, items: [reviewItemOf('a1')] };
    const send = renderBar(snapshotOf(), boardOf({ review }));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Start facilitation' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: 'review' });
    fireEvent.click(within(bar()).getByRole('switch', { name: 'Review earlier actions' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setReviewActions', { on: false });
  });

  it('keeps the switch of a review turned off, so it can be turned on again', async () => {
    const send = renderBar(snapshotOf(), boardOf({ review: { enabled: false, items: [] } }));
    fireEvent.click(within(bar()).getByRole('switch', { name: 'Review earlier actions' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setReviewActions', { on: true });
  });

  it('shows a member nothing while there is neither a flow nor a budget', () => {
    renderBar(member, boardOf());
    expect(screen.queryByRole('region', { name: 'Facilitation' })).toBeNull();
  });

  it('lets the lead who handed the room over take it back for themselves', async () => {
    const lead = snapshotOf({ role: 'RETRO_USER', mayReclaim: true, me: { id: 'p1', name: 'Leo Lead' } });
    const send = renderBar(lead, boardOf());
    fireEvent.click(within(bar()).getByRole('button', { name: 'Take back facilitation' }));
    await act(async () => undefined);
    expect(send).toHaveBeenCalledWith('handover', { participantId: 'p1' });
    expect(screen.queryByRole('button', { name: 'Start facilitation' })).toBeNull();
  });
});

describe('FacilitationBar steps', () => {
  it('marks the current phase and lets the admin jump to any other, forward or back', async () => {
    const send = renderBar(snapshotOf(), boardOf(flow('group')));
    // Nothing to review: the flow has no review step.
    expect(within(bar()).queryByRole('button', { name: PHASE_LABELS.review })).toBeNull();
    const steps = PHASES.slice(1).map((phase) =>
      within(bar()).getByRole('button', { name: PHASE_LABELS[phase] }),
    );
    expect(steps.map((s) => s.getAttribute('aria-current'))).toEqual([null, null, 'step', null, null, null]);
    expect(steps.filter((s) => s.hasAttribute('data-done'))).toHaveLength(2);
    expect(screen.getByText(PHASE_HINTS.group)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Discuss' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: 'discuss' });
    fireEvent.click(screen.getByRole('button', { name: 'Write' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: 'write' });
    fireEvent.click(screen.getByRole('button', { name: 'Next phase' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: 'vote' });
    fireEvent.click(screen.getByRole('button', { name: 'End facilitation' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: null });
  });

  it('steps from the review to writing when the room reviews earlier actions', async () => {
    const review = { enabled: true, items: [reviewItemOf('a1')] };
    const send = renderBar(snapshotOf(), boardOf({ ...flow('review'), review }));
    expect(
      within(bar()).getByRole('button', { name: PHASE_LABELS.review }).getAttribute('aria-current'),
    ).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'Next phase' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setPhase', { phase: 'write' });
  });

  it('has no next phase after the last one', () => {
    renderBar(snapshotOf(), boardOf(flow('actions')));
    expect((screen.getByRole('button', { name: 'Next phase' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a member the same steps, disabled, and the phase hint', () => {
    const review = { enabled: true, items: [reviewItemOf('a1')] };
    const send = renderBar(member, boardOf({ ...flow('reveal'), review }));
    for (const phase of PHASES) {
      const step = within(bar()).getByRole('button', { name: PHASE_LABELS[phase] });
      expect((step as HTMLButtonElement).disabled).toBe(true);
    }
    expect(screen.getByRole('button', { name: 'Reveal' }).getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(PHASE_HINTS.reveal)).toBeTruthy();
    for (const name of ['Next phase', 'End facilitation', 'Set votes', 'Start facilitation']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch', { name: 'Review earlier actions' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Group' }));
    expect(send).not.toHaveBeenCalled();
  });

  it('stays disabled while the server answers, and shows a refusal in its words', async () => {
    let answer: (ack: OpAck) => void = () => undefined;
    const send = vi.fn(() => new Promise<OpAck>((resolve) => (answer = resolve)));
    render(
      <MantineProvider env="test">
        <Notifications />
        <FacilitationBar snapshot={snapshotOf()} board={boardOf(flow('write'))} send={send as never} />
      </MantineProvider>,
    );
    const next = screen.getByRole('button', { name: 'Next phase' }) as HTMLButtonElement;
    fireEvent.click(next);
    expect(next.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => answer({ ok: false, code: 'FORBIDDEN', message: MSG.generic.forbidden } as OpAck));
    expect(next.disabled).toBe(false);
    expect(await screen.findByText(MSG.generic.forbidden)).toBeTruthy();
  });
});

describe('FacilitationBar votes', () => {
  it('lets the admin set a budget, 3 by default', async () => {
    const send = renderBar(snapshotOf(), boardOf());
    const input = within(bar()).getByRole('textbox', { name: 'Votes per person' }) as HTMLInputElement;
    expect(input.value).toBe('3');
    expect(screen.queryByRole('button', { name: 'No vote limit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Set votes' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setVotes', { votes: 3 });
    fireEvent.change(input, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set votes' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setVotes', { votes: 5 });
  });

  it('shows everyone their votes left, and lets the admin lift the limit', async () => {
    // The fixture's card k1 is liked by p1 and p2: one vote each spent.
    const board = boardOf(flow('vote', { votes: 3 }));
    const send = renderBar(snapshotOf(), board);
    expect(within(bar()).getByRole('status').textContent).toBe('2 of 3 votes left');
    expect((screen.getByRole('textbox', { name: 'Votes per person' }) as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: 'No vote limit' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('setVotes', { votes: null });
  });

  it('shows a member their votes left without the budget controls, also with no flow', () => {
    renderBar(member, boardOf({ facilitation: { phase: null, votes: 1, discussId: null } }));
    expect(within(bar()).getByRole('status').textContent).toBe('0 of 1 votes left');
    expect(screen.queryByRole('textbox', { name: 'Votes per person' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set votes' })).toBeNull();
  });
});

describe('FacilitationBar discussion', () => {
  // Column c1 comes first on screen (position 0). By votes: the group g1 (3), then a1 (2), then
  // b1 (1, in c2), then a2 (0).
  const discussBoard = (discussId: string | null) =>
    boardOf({
      ...flow('discuss', { discussId }),
      groups: [{ id: 'g1', columnId: 'c2', title: 'Release pains' }],
      cards: [
        card('a1', 'c1', 'a0', ['p1', 'p2']),
        card('a2', 'c1', 'a1', []),
        card('b1', 'c2', 'a0', ['p3']),
        card('g-x', 'c2', 'a1', ['p1', 'p2'], { groupId: 'g1' }),
        card('g-y', 'c2', 'a2', ['p3'], { groupId: 'g1' }),
      ],
    });

  it('starts with the most voted item and steps on and back through the order', async () => {
    const send = renderBar(snapshotOf(), discussBoard(null));
    expect(screen.getByText('0 of 4')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('discuss', { itemId: 'g1' });
  });

  it('from the current item, next and previous send their neighbours', async () => {
    const send = renderBar(snapshotOf(), discussBoard('a1'));
    expect(screen.getByText('2 of 4')).toBeTruthy();
    expect(screen.getByText('Discussing: Card a1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next card' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('discuss', { itemId: 'b1' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous card' }));
    await act(async () => undefined);
    expect(send).toHaveBeenLastCalledWith('discuss', { itemId: 'g1' });
  });

  it('names a discussed group by its title, and stops at the ends', () => {
    renderBar(snapshotOf(), discussBoard('g1'));
    expect(screen.getByText('Discussing: Release pains')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous card' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next card' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a member what is discussed, without the controls', () => {
    renderBar(member, discussBoard('b1'));
    expect(screen.getByText('Discussing: Card b1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next card' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous card' })).toBeNull();
  });
});
