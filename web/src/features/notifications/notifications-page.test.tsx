import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { NotificationsPage } from './notifications-page.tsx';

// /notification against a fake server that keeps its notifications in memory: the list, marking
// one and all as read, following a link, pages, the Unread filter, and the empty, failed and
// visitor views.

const PAGE_SIZE = 20;

function notificationAt(n: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'mention',
    subjectKind: 'raid_item',
    subjectId: `r${n}`,
    title: `Notification ${n}`,
    link: `/raid/r${n}`,
    actorName: 'Ada Lovelace',
    // Newest first: 1 is the most recent, a minute apart.
    createdAt: new Date(Date.now() - n * 60_000 - 5_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** A fake of H1's API over `store`; `failLists` makes list requests answer 500. */
function serve(store: Notification[], options: { failLists?: number } = {}) {
  let failures = options.failLists ?? 0;
  const unreadCount = () => store.filter((n) => n.readAt === null).length;
  return fakeApi((call) => {
    const url = new URL(call.url, 'http://app.test');
    if (call.method === 'GET' && url.pathname === '/api/notifications') {
      if (failures > 0) {
        failures -= 1;
        return [500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' }];
      }
      const page = Number(url.searchParams.get('page'));
      const shown = url.searchParams.get('unreadOnly') === 'true' ? store.filter((n) => !n.readAt) : store;
      const items = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
      return [200, { items, total: shown.length, unread: unreadCount(), page, pageSize: PAGE_SIZE }];
    }
    const read = /^\/api\/notifications\/([^/]+)\/read$/.exec(url.pathname);
    if (call.method === 'POST' && read) {
      const found = store.find((n) => n.id === read[1]);
      if (found) {
        found.readAt = new Date().toISOString();
      }
      return [200, { unread: unreadCount() }];
    }
    if (call.method === 'POST' && url.pathname === '/api/notifications/read-all') {
      for (const n of store) {
        n.readAt ??= new Date().toISOString();
      }
      return [200, { unread: 0 }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderPage({ signedIn = true, path = '/notification' } = {}) {
  const page = signedIn ? (
    <SessionUserProvider user={sessionUserFixture()}>
      <NotificationsPage />
    </SessionUserProvider>
  ) : (
    <NotificationsPage />
  );
  const router = createMemoryRouter(
    [
      { path: '/notification', element: page },
      { path: '/raid/:id', element: <p>RAID item page</p> },
      { path: '/sign-in', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const list = () => screen.getByRole('list', { name: 'Notifications list' });
const rows = () => within(list()).getAllByRole('listitem');
const titles = () => rows().map((row) => within(row).getByRole('link').textContent);
const rowOf = (title: string) => rows().find((row) => row.textContent?.includes(title)) as HTMLElement;
const posts = (calls: FakeCall[]) => calls.filter((c) => c.method === 'POST').map((c) => c.url);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NotificationsPage', () => {
  it('lists notifications newest first, each a link with its kind, actor, age and read state', async () => {
    serve([
      notificationAt(1),
      notificationAt(2, { readAt: '2026-12-01T10:00:00.000Z', actorName: null, kind: 'retro_started' }),
    ]);
    renderPage();
    await screen.findByRole('list', { name: 'Notifications list' });
    expect(titles()).toEqual(['Notification 1', 'Notification 2']);
    expect(screen.getByText('1 unread')).toBeTruthy();
    const first = rowOf('Notification 1');
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/raid/r1');
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(first.textContent).toContain('Mention · Ada Lovelace · 1 min ago');
    expect(within(first).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    const second = rowOf('Notification 2');
    expect(within(second).queryByText('Unread')).toBeNull();
    expect(second.textContent).toContain('Retro started · 2 min ago');
    expect(within(second).queryByRole('button', { name: 'Mark as read' })).toBeNull();
  });

  it('marks one as read with its button', async () => {
    const store = [notificationAt(1), notificationAt(2)];
    const calls = serve(store);
    renderPage();
    await screen.findByText('2 unread');
    fireEvent.click(within(rowOf('Notification 2')).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(rowOf('Notification 2')).queryByText('Unread')).toBeNull());
    expect(posts(calls)).toEqual([`/api/notifications/${store[1]?.id}/read`]);
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(within(rowOf('Notification 1')).getByText('Unread')).toBeTruthy();
  });

  it('marks everything as read, then has nothing left to mark', async () => {
    const calls = serve([
      notificationAt(1),
      notificationAt(2),
      notificationAt(3, { readAt: '2026-12-01T10:00:00.000Z' }),
    ]);
    renderPage();
    await screen.findByText('2 unread');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(list()).queryByText('Unread')).toBeNull());
    expect(posts(calls)).toEqual(['/api/notifications/read-all']);
    expect(screen.queryByText('2 unread')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('marks a notification read when its link is followed', async () => {
    const store = [notificationAt(1)];
    const calls = serve(store);
    const router = renderPage();
    fireEvent.click(await screen.findByRole('link', { name: 'Notification 1' }));
    expect(await screen.findByText('RAID item page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/raid/r1');
    await waitFor(() => expect(posts(calls)).toEqual([`/api/notifications/${store[0]?.id}/read`]));
  });

  it('pages through 20 at a time', async () => {
    const calls = serve(Array.from({ length: 45 }, (_, i) => notificationAt(i + 1)));
    renderPage();
    await screen.findByRole('list', { name: 'Notifications list' });
    expect(rows()).toHaveLength(20);
    expect(titles()[0]).toBe('Notification 1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(titles()).toEqual([
        'Notification 41',
        'Notification 42',
        'Notification 43',
        'Notification 44',
        'Notification 45',
      ]),
    );
    expect(calls.at(-1)?.url).toBe('/api/notifications?page=3&unreadOnly=false');
  });

  it('shows only unread ones under the Unread filter', async () => {
    const calls = serve([notificationAt(1, { readAt: '2026-12-01T10:00:00.000Z' }), notificationAt(2)]);
    renderPage();
    await screen.findByRole('list', { name: 'Notifications list' });
    expect(titles()).toEqual(['Notification 1', 'Notification 2']);
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(titles()).toEqual(['Notification 2']));
    expect(calls.at(-1)?.url).toBe('/api/notifications?page=1&unreadOnly=true');
    // Reading the last unread one empties the filtered list.
    fireEvent.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    expect(screen.getByText('You have read everything.')).toBeTruthy();
  });

  it('says there are no new notifications when there are none', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No new notifications')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Notifications list' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
  });

  it('offers to try again when the list fails to load', async () => {
    serve([notificationAt(1)], { failLists: 1 });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Notification 1' })).toBeTruthy();
  });

  it('asks a visitor to sign in, without asking the server for notifications', async () => {
    const calls = serve([notificationAt(1)]);
    renderPage({ signedIn: false });
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
