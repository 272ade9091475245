import '../../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardOf, cardOf, snapshotOf } from '../../tools/toolbar.fixture.ts';
import { LiveBoard } from './live-board.tsx';

// Editing a card behaves like adding one (Enter saves, Shift+Enter is a new line, Escape
// cancels, focus-out saves), and its lock is held exactly while the editor is open: renewed
// while typing, released on cancel, handed to the server with a save.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const C1 = '00000000-0000-4000-8000-0000000000c1';

function boardWith(extra: Partial<BoardCard> = {}): Board {
  const card = cardOf('k1', { columnId: C1, text: 'First words', authorId: 'p1', authorName: 'Lena Lead' });
  return boardOf({
    columns: [{ id: C1, name: 'Went well', position: 0, editingBy: null }],
    cards: [{ ...card, ...extra }],
  });
}

/** Lena Lead runs the room; Mia Member is in it. */
const snapshot: RoomSnapshot = snapshotOf({
  me: { id: 'p1', name: 'Lena Lead' },
  participants: [
    { id: 'p1', name: 'Lena Lead', role: 'RETRO_ADMIN', guest: false, avatarUrl: null },
    { id: 'p2', name: 'Mia Member', role: 'RETRO_USER', guest: false, avatarUrl: null },
  ],
  serverTime: '2026-11-22T09:05:00.000Z',
});

function renderBoard(board = boardWith()) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve({ ok: true as const }));
  const lock = vi.fn();
  const tree = (b: Board) => (
    <MantineProvider env="test">
      <LiveBoard snapshot={snapshot} entry={1} api={{ board: b, send: send as never, lock }} />
    </MantineProvider>
  );
  const view = render(tree(board));
  return { send, lock, update: (b: Board) => view.rerender(tree(b)) };
}

/** Opens the card's editor with a double-click, as a person does. */
function openEditor(): HTMLElement {
  fireEvent.doubleClick(screen.getByTestId('card-text'));
  return screen.getByRole('textbox', { name: 'Edit comment' });
}

const editorGone = () => expect(screen.queryByRole('textbox', { name: 'Edit comment' })).toBeNull();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CardEditor', () => {
  it('saves with Enter and keeps Shift+Enter for a new line; the save frees the lock', () => {
    const { send, lock } = renderBoard();
    const editor = openEditor();
    expect(lock).toHaveBeenCalledWith('card', 'k1', true);
    fireEvent.change(editor, { target: { value: 'First words\nand more' } });
    fireEvent.keyDown(editor, { key: 'Enter', shiftKey: true });
    expect(send).not.toHaveBeenCalled();
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(send).toHaveBeenCalledWith('edit', { cardId: 'k1', text: 'First words\nand more' });
    editorGone();
    // The edit frees the lock on the server, in its transaction: no release of its own.
    expect(lock).not.toHaveBeenCalledWith('card', 'k1', false);
  });

  it('tells the hint, refuses empty text on Enter and stays open', () => {
    const { send } = renderBoard();
    const editor = openEditor();
    expect(screen.getByText('Enter saves, Shift+Enter starts a new line, Escape cancels.')).toBeTruthy();
    fireEvent.change(editor, { target: { value: '   ' } });
    fireEvent.keyDown(editor, { key: 'Enter' });
    expect(screen.getByText('Comment is required.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Edit comment' })).toBeTruthy();
  });

  it('cancels with Escape: nothing is sent, the lock is released, the text stays', () => {
    const { send, lock } = renderBoard();
    const editor = openEditor();
    fireEvent.change(editor, { target: { value: 'Never mind' } });
    fireEvent.keyDown(editor, { key: 'Escape' });
    editorGone();
    expect(send).not.toHaveBeenCalled();
    expect(lock).toHaveBeenLastCalledWith('card', 'k1', false);
    expect(screen.getByTestId('card-text').textContent).toBe('First words');
  });

  it('saves when the focus moves away, once', () => {
    const { send } = renderBoard();
    const editor = openEditor();
    fireEvent.change(editor, { target: { value: 'Saved on the way out' } });
    fireEvent.blur(editor, { relatedTarget: document.body });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('edit', { cardId: 'k1', text: 'Saved on the way out' });
    editorGone();
  });

  it('closes without sending when nothing changed, and releases the lock', () => {
    const { send, lock } = renderBoard();
    fireEvent.keyDown(openEditor(), { key: 'Enter' });
    editorGone();
    expect(send).not.toHaveBeenCalled();
    expect(lock).toHaveBeenLastCalledWith('card', 'k1', false);
  });

  it('renews the lock while typing, at most every 10 s', () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { lock } = renderBoard();
    const editor = openEditor();
    expect(lock).toHaveBeenCalledTimes(1);
    for (const [step, text] of [
      [1_000, 'a'],
      [EDIT_LOCK.renewMs - 2_000, 'ab'],
    ] as const) {
      now += step;
      fireEvent.change(editor, { target: { value: text } });
    }
    expect(lock).toHaveBeenCalledTimes(1);
    now += 1_000;
    fireEvent.change(editor, { target: { value: 'abc' } });
    expect(lock).toHaveBeenCalledTimes(2);
    expect(lock).toHaveBeenLastCalledWith('card', 'k1', true);
    now += 3_000;
    fireEvent.change(editor, { target: { value: 'abcd' } });
    expect(lock).toHaveBeenCalledTimes(2);
  });

  it('gives up when someone else has taken the card', () => {
    const { update } = renderBoard();
    openEditor();
    update(boardWith({ editingBy: 'p2' }));
    editorGone();
    const card = screen.getByRole('article', { name: 'Comment by Lena Lead' });
    expect(within(card).getByText('Mia Member is editing')).toBeTruthy();
  });
});

describe('renaming a column', () => {
  it('holds the title lock while typing and frees it on Escape', () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { lock } = renderBoard();
    fireEvent.doubleClick(screen.getByRole('heading', { level: 2, name: 'Went well' }));
    expect(lock).toHaveBeenLastCalledWith('column', C1, true);
    const title = screen.getByRole('textbox', { name: 'Column title' });
    now += EDIT_LOCK.renewMs;
    fireEvent.change(title, { target: { value: 'Went very well' } });
    expect(lock).toHaveBeenCalledTimes(2);
    fireEvent.keyDown(title, { key: 'Escape' });
    expect(lock).toHaveBeenLastCalledWith('column', C1, false);
  });
});
