import '../../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import type { Facilitation } from '@squadboard/domain/retro/facilitation.model';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cardOf, snapshotOf as roomSnapshotOf } from '../../tools/toolbar.fixture.ts';
import { LiveBoard } from './live-board.tsx';

// The live board's facilitation against a fake board API: groups, drag to group,
// votes, the discussion and the reveal.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';
const G1 = '00000000-0000-4000-8000-0000000000a1';

function card(id: string, extra: Partial<BoardCard> = {}): BoardCard {
  return cardOf(id, { columnId: C1, ...extra });
}

const heart = (participantId: string) => ({ participantId, name: 'X', emojiId: 'heart', native: '❤️' });

function boardOf(facilitation: Partial<Facilitation> = {}, extra: Partial<Board> = {}): Board {
  return {
    columns: [
      { id: C1, name: 'Went well', position: 0, editingBy: null },
      { id: C2, name: 'To improve', position: 1, editingBy: null },
    ],
    cards: [
      card('k1', { rank: 'a0', groupId: G1, likes: ['p1', 'p2'], reactions: [heart('p1')] }),
      card('k2', { rank: 'a1', likes: ['p3'], authorName: 'Gina Guest', authorId: 'p3' }),
      card('k3', { rank: 'a2', groupId: G1, likes: ['p3'] }),
      card('k4', { rank: 'a3', text: 'Short demos' }),
      card('k5', { columnId: C2, text: null, authorName: 'Lena Lead', authorId: 'p1' }),
    ],
    blur: false,
    groups: [{ id: G1, columnId: C1, title: 'Pairing' }],
    facilitation: { phase: null, votes: null, discussId: null, ...facilitation },
    timer: { running: false, seconds: 300, endsAt: null },
    moodVote: null,
    review: { enabled: false, items: [] },
    ...extra,
  };
}

function snapshotOf(extra: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return roomSnapshotOf({
    role: 'RETRO_USER',
    me: { id: 'p2', name: 'Mia Member' },
    participants: [
      { id: 'p1', name: 'Lena Lead', role: 'RETRO_ADMIN', guest: false, avatarUrl: null },
      { id: 'p2', name: 'Mia Member', role: 'RETRO_USER', guest: false, avatarUrl: null },
      { id: 'p3', name: 'Gina Guest', role: 'RETRO_USER', guest: true, avatarUrl: null },
    ],
    ...extra,
  });
}

function renderBoard(board: Board) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve({ ok: true as const }));
  const tree = (shown: Board) => (
    <MantineProvider env="test">
      <Notifications />
      <LiveBoard
        snapshot={snapshotOf()}
        entry={1}
        api={{ board: shown, send: send as never, lock: vi.fn() }}
      />
    </MantineProvider>
  );
  const view = render(tree(board));
  return { send, update: (next: Board) => view.rerender(tree(next)) };
}

const column = (name: string) => screen.getByRole('region', { name: `Column ${name}` });
const texts = (name: string) =>
  within(column(name))
    .getAllByTestId('card-text')
    .map((t) => t.textContent);

describe('LiveBoard facilitation', () => {
  it('renders a group once at its first card, with its cards and totals', () => {
    renderBoard(boardOf());
    const groups = screen.getAllByRole('group', { name: 'Group Pairing' });
    expect(groups).toHaveLength(1);
    const group = groups[0] as HTMLElement;
    expect(
      within(group)
        .getAllByRole('article')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Text of k1'), expect.stringContaining('Text of k3')]);
    expect(within(group).getByText('3 likes · 1 reaction')).toBeTruthy();
    // k3 sits after k2 by rank, but shows with its group.
    expect(texts('Went well')).toEqual(['Text of k1', 'Text of k3', 'Text of k2', 'Short demos']);
  });

  it('renames a group with Enter, and sends nothing on Escape or for the same title', async () => {
    const { send } = renderBoard(boardOf());
    const group = screen.getByRole('group', { name: 'Group Pairing' });
    fireEvent.click(within(group).getByRole('button', { name: 'Rename group' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Group title' }), { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: 'Group title' })).toBeNull();
    fireEvent.click(within(group).getByRole('button', { name: 'Rename group' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Group title' }), { key: 'Enter' });
    expect(send).not.toHaveBeenCalled();
    fireEvent.click(within(group).getByRole('button', { name: 'Rename group' }));
    const box = screen.getByRole('textbox', { name: 'Group title' });
    fireEvent.change(box, { target: { value: '  Pair programming ' } });
    await act(async () => fireEvent.keyDown(box, { key: 'Enter' }));
    expect(send).toHaveBeenCalledWith('renameGroup', { groupId: G1, title: 'Pair programming' });
  });

  it('ungroups', async () => {
    const { send } = renderBoard(boardOf());
    const group = screen.getByRole('group', { name: 'Group Pairing' });
    await act(async () => fireEvent.click(within(group).getByRole('button', { name: 'Ungroup' })));
    expect(send).toHaveBeenCalledWith('ungroup', { groupId: G1 });
  });

  it('groups from the card menu while Drag to group is on', async () => {
    const { send } = renderBoard(boardOf());
    const toggle = screen.getByRole('switch', { name: 'Drag to group' }) as HTMLInputElement;
    // Off outside the group phase: the cards of others have no menu.
    expect(toggle.checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Options for the comment by Gina Guest' })).toBeNull();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Options for the comment by Gina Guest' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Group with…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group with' });
    const group = within(dialog).getByRole('button', { name: 'Group' });
    expect((group as HTMLButtonElement).disabled).toBe(true);
    const select = within(dialog).getByRole('combobox', { name: 'Card to group with' });
    if (select.getAttribute('aria-expanded') !== 'true') {
      fireEvent.click(select);
    }
    // The other cards, a hidden one by its author; not the card itself.
    expect(screen.queryByRole('option', { name: 'Text of k2' })).toBeNull();
    expect(screen.getByRole('option', { name: 'Comment by Lena Lead' })).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Short demos' }));
    await act(async () => fireEvent.click(group));
    expect(send).toHaveBeenCalledWith('group', { cardId: 'k2', ontoCardId: 'k4' });
  });

  it('turns Drag to group on in the group phase and hides it in the discussion', () => {
    const { update } = renderBoard(boardOf({ phase: 'group' }));
    expect((screen.getByRole('switch', { name: 'Drag to group' }) as HTMLInputElement).checked).toBe(true);
    update(boardOf({ phase: 'vote' }));
    expect((screen.getByRole('switch', { name: 'Drag to group' }) as HTMLInputElement).checked).toBe(false);
    update(boardOf({ phase: 'discuss' }));
    expect(screen.queryByRole('switch', { name: 'Drag to group' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Drag the comment/ })).toBeNull();
  });

  it('disables Like when no votes are left, and keeps Unlike', () => {
    // p2 likes k1 (one vote of one).
    renderBoard(boardOf({ phase: 'vote', votes: 1 }));
    const likes = screen.getAllByRole('button', { name: 'Like' }) as HTMLButtonElement[];
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.every((b) => b.disabled)).toBe(true);
    expect(screen.getAllByText(MSG.board.noVotesLeft).length).toBeGreaterThan(0);
    expect((screen.getByRole('button', { name: 'Unlike' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('closes likes both ways outside the vote phase of a flow, and opens them with a budget left', () => {
    const { update } = renderBoard(boardOf({ phase: 'write', votes: 3 }));
    expect((screen.getByRole('button', { name: 'Unlike' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText(MSG.board.votingClosed).length).toBeGreaterThan(0);
    update(boardOf({ phase: 'vote', votes: 3 }));
    const likes = screen.getAllByRole('button', { name: 'Like' }) as HTMLButtonElement[];
    expect(likes.some((b) => b.disabled)).toBe(false);
  });

  it('sorts each column by votes in the discussion and marks the discussed item', () => {
    const voted = (facilitation: Partial<Facilitation>) => {
      const board = boardOf(facilitation);
      return {
        ...board,
        cards: board.cards.map((c) => (c.id === 'k4' ? { ...c, likes: ['p1', 'p3'] } : c)),
      };
    };
    const { update } = renderBoard(voted({ phase: 'discuss', discussId: 'k2' }));
    // The group (3 votes), then k4 (2), then k2 (1).
    expect(texts('Went well')).toEqual(['Text of k1', 'Text of k3', 'Short demos', 'Text of k2']);
    const discussed = screen.getByRole('article', { current: true });
    expect(discussed.textContent).toContain('Text of k2');
    expect(within(discussed).getByText('Discussing')).toBeTruthy();
    update(voted({ phase: 'discuss', discussId: G1 }));
    const group = screen.getByRole('group', { name: 'Group Pairing' });
    expect(group.getAttribute('aria-current')).toBe('true');
    expect(within(group).getByText('Discussing')).toBeTruthy();
    expect(screen.getAllByText('Discussing')).toHaveLength(1);
  });

  it('plays the reveal when the phase changes to reveal in the room, not on first load', () => {
    vi.useFakeTimers();
    try {
      const first = renderBoard(boardOf({ phase: 'reveal' }));
      const board = () => screen.getByRole('region', { name: 'Retro board' });
      expect(board().className).not.toContain('retro-board-revealing');
      first.update(boardOf({ phase: 'write' }));
      first.update(boardOf({ phase: 'reveal' }));
      expect(board().className).toContain('retro-board-revealing');
      act(() => vi.advanceTimersByTime(1000));
      expect(board().className).not.toContain('retro-board-revealing');
    } finally {
      vi.useRealTimers();
    }
  });
});
