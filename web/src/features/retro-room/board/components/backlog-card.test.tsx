import '../../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../lib/fake-api.fixture.ts';
import { boardOf, cardOf, snapshotOf } from '../../tools/toolbar.fixture.ts';
import type { OpAck } from '../use-board.ts';
import { titleOfCard } from './backlog-card-modal.tsx';
import { LiveBoard } from './live-board.tsx';

// A card into the backlog, from the card's menu: the dialog's prefilled form, what it
// sends, the server's answer, and the marks everyone in the room sees.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

const CARD = '00000000-0000-4000-8000-0000000000a1';
const EPIC = '00000000-0000-4000-8000-0000000000e1';
const TEXT = 'Flaky login test\nIt fails one run in ten';

const people: RoomSnapshot['participants'] = [
  { id: 'p1', name: 'Lena Lead', role: 'RETRO_ADMIN', guest: false, avatarUrl: null },
  { id: 'p2', name: 'Mia Member', role: 'RETRO_USER', guest: false, avatarUrl: null },
  { id: 'p3', name: 'Gina Guest', role: 'RETRO_USER', guest: true, avatarUrl: null },
];

/** The board as Mia Member (a plain member) or Gina Guest sees it, with one card of Lena's. */
function renderBoard(as: 'p2' | 'p3', board: Board, ack: OpAck = { ok: true }, seesSquad = true) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve(ack));
  const me = people.find((p) => p.id === as);
  const snapshot = snapshotOf({
    role: 'RETRO_USER',
    me: { id: as, name: me?.name ?? '' },
    participants: people,
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <Notifications />
        <LiveBoard
          snapshot={snapshot}
          entry={1}
          api={{ board, send: send as never, lock: vi.fn() }}
          seesSquad={seesSquad}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { send };
}

const oneCard = (extra: Parameters<typeof cardOf>[1] = {}) =>
  boardOf({ cards: [cardOf(CARD, { text: TEXT, authorId: 'p1', authorName: 'Lena Lead', ...extra })] });

async function openDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Options for the comment by Lena Lead' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: MSG.workItems.toBacklog.menu }));
  return screen.findByRole('dialog', { name: MSG.workItems.toBacklog.title });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Add to backlog', () => {
  it("sends the card's words as a Task under the chosen Epic, and closes on the server's yes", async () => {
    const calls = fakeApi(({ url }) =>
      url.startsWith('/api/work-items/parent-choices?type=Task')
        ? [
            200,
            { items: [{ id: EPIC, type: 'Epic', acronymId: 'PAYE3', title: 'Sign-in', projectId: null }] },
          ]
        : [404, {}],
    );
    const { send } = renderBoard('p2', oneCard(), {
      ok: true,
      workItemId: 'w1',
      acronymId: 'PAYT7',
      message: 'Task PAYT7 added to the backlog.',
    } as OpAck);
    const dialog = await openDialog();
    const title = within(dialog).getByRole('textbox', { name: MSG.workItems.toBacklog.itemTitle });
    expect((title as HTMLInputElement).value).toBe('Flaky login test');
    const description = within(dialog).getByRole('textbox', { name: MSG.workItems.toBacklog.description });
    expect((description as HTMLTextAreaElement).value).toBe(TEXT);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Task' }));
    fireEvent.click(within(dialog).getByRole('combobox', { name: MSG.workItems.toBacklog.parent }));
    fireEvent.click(await screen.findByRole('option', { name: 'PAYE3 - Sign-in' }));
    expect(calls.some((c) => c.url.startsWith('/api/work-items/parent-choices?type=Task'))).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: MSG.workItems.toBacklog.save }));

    await waitFor(() =>
      expect(send).toHaveBeenCalledWith('backlog', {
        cardId: CARD,
        type: 'Task',
        title: 'Flaky login test',
        description: TEXT,
        parentId: EPIC,
      }),
    );
    expect(await screen.findByText('Task PAYT7 added to the backlog.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: MSG.workItems.toBacklog.title })).toBeNull(),
    );
  });

  it("stays open with the server's refusal, in the catalogue's words", async () => {
    fakeApi(() => [404, {}]);
    renderBoard('p2', oneCard(), { ok: false, code: 'FORBIDDEN', message: MSG.generic.forbidden });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: MSG.workItems.toBacklog.save }));
    expect(await screen.findByText(MSG.generic.forbidden)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: MSG.workItems.toBacklog.title })).toBeTruthy();
  });

  it('refuses an empty title before sending anything', async () => {
    fakeApi(() => [404, {}]);
    const { send } = renderBoard('p2', oneCard());
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByRole('textbox', { name: MSG.workItems.toBacklog.itemTitle }), {
      target: { value: '  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: MSG.workItems.toBacklog.save }));
    expect(await within(dialog).findByText(MSG.workItems.titleRequired)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the marks to everyone, as links for the signed-in only; a guest has no Add to backlog', () => {
    const marked = oneCard({ workItems: [{ id: 'w1', type: 'Story', acronymId: 'PAYS12' }] });
    renderBoard('p2', marked);
    const link = screen.getByRole('link', { name: 'Story PAYS12' });
    expect(link.getAttribute('href')).toBe('/edit-tab/work-item/w1');
    document.body.innerHTML = '';

    renderBoard('p3', marked);
    const marks = screen.getByRole('list', { name: MSG.workItems.toBacklog.marksLabel });
    expect(within(marks).getByText('Story PAYS12')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Story PAYS12' })).toBeNull();
    // The guest has no menu on Lena's card at all: nothing there is theirs to do.
    expect(screen.queryByRole('button', { name: 'Options for the comment by Lena Lead' })).toBeNull();
  });

  it("offers a member who sees the squad only Add to backlog on another's card, and one who does not nothing", async () => {
    renderBoard('p2', oneCard());
    fireEvent.click(screen.getByRole('button', { name: 'Options for the comment by Lena Lead' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([MSG.workItems.toBacklog.menu]);
    document.body.innerHTML = '';

    // A member of another squad, in the room by invitation: the server would refuse them.
    renderBoard('p2', oneCard(), { ok: true }, false);
    expect(screen.queryByRole('button', { name: 'Options for the comment by Lena Lead' })).toBeNull();
  });

  it("titles an item with the card's first line, within the title limit", () => {
    expect(titleOfCard('  One line  ')).toBe('One line');
    const long = titleOfCard('x'.repeat(500));
    expect(long).toHaveLength(200);
    expect(long.endsWith('…')).toBe(true);
  });
});
