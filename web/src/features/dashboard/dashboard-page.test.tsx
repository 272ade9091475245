import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@squadboard/domain';
import type { FollowThrough } from '@squadboard/domain/actions/follow-through.schema';
import type {
  DashboardActions,
  DashboardNextSteps,
  DashboardRetros,
  DashboardRisks,
  DashboardSprints,
  DashboardWorkItems,
} from '@squadboard/domain/dashboard/dashboard.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FOLLOW_THROUGH_UI } from '../../entities/action/action-strings.ts';
import { OpenWorkItemProvider } from '../../entities/work-item/open-work-item.tsx';
import { fakeApi, squadChoicesAnswer } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { DashboardPage } from './dashboard-page.tsx';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';

// The dashboard home against a fake API: each block's rows and links, a block failing on its own
// and retrying, empty blocks with their way on, and a new organisation's first steps.

const retros: DashboardRetros = {
  running: [
    {
      id: 'r1',
      title: 'Sprint 12 retro',
      squadId: 's1',
      squadName: 'Payments',
      room: 'MTI-zND',
      status: 'INPROGRESS',
      scheduledAt: '2026-11-20T09:00:00.000Z',
      startedAt: '2026-11-20T09:00:00.000Z',
    },
  ],
  runningTotal: 1,
  scheduled: [
    {
      id: 'r2',
      title: 'Quarterly retro',
      squadId: 's1',
      squadName: 'Payments',
      room: 'NDU-2Nz',
      status: 'SCHEDULED',
      scheduledAt: '2026-11-25T09:00:00.000Z',
      startedAt: null,
    },
  ],
  scheduledTotal: 7,
};
const actions: DashboardActions = {
  actions: [
    {
      id: 'a1',
      number: 4,
      title: 'Fix the flaky build',
      status: 'Open',
      dueDate: '2026-11-18',
      overdue: true,
      context: 'Payments',
    },
  ],
  actionsTotal: 1,
  registerItems: [],
  registerItemsTotal: 0,
};
const workItems: DashboardWorkItems = {
  items: [
    {
      id: 'w1',
      acronymId: 'PAYT3',
      title: 'Retry failed payouts',
      type: 'Task',
      statusId: 8,
      squadId: 's1',
      squadName: 'Payments',
      sprintName: 'Sprint 5',
    },
  ],
  total: 1,
};
const sprints: DashboardSprints = {
  sprints: [
    {
      squadId: 's1',
      squadName: 'Payments',
      sprintId: 'sp1',
      sprintName: 'Sprint 5',
      startDate: '2026-11-16',
      endDate: '2026-11-27',
      doneItems: 1,
      totalItems: 4,
      daysLeft: 7,
    },
  ],
  total: 1,
};
const risks: DashboardRisks = {
  items: [
    {
      id: 'k1',
      acronymId: 'GROR2',
      title: 'Provider outage',
      type: 'Risk',
      status: 'New',
      dueDate: '2026-11-22',
      overdue: false,
      ownerName: 'Olivia Owner',
      mine: true,
    },
  ],
  total: 1,
};
const allDone: DashboardNextSteps = {
  steps: [
    { id: 'squad', done: true },
    { id: 'retro', done: true },
    { id: 'invite', done: true },
  ],
  hasSquad: true,
};

const followThrough = (squad: { id: string; name: string }, done: number, stuck = 0): FollowThrough => ({
  squad,
  retros: [
    {
      retroId: 'x1',
      title: 'Sprint 4 retro',
      endedAt: '2026-11-06T15:00:00.000Z',
      done,
      total: 3,
      pending: false,
    },
    {
      retroId: 'x2',
      title: 'Sprint 5 retro',
      endedAt: '2026-11-13T15:00:00.000Z',
      done: 0,
      total: 1,
      pending: true,
    },
  ],
  stuck: Array.from({ length: stuck }, (_, i) => ({
    actionId: `k${i}`,
    title: `Stuck action ${i + 1}`,
    ownerName: 'Sam Member',
    dueDate: null,
    retroId: 'x1',
    retroTitle: 'Sprint 4 retro',
    retros: 2,
  })),
});
const SQUADS = [
  { id: '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e71', name: 'Payments' },
  { id: '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e72', name: 'Search' },
];

type Answers = Record<string, () => [number, unknown]>;

function serve(overrides: Answers = {}) {
  const answers: Answers = {
    retros: () => [200, retros],
    actions: () => [200, actions],
    'work-items': () => [200, workItems],
    sprints: () => [200, sprints],
    risks: () => [200, risks],
    'next-steps': () => [200, allDone],
    // The caller's squads: none unless a test says, so no follow-through block.
    '/api/squads/choices': () => [200, squadChoicesAnswer([])],
    ...overrides,
  };
  return fakeApi((call) => {
    const block = call.url.replace('/api/dashboard/', '');
    const answer = answers[block];
    return answer ? answer() : [404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }];
  });
}

function renderPage(user: SessionUser = sessionUserFixture(), openWorkItem = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: (
          <OpenWorkItemProvider value={openWorkItem}>
            <DashboardPage />
          </OpenWorkItemProvider>
        ),
      },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <SessionUserProvider user={user}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { router, openWorkItem };
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The blocks follow the next steps (which go above them) and the page's first paint. */
async function blocksShown() {
  await screen.findByRole('region', { name: UI.risks.title });
}

describe('DashboardPage', { timeout: 30_000 }, () => {
  it('welcomes the user and fills every block from its own endpoint', async () => {
    const calls = serve();
    const { openWorkItem } = renderPage();
    expect(screen.getByText(UI.welcome('Olivia'))).toBeTruthy();
    await blocksShown();

    const retroBlock = region(UI.retros.title);
    const join = await within(retroBlock).findByRole('link', {
      name: UI.retros.joinLabel('Sprint 12 retro'),
    });
    expect(join.getAttribute('href')).toBe('/retro-session/MTI-zND');
    expect(within(retroBlock).getByText('Quarterly retro')).toBeTruthy();
    expect(within(retroBlock).getByText(UI.more(1, 7))).toBeTruthy();
    expect(within(retroBlock).getByRole('link', { name: UI.retros.link }).getAttribute('href')).toBe(
      '/retro/retro-list',
    );

    const actionBlock = region(UI.actions.title);
    expect(await within(actionBlock).findByText('Fix the flaky build')).toBeTruthy();
    expect(within(actionBlock).getByText(UI.overdue)).toBeTruthy();
    expect(within(actionBlock).getByText(UI.due('18/11/2026'))).toBeTruthy();

    const sprintBlock = region(UI.sprints.title);
    const bar = await within(sprintBlock).findByRole('progressbar', {
      name: UI.sprints.progressLabel('Payments'),
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(sprintBlock).getByText(UI.sprints.daysLeft(7))).toBeTruthy();
    expect(within(sprintBlock).getByRole('link', { name: 'Payments · Sprint 5' }).getAttribute('href')).toBe(
      '/sprint/active-sprint?squad=s1',
    );

    const riskLink = await within(region(UI.risks.title)).findByRole('link', {
      name: 'GROR2 Provider outage',
    });
    expect(riskLink.getAttribute('href')).toBe('/raid/k1');

    const item = await within(region(UI.workItems.title)).findByRole('link', {
      name: UI.workItems.open('PAYT3', 'Retry failed payouts'),
    });
    fireEvent.click(item);
    expect(openWorkItem).toHaveBeenCalledWith('w1');

    // Everything set up: no first steps.
    expect(screen.queryByRole('region', { name: UI.nextSteps.title })).toBeNull();
    expect(
      calls
        .map((c) => c.url)
        .filter((url) => url.startsWith('/api/dashboard/'))
        .sort(),
    ).toEqual(
      ['actions', 'next-steps', 'retros', 'risks', 'sprints', 'work-items'].map((b) => `/api/dashboard/${b}`),
    );
  });

  it('lets one block fail and retry while the others show, and gives empty blocks a way on', async () => {
    let riskAnswers = 0;
    serve({
      risks: () => {
        riskAnswers += 1;
        return riskAnswers === 1 ? [500, { statusCode: 500, code: 'INTERNAL', message: 'x' }] : [200, risks];
      },
      actions: () => [200, { actions: [], actionsTotal: 0, registerItems: [], registerItemsTotal: 0 }],
    });
    renderPage();
    await blocksShown();
    const riskBlock = region(UI.risks.title);
    fireEvent.click(await within(riskBlock).findByRole('button', { name: UI.retry }));
    expect(await within(riskBlock).findByText('GROR2 Provider outage')).toBeTruthy();
    expect(await within(region(UI.retros.title)).findByText('Sprint 12 retro')).toBeTruthy();

    const actionBlock = region(UI.actions.title);
    expect(await within(actionBlock).findByText(UI.actions.empty)).toBeTruthy();
    expect(within(actionBlock).getByRole('link', { name: UI.actions.emptyLink }).getAttribute('href')).toBe(
      '/actions',
    );
  });

  it('shows a new organisation its first steps instead of empty blocks', async () => {
    serve({
      'next-steps': () => [
        200,
        {
          steps: [
            { id: 'squad', done: false },
            { id: 'retro', done: false },
            { id: 'invite', done: true },
          ],
          hasSquad: false,
        },
      ],
    });
    renderPage();
    const steps = await screen.findByRole('region', { name: UI.nextSteps.title });
    expect(
      within(steps).getByRole('link', { name: UI.nextSteps.steps.squad.title }).getAttribute('href'),
    ).toBe('/squad/create-squad');
    expect(
      within(steps).getByRole('link', { name: UI.nextSteps.steps.retro.title }).getAttribute('href'),
    ).toBe('/retro/create-retro');
    // Done: ticked, no longer a link.
    expect(within(steps).queryByRole('link', { name: UI.nextSteps.steps.invite.title })).toBeNull();
    expect(within(steps).getByText(UI.nextSteps.steps.invite.title)).toBeTruthy();
    expect(screen.queryByRole('region', { name: UI.retros.title })).toBeNull();
  });

  it('keeps the blocks for a squad lead whose organisation has squads but no retro yet', async () => {
    serve({ 'next-steps': () => [200, { steps: [{ id: 'retro', done: false }], hasSquad: true }] });
    renderPage(sessionUserFixture({ role: 'SQUAD_ADMIN' }));
    const steps = await screen.findByRole('region', { name: UI.nextSteps.title });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(1);
    expect(region(UI.retros.title)).toBeTruthy();
  });

  it('shows the follow-through of retro actions of the caller’s squads, one squad at a time', async () => {
    const calls = serve({
      '/api/squads/choices': () => [200, squadChoicesAnswer(SQUADS)],
      '/api/actions/follow-through?squadId=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e71': () => [
        200,
        followThrough(SQUADS[0] as (typeof SQUADS)[0], 2),
      ],
      '/api/actions/follow-through?squadId=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e72': () => [
        200,
        followThrough(SQUADS[1] as (typeof SQUADS)[0], 1, 7),
      ],
    });
    renderPage();
    await blocksShown();
    const block = await screen.findByRole('region', { name: UI.followThrough.title });
    const figures = await within(block).findByRole(
      'table',
      { name: FOLLOW_THROUGH_UI.doneByNext },
      { timeout: 10_000 },
    );
    expect(within(figures).getByText(FOLLOW_THROUGH_UI.figure(2, 3, false))).toBeTruthy();
    expect(within(figures).getByText(FOLLOW_THROUGH_UI.figure(0, 1, true))).toBeTruthy();
    expect(within(block).getByText(FOLLOW_THROUGH_UI.noneStuck)).toBeTruthy();
    expect(within(block).getByRole('link', { name: UI.followThrough.link }).getAttribute('href')).toBe(
      '/sprint/past-sprints?squad=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e71',
    );

    fireEvent.click(within(block).getByRole('combobox', { name: UI.followThrough.squad }));
    fireEvent.click(await screen.findByRole('option', { name: 'Search' }));
    expect(await within(block).findByText(FOLLOW_THROUGH_UI.figure(1, 3, false))).toBeTruthy();
    // The dashboard shows the first five; Past Sprints has them all.
    expect(within(block).getAllByRole('listitem')).toHaveLength(5);
    expect(within(block).getByText(FOLLOW_THROUGH_UI.more(5, 7))).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/actions/follow-through')).map((c) => c.url)).toEqual([
      '/api/actions/follow-through?squadId=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e71',
      '/api/actions/follow-through?squadId=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e72',
    ]);
  });

  it('has no follow-through block without a squad, nor when the server refuses it', async () => {
    const calls = serve();
    renderPage();
    await blocksShown();
    expect(screen.queryByRole('region', { name: UI.followThrough.title })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/actions/follow-through'))).toBe(false);
    cleanup();

    const refused = serve({
      '/api/squads/choices': () => [200, squadChoicesAnswer(SQUADS.slice(0, 1))],
      '/api/actions/follow-through?squadId=0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e71': () => [
        403,
        { statusCode: 403, code: 'FORBIDDEN', message: 'x' },
      ],
    });
    renderPage();
    await blocksShown();
    await waitFor(() =>
      expect(refused.some((c) => c.url.startsWith('/api/actions/follow-through'))).toBe(true),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: UI.followThrough.title })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
