import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { type FakeSocket, fakeSockets } from '../../lib/fake-socket.fixture.ts';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { theme } from '../theme.ts';
import { TopBar } from './top-bar.tsx';

// The top bar's bell against a fake API and a fake socket: the badge and the link's name from
// the count the server gives, a live bump (no toast), and the count asked again after the
// socket comes back.

vi.mock('socket.io-client', async () => (await import('../../lib/fake-socket.fixture.ts')).fakeSocketIo());

const COUNT_URL = '/api/notifications/unread-count';

/** The server's unread count, changed by the test between answers. */
let unread = 0;
let calls: FakeCall[] = [];

function renderTopBar() {
  calls = fakeApi((call) =>
    call.url === COUNT_URL ? [200, { unread }] : [404, { code: 'NOT_FOUND', message: 'Not found' }],
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={['/dashboard']}>
          <TopBar
            user={sessionUserFixture()}
            showBurger={false}
            menuOpened={false}
            onOpenMenu={() => {}}
            compact={false}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const countCalls = () => calls.filter((call) => call.url === COUNT_URL).length;

/** The socket the shell opens once the browser is idle after the first paint. */
async function liveSocket(): Promise<FakeSocket> {
  await waitFor(() => expect(fakeSockets).toHaveLength(1));
  const socket = fakeSockets[0] as FakeSocket;
  expect(socket.connected).toBe(true);
  return socket;
}

function mention(title: string): Notification {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'mention',
    subjectKind: 'raid_item',
    subjectId: 'r1',
    title,
    link: '/raid/r1',
    actorName: 'Ada Lovelace',
    createdAt: '2026-12-05T12:00:00.000Z',
    readAt: null,
  };
}

beforeEach(() => {
  notifications.clean();
});

afterEach(() => {
  vi.unstubAllGlobals();
  fakeSockets.length = 0;
  unread = 0;
});

describe('the notifications bell', () => {
  it('shows the unread count on a badge and in the link’s name', async () => {
    unread = 3;
    renderTopBar();
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell.getAttribute('href')).toBe('/notification');
    expect(screen.getByTestId('unread-badge').textContent).toContain('3');
  });

  it('keeps the plain name and the spec’s tooltip when nothing is unread', async () => {
    renderTopBar();
    await waitFor(() => expect(countCalls()).toBe(1));
    const bell = screen.getByRole('link', { name: 'Notifications' });
    expect(screen.getByTestId('unread-badge').textContent).not.toContain('0');
    fireEvent.mouseEnter(bell);
    expect(await screen.findByText('No new notifications')).toBeTruthy();
  });

  it('caps the badge at 99+ and says how many in the tooltip', async () => {
    unread = 150;
    renderTopBar();
    const bell = await screen.findByRole('link', { name: 'Notifications, 99+ unread' });
    expect(screen.getByTestId('unread-badge').textContent).toContain('99+');
    fireEvent.mouseEnter(bell);
    expect(await screen.findByText('99+ unread notifications')).toBeTruthy();
  });

  it('bumps the count live from the socket without a toast', async () => {
    unread = 1;
    renderTopBar();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const socket = await liveSocket();
    act(() =>
      socket.fire('notification:new', {
        notification: mention('Ada Lovelace mentioned you on WEBR1'),
        unread: 2,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeTruthy();
    const shown = notificationsStore.getState().notifications;
    expect(shown).toEqual([]);
    // Read in another tab: the bell follows the count the server sends.
    act(() => socket.fire('notification:count', { unread: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
  });

  it('asks the count again after the socket reconnects', async () => {
    unread = 1;
    renderTopBar();
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const socket = await liveSocket();
    const before = countCalls();
    // Two notifications came while the connection was down; nothing was said over the socket.
    act(() => socket.fire('disconnect', 'transport close'));
    unread = 3;
    act(() => socket.fire('connect'));
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(countCalls()).toBe(before + 1);
  });

  it('closes its socket when the shell goes away', async () => {
    const view = renderTopBar();
    const socket = await liveSocket();
    view.unmount();
    expect(socket.connected).toBe(false);
    expect(socket.listeners('notification:new')).toHaveLength(0);
  });
});
