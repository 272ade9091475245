import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { FollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_THROUGH_UI } from '../../../entities/action/action-strings.ts';
import { pastSprint } from '../../../entities/sprint/past-sprint.fixture.ts';
import { type FakeCall, fakeApi, squadChoicesAnswer } from '../../../lib/fake-api.fixture.ts';
import { PastSprintsPage } from '../past-sprints-page.tsx';
import { PAST_UI } from './past-sprints-strings.ts';

// The Past Sprints page against a fake API: the squad from the address, the empty state, the
// table's figures, the velocity summary, the latest sprint's burndown and choosing another.

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const RETRO = '5d0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c29';

const followThrough: FollowThrough = {
  squad: { id: SQUAD, name: 'Payments' },
  retros: [
    {
      retroId: 'r1',
      title: 'Payments 1 retro',
      endedAt: '2026-11-06T15:00:00.000Z',
      done: 2,
      total: 3,
      pending: false,
    },
    {
      retroId: 'r2',
      title: 'Payments 2 retro',
      endedAt: '2026-11-13T15:00:00.000Z',
      done: 1,
      total: 4,
      pending: true,
    },
  ],
  stuck: [
    {
      actionId: 'a1',
      title: 'Fix the flaky build',
      ownerName: 'Sam Member',
      dueDate: '2026-11-30',
      retroId: 'r1',
      retroTitle: 'Payments 1 retro',
      retros: 2,
    },
  ],
};

function serve(items: PastSprint[], follow: [number, unknown] = [200, followThrough]): FakeCall[] {
  return fakeApi((call) => {
    if (call.url === '/api/squads/choices') {
      return [200, squadChoicesAnswer([{ id: SQUAD, name: 'Payments' }])];
    }
    if (call.url === `/api/actions/follow-through?squadId=${SQUAD}`) {
      return follow;
    }
    if (call.url === `/api/sprints/past?squadId=${SQUAD}`) {
      return [200, { items }];
    }
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/sprint/past-sprints', element: <PastSprintsPage /> }], {
    initialEntries: [`/sprint/past-sprints?squad=${SQUAD}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PastSprintsPage', () => {
  it('says so when the squad has completed no sprint', async () => {
    serve([]);
    renderPage();
    // The charts' module loads lazily: the first render waits for it.
    expect(
      await screen.findByRole('heading', { name: MSG.sprint.noPastSprints }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: PAST_UI.pageTitle, level: 1 })).toBeTruthy();
    expect(screen.queryByRole('table', { name: PAST_UI.sprints })).toBeNull();
  });

  it('lists the sprints with their figures, shows velocity and the latest burndown, and switches sprint', async () => {
    const calls = serve([
      pastSprint({
        sprintId: '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c22',
        name: 'Payments 2',
        startDate: '2026-11-09',
        endDate: '2026-11-13',
        committedItems: 2,
        completedItems: 1,
        retro: { id: RETRO, title: 'Payments 2 retro' },
      }),
      pastSprint({ name: 'Payments 1', committedItems: 4, completedItems: 4 }),
    ]);
    renderPage();
    const table = await screen.findByRole('table', { name: PAST_UI.sprints }, { timeout: 10_000 });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Payments 2', '09/11/2026 – 13/11/2026', '1 of 2', '0 of 0', '50%', 'Payments 2 retro'],
      ['Payments 1', '02/11/2026 – 06/11/2026', '4 of 4', '0 of 0', '100%', PAST_UI.noRetro],
    ]);
    // (1 + 4) / 2 items completed per sprint.
    expect(screen.getByText(PAST_UI.velocitySummary('2.5', PAST_UI.items, 2))).toBeTruthy();
    expect(screen.getByRole('heading', { name: PAST_UI.burndown('Payments 2') })).toBeTruthy();
    // The retro's room address is read from the retro itself.
    expect(calls.some((c) => c.url === `/api/retros/${RETRO}`)).toBe(true);

    const older = within(table).getByRole('button', { name: 'Payments 1' });
    expect(older.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(older);
    expect(await screen.findByRole('heading', { name: PAST_UI.burndown('Payments 1') })).toBeTruthy();
    expect(older.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows, per retro, the actions done by the next retro and what stayed open across retros', async () => {
    serve([pastSprint({ name: 'Payments 1' })]);
    renderPage();
    const panel = await screen.findByRole('region', { name: FOLLOW_THROUGH_UI.title }, { timeout: 10_000 });
    const figures = await within(panel).findByRole('table', { name: FOLLOW_THROUGH_UI.doneByNext });
    expect(
      within(figures)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell').at(-1)?.textContent),
    ).toEqual(['actions done by the next retro: 2 of 3', 'actions done by the next retro: 1 of 4 (so far)']);
    expect(within(panel).getByText(FOLLOW_THROUGH_UI.latest(1, 4))).toBeTruthy();
    const stuck = within(panel).getByRole('list', { name: FOLLOW_THROUGH_UI.stuck });
    const [item] = within(stuck).getAllByRole('listitem');
    expect(item?.textContent).toContain('Fix the flaky build');
    expect(item?.textContent).toContain(FOLLOW_THROUGH_UI.openAcross(2));
    expect(item?.textContent).toContain('Sam Member · Due 30 Nov, 2026 · From Payments 1 retro');
  });

  it('says so when no ended retro has raised actions, and hides what the server refuses', async () => {
    serve([], [200, { squad: followThrough.squad, retros: [], stuck: [] }]);
    renderPage();
    const panel = await screen.findByRole('region', { name: FOLLOW_THROUGH_UI.title }, { timeout: 10_000 });
    expect(await within(panel).findByText(FOLLOW_THROUGH_UI.empty)).toBeTruthy();
    cleanup();

    const calls = serve(
      [pastSprint({ name: 'Payments 1' })],
      [403, { statusCode: 403, code: 'FORBIDDEN', message: 'x' }],
    );
    renderPage();
    await screen.findByRole('table', { name: PAST_UI.sprints }, { timeout: 10_000 });
    await waitFor(() =>
      expect(calls.some((c) => c.url.startsWith('/api/actions/follow-through'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: FOLLOW_THROUGH_UI.title })).toBeNull());
  });
});
