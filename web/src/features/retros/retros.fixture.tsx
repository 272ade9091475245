import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@squadboard/domain';
import { canTransition, type RetroAction } from '@squadboard/domain/retro/retro.rules';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type FakeCall, fakeApi as fakeFetch } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';

// What the retros page tests share: people, a squad, a retro, a fake API and a router that shows
// where a page sent its user.

export const ROOM = 'MTI-zND-U2N-zg5-MA=-=';

export function sessionUser(role: SessionUser['role']): SessionUser {
  return sessionUserFixture({ role });
}

/** A retro as the API answers it; its `can` follows its role and status unless the test says. */
export function retro(change: Partial<Retro> = {}): Retro {
  const admin = (change.myRole ?? 'RETRO_ADMIN') === 'RETRO_ADMIN';
  const status = change.status ?? 'INPROGRESS';
  const may = (action: RetroAction) => admin && canTransition(status, action);
  return {
    id: 'r1',
    meetingId: '1234567890',
    room: ROOM,
    title: 'Sprint 7 retro',
    squadId: 's1',
    squadName: 'First Squad',
    sprintId: null,
    sprint: null,
    sprintScheduled: false,
    columns: ['Went well', 'To improve'],
    startType: 'instant',
    scheduledAt: '2026-11-22T09:00:00.000Z',
    startedAt: '2026-11-22T09:00:00.000Z',
    endedAt: null,
    status: 'INPROGRESS',
    mood: null,
    cardCount: 0,
    attendeeCount: 0,
    myRole: 'RETRO_ADMIN',
    createdAt: '2026-11-22T09:00:00.000Z',
    can: { start: may('start'), cancel: may('cancel'), archive: may('archive'), delete: may('delete') },
    ...change,
  };
}

export type { FakeCall };

/** Answers each request with `answer(call)` (201 for a new retro); records every call. */
export function fakeApi(answer: (call: FakeCall) => unknown): FakeCall[] {
  return fakeFetch((call) => [
    call.method === 'POST' && call.url === '/api/retros' ? 201 : 200,
    answer(call),
  ]);
}

/** Renders `page` at `path`; the room and the Retro List render as plain markers. */
export function renderAt(path: string, page: ReactNode, user: SessionUser) {
  const router = createMemoryRouter(
    [
      { path, element: page },
      { path: '/retro-session/:room', element: <p>room page</p> },
      ...(path === '/retro/retro-list' ? [] : [{ path: '/retro/retro-list', element: <p>retro list</p> }]),
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SessionUserProvider user={user}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}
