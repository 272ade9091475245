import '../../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  cardOf,
  boardOf as sharedBoardOf,
  snapshotOf as sharedSnapshotOf,
} from '../../tools/toolbar.fixture.ts';
import type { OpAck } from '../use-board.ts';
import { LiveBoard } from './live-board.tsx';

// The board's components against a fake board API: what each click sends, what each board shows.

// jsdom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const C1 = '00000000-0000-4000-8000-0000000000c1';
const C2 = '00000000-0000-4000-8000-0000000000c2';

const card = (id: string, extra: Partial<BoardCard> = {}): BoardCard =>
  cardOf(id, { columnId: C1, ...extra });

function boardOf(extra: Partial<Board> = {}): Board {
  return sharedBoardOf({
    columns: [
      { id: C1, name: 'Went well', position: 0, editingBy: null },
      { id: C2, name: 'To improve', position: 1, editingBy: null },
    ],
    cards: [],
    ...extra,
  });
}

/** Lena Lead runs the room; Mia Member and Gina Guest are in it. */
function snapshotOf(extra: Partial<RoomSnapshot> = {}): RoomSnapshot {
  return sharedSnapshotOf({
    me: { id: 'p1', name: 'Lena Lead' },
    participants: [
      { id: 'p1', name: 'Lena Lead', role: 'RETRO_ADMIN', guest: false, avatarUrl: null },
      { id: 'p2', name: 'Mia Member', role: 'RETRO_USER', guest: false, avatarUrl: null },
      { id: 'p3', name: 'Gina Guest', role: 'RETRO_USER', guest: true, avatarUrl: null },
    ],
    serverTime: '2026-11-22T09:05:00.000Z',
    ...extra,
  });
}

function renderBoard(board: Board | null, snapshot = snapshotOf(), ack: OpAck = { ok: true }) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve(ack));
  const lock = vi.fn();
  const tree = (entry: number) => (
    <MantineProvider env="test">
      <Notifications />
      <LiveBoard snapshot={snapshot} entry={entry} api={{ board, send: send as never, lock }} />
    </MantineProvider>
  );
  const view = render(tree(1));
  return { send, lock, view, reenter: (entry: number) => view.rerender(tree(entry)) };
}

const column = (name: string) => screen.getByRole('region', { name: `Column ${name}` });

describe('LiveBoard', () => {
  it('says it is loading until the first sync answered', () => {
    renderBoard(null);
    expect(screen.getByRole('status', { name: 'Loading the board…' })).toBeTruthy();
  });

  it('shows columns in order with their cards and an empty state', () => {
    renderBoard(
      boardOf({
        cards: [card('k2', { rank: 'a1' }), card('k1', { rank: 'a0', authorName: 'Gina Guest' })],
      }),
    );
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Went well', 'To improve']);
    const texts = within(column('Went well'))
      .getAllByTestId('card-text')
      .map((t) => t.textContent);
    expect(texts).toEqual(['Text of k1', 'Text of k2']);
    expect(within(column('Went well')).getByText('Gina Guest')).toBeTruthy();
    expect(within(column('To improve')).getByText('No comments yet')).toBeTruthy();
  });

  it('adds a comment with Enter, refuses an empty one, and keeps Shift+Enter as a new line', async () => {
    const { send } = renderBoard(
      boardOf(),
      snapshotOf({ role: 'RETRO_USER', me: { id: 'p2', name: 'Mia' } }),
    );
    fireEvent.click(within(column('Went well')).getByRole('button', { name: 'Add Comments' }));
    const box = screen.getByRole('textbox', { name: 'New comment for Went well' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText(MSG.retro.commentRequired)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(box, { target: { value: 'Good pairing' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('add', { columnId: C1, text: 'Good pairing' });
    // A click elsewhere adds what is pending.
    fireEvent.change(box, { target: { value: 'Short demos' } });
    await act(async () => fireEvent.pointerDown(document.body));
    expect(send).toHaveBeenLastCalledWith('add', { columnId: C1, text: 'Short demos' });
    expect(screen.queryByRole('textbox', { name: 'New comment for Went well' })).toBeNull();
  });

  it('lets the admin add a titled column and drops an unsaved one on Escape', async () => {
    const { send } = renderBoard(boardOf());
    fireEvent.click(screen.getByRole('button', { name: 'Add Title' }));
    const draft = screen.getByRole('region', { name: 'New column' });
    const title = within(draft).getByRole('textbox', { name: 'Column title' });
    fireEvent.keyDown(title, { key: 'Enter' });
    expect(within(draft).getByText(MSG.retro.enterTitle)).toBeTruthy();
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'New column' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    const again = within(screen.getByRole('region', { name: 'New column' })).getByRole('textbox', {
      name: 'Column title',
    });
    fireEvent.change(again, { target: { value: 'Kudos' } });
    await act(async () => fireEvent.keyDown(again, { key: 'Enter' }));
    expect(send).toHaveBeenCalledWith('addTitle', { name: 'Kudos' });
    expect(screen.queryByRole('region', { name: 'New column' })).toBeNull();
  });

  it('gives participants no column tools and, unless they see the squad, no menu on cards of others', () => {
    renderBoard(
      boardOf({
        cards: [card('k1', { authorId: 'p3', authorName: 'Gina Guest' }), card('k2', { rank: 'a1' })],
      }),
      snapshotOf({ role: 'RETRO_USER', me: { id: 'p2', name: 'Mia Member' } }),
    );
    expect(screen.queryByRole('button', { name: 'Add Title' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Options for column/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Options for the comment by Gina Guest' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Options for the comment by Mia Member' })).toBeTruthy();
  });

  it('never shows a blurred card text, and tells the author only they read theirs', () => {
    renderBoard(
      boardOf({
        blur: true,
        groups: [],
        facilitation: { phase: null, votes: null, discussId: null },
        cards: [card('k1', { text: null }), card('k2', { rank: 'a1', authorId: 'p1', text: 'Mine' })],
      }),
    );
    expect(screen.getByRole('article', { name: 'Hidden comment by Mia Member' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Hidden while blur is on' })).toBeTruthy();
    expect(screen.getByText('Mine')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Blur is on: only you can read this.' })).toBeTruthy();
  });

  it('shows a card another person edits as locked', () => {
    renderBoard(boardOf({ cards: [card('k1', { editingBy: 'p3' })] }));
    const locked = screen.getByRole('article', { name: 'Comment by Mia Member' });
    expect(locked.getAttribute('data-locked')).toBe('true');
    expect(within(locked).getByText('Gina Guest is editing')).toBeTruthy();
    expect(within(locked).queryByRole('button', { name: /Drag the comment/ })).toBeNull();
  });

  it('edits on double-click under a lock; empty text is refused, Save sends the edit', () => {
    const { send, lock } = renderBoard(boardOf({ cards: [card('k1', { authorId: 'p1' })] }));
    fireEvent.doubleClick(screen.getByTestId('card-text'));
    expect(lock).toHaveBeenCalledWith('card', 'k1', true);
    const editor = screen.getByRole('textbox', { name: 'Edit comment' });
    fireEvent.change(editor, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText(MSG.retro.commentRequired)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    fireEvent.change(editor, { target: { value: 'Better words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(send).toHaveBeenCalledWith('edit', { cardId: 'k1', text: 'Better words' });
  });

  it('takes its edit lock again after a reconnect, and frees it on Escape', () => {
    const { lock, reenter } = renderBoard(boardOf({ cards: [card('k1', { authorId: 'p1' })] }));
    fireEvent.doubleClick(screen.getByTestId('card-text'));
    expect(lock).toHaveBeenCalledTimes(1);
    reenter(2);
    expect(lock).toHaveBeenCalledTimes(2);
    expect(lock).toHaveBeenLastCalledWith('card', 'k1', true);
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Edit comment' }), { key: 'Escape' });
    expect(lock).toHaveBeenLastCalledWith('card', 'k1', false);
    expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();
  });

  it('likes, reacts with a quick emoji and takes its own emoji back', () => {
    const { send } = renderBoard(
      boardOf({
        cards: [
          card('k1', {
            likes: ['p2'],
            reactions: [
              { participantId: 'p1', name: 'Lena Lead', emojiId: 'heart', native: '❤️' },
              { participantId: 'p2', name: 'Mia Member', emojiId: 'heart', native: '❤️' },
            ],
          }),
        ],
      }),
    );
    const cardEl = screen.getByRole('article', { name: 'Comment by Mia Member' });
    // Two of three attendees reacted: more than half.
    expect(cardEl.getAttribute('data-highlighted')).toBe('true');
    expect(within(cardEl).getByTestId('like-count').textContent).toBe('1');
    fireEvent.click(within(cardEl).getByRole('button', { name: 'Like' }));
    expect(send).toHaveBeenLastCalledWith('like', { cardId: 'k1' });
    const chip = within(cardEl).getByRole('button', { name: '❤️ 2: Lena Lead, Mia Member' });
    fireEvent.click(chip);
    expect(send).toHaveBeenLastCalledWith('emoji', { cardId: 'k1', emoji: null });
    fireEvent.click(within(cardEl).getByRole('button', { name: 'Add a reaction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Thumbs Up Sign' }));
    expect(send).toHaveBeenLastCalledWith('emoji', {
      cardId: 'k1',
      emoji: { emojiId: '+1', native: '👍', name: 'Thumbs Up Sign' },
    });
  });

  it('shows a read-only board without any way to change it', () => {
    renderBoard(
      boardOf({ cards: [card('k1', { authorId: 'p1', likes: ['p2'] })] }),
      snapshotOf({ mode: 'read-only' }),
    );
    expect(screen.getByText('Text of k1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Comments' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Title' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Options/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Drag/ })).toBeNull();
    expect(screen.getByRole('img', { name: '1 like' })).toBeTruthy();
  });

  it('shows a refused operation as a toast', async () => {
    const { send } = renderBoard(boardOf({ cards: [card('k1')] }), snapshotOf(), {
      ok: false,
      code: 'CARD_GONE',
      message: 'This card no longer exists.',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Like' })));
    expect(send).toHaveBeenCalled();
    expect(await screen.findByText('This card no longer exists.')).toBeTruthy();
  });
});
