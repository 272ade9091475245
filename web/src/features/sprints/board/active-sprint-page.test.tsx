import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, squadChoicesAnswer } from '../../../lib/fake-api.fixture.ts';
import { type FakeSocket, fakeSockets } from '../../../lib/fake-socket.fixture.ts';
import { ActiveSprintPage } from '../active-sprint-page.tsx';
import { BOARD_SQUAD, boardCard, boardFixture } from './board.fixture.ts';
import { BOARD_UI as UI } from './board-strings.ts';
import { CARDS_SHOWN_FIRST, CARDS_SHOWN_STEP } from './components/board-columns.tsx';

// The Active Sprint page against a fake API and a fake socket: the columns and cards, the
// header, the empty state, and a card another person moved arriving over the socket.

vi.mock('socket.io-client', async () => (await import('../../../lib/fake-socket.fixture.ts')).fakeSocketIo());
const sockets = fakeSockets;

function serve(board: SprintBoard) {
  return fakeApi((call) => {
    if (call.url === '/api/squads/choices') {
      return [200, squadChoicesAnswer([{ id: BOARD_SQUAD, name: 'Payments' }])];
    }
    if (call.url === `/api/sprints/board?squadId=${BOARD_SQUAD}`) {
      return [200, board];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/sprint/active-sprint', element: <ActiveSprintPage /> }], {
    initialEntries: [`/sprint/active-sprint?squad=${BOARD_SQUAD}`],
  });
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const column = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}, `) });
const cardTitles = (name: string) =>
  within(column(name))
    .queryAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  sockets.length = 0;
});

describe('ActiveSprintPage', () => {
  it('shows the sprint’s header and a column per status group, each card in its column', async () => {
    serve(
      boardFixture([
        boardCard(1, { ownerName: 'Mia Member', ownerId: 'u-mia', blocked: true }),
        boardCard(2, { statusId: 7 }),
        boardCard(3, { type: 'Task', statusId: 8, priority: 2 }),
        boardCard(4, { statusId: 4 }),
      ]),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Sprint 1' })).toBeTruthy();
    expect(screen.getByText(UI.dates('02/11/2026', '13/11/2026'))).toBeTruthy();
    expect(screen.getByText(MSG.sprint.overCapacity(16, 10))).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.completeSprint })).toBeTruthy();
    expect(cardTitles('New')).toEqual(['Story 1']);
    expect(cardTitles('Refinement')).toEqual(['Story 2']);
    expect(cardTitles('Test')).toEqual(['Story 3']);
    expect(cardTitles('Complete')).toEqual(['Story 4']);
    const first = within(column('New')).getByRole('listitem');
    expect(within(first).getByText('PAYS1')).toBeTruthy();
    expect(within(first).getByText('Mia Member')).toBeTruthy();
    expect(within(first).getByText(UI.blocked)).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Story' })).toBeTruthy();
    expect(within(first).getByRole('button', { name: UI.move('PAYS1') })).toBeTruthy();
    expect(within(column('Test')).getByText(UI.priorityName(2))).toBeTruthy();
  });

  it('renders the first cards of a long column only, telling the full count, and more when asked', async () => {
    const total = CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP + 5;
    serve(boardFixture(Array.from({ length: total }, (_, i) => boardCard(i + 1))));
    renderPage();
    await screen.findByRole('heading', { name: 'Sprint 1' });
    const titles = (count: number) => Array.from({ length: count }, (_, i) => `Story ${i + 1}`);
    expect(cardTitles('New')).toEqual(titles(CARDS_SHOWN_FIRST));
    expect(column('New').getAttribute('aria-label')).toBe(UI.column('New', total));
    const cards = within(column('New')).getAllByRole('listitem');
    expect(cards[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(cards[0]?.getAttribute('aria-setsize')).toBe(String(total));
    fireEvent.click(screen.getByRole('button', { name: UI.moreCards(total - CARDS_SHOWN_FIRST) }));
    expect(cardTitles('New')).toEqual(titles(CARDS_SHOWN_FIRST + CARDS_SHOWN_STEP));
    fireEvent.click(screen.getByRole('button', { name: UI.moreCards(5) }));
    expect(cardTitles('New')).toEqual(titles(total));
    expect(screen.queryByRole('button', { name: /^Show more cards/ })).toBeNull();
  });

  it('watches the squad and moves a card someone else moved', async () => {
    serve(boardFixture([boardCard(1), boardCard(2)]));
    renderPage();
    await screen.findByRole('heading', { name: 'Sprint 1' });
    const socket = sockets[sockets.length - 1] as FakeSocket;
    expect(socket.last('sprint:watch')?.payload).toEqual({ squadId: BOARD_SQUAD });
    act(() => socket.last('sprint:watch')?.reply({ ok: true }));
    expect(await screen.findByRole('status', { name: UI.live })).toBeTruthy();
    act(() =>
      socket.fire('sprint:item', {
        item: boardCard(2, { statusId: 6, updatedAt: '2026-11-01T12:00:00.000Z' }),
      }),
    );
    // TanStack Query tells its observers on the next tick.
    await waitFor(() => expect(cardTitles('Refinement')).toEqual(['Story 2']));
    expect(cardTitles('New')).toEqual(['Story 1']);
    act(() => socket.fire('disconnect', 'transport close'));
    expect(await screen.findByRole('status', { name: UI.reconnecting })).toBeTruthy();
  });

  it('stops watching when the page goes, and the socket closes with its last holder', async () => {
    serve(boardFixture([boardCard(1)]));
    const { unmount } = renderPage();
    await screen.findByRole('heading', { name: 'Sprint 1' });
    const socket = sockets[sockets.length - 1] as FakeSocket;
    act(() => socket.last('sprint:watch')?.reply({ ok: true }));
    unmount();
    expect(socket.last('sprint:unwatch')?.payload).toEqual({ squadId: BOARD_SQUAD });
    expect(socket.listeners('sprint:item')).toHaveLength(0);
    expect(socket.connected).toBe(false);
  });

  it('says when the squad has no active sprint, with the way to its backlog', async () => {
    serve({ ...boardFixture([]), sprint: null });
    renderPage();
    expect(await screen.findByText(MSG.sprint.noActiveSprint)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.toBacklog }).getAttribute('href')).toBe(
      `/backlog?squad=${BOARD_SQUAD}`,
    );
  });
});
