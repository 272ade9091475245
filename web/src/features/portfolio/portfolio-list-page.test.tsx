import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG, type SessionUser } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { PortfolioListPage } from './portfolio-list-page.tsx';
import { INITIATIVE_ID, node, OWNER_ID, PROJECT_ID, project } from './portfolio-nodes.fixture.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';

const ADMIN: SessionUser = sessionUserFixture({
  id: OWNER_ID,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
});

function serve(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
}

function list(nodes: PortfolioNode[]) {
  return () =>
    new Response(JSON.stringify({ items: nodes, can: { create: true } }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/portfolio/portfolio-list', element: <PortfolioListPage /> }], {
    initialEntries: ['/portfolio/portfolio-list'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SessionUserProvider user={ADMIN}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PortfolioListPage', { timeout: 20_000 }, () => {
  it('nests Projects under their Initiative, each row with its counts and progress', async () => {
    const counts = { features: 3, epics: 2, stories: 5, openBugs: 1, items: 10, done: 3 };
    serve(
      list([
        node({ counts, plannedStart: '2026-01-01', plannedEnd: '2026-03-31' }),
        project({ counts, status: 'In Progress' }),
      ]),
    );
    renderPage();
    const initiative = await screen.findByRole('link', { name: 'PAY1 - Payments' });
    expect(initiative.getAttribute('href')).toBe(`/edit-tab/portfolio/${INITIATIVE_ID}`);
    const projects = screen.getByRole('list', { name: UI.projectsOf('PAY1 - Payments') });
    const link = within(projects).getByRole('link', { name: 'CARD1 - Card checkout' });
    expect(link.getAttribute('href')).toBe(`/edit-tab/portfolio/${PROJECT_ID}`);

    const rows = screen.getAllByTestId('portfolio-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('3 features');
    expect(first.textContent).toContain('2 epics');
    expect(first.textContent).toContain('5 stories');
    expect(first.textContent).toContain('1 open bug');
    expect(first.textContent).toContain('1 Jan 2026 – 31 Mar 2026');
    expect(within(first).getByRole('progressbar', { name: '3 of 10 items done' })).toBeTruthy();
    expect(screen.getByText('1 initiative · 1 project')).toBeTruthy();
  });

  it('folds an Initiative’s Projects away and back with its button', async () => {
    serve(list([node(), project()]));
    renderPage();
    const toggle = await screen.findByRole('button', { name: UI.projectsOf('PAY1 - Payments') });
    const projects = screen.getByRole('list', { name: UI.projectsOf('PAY1 - Payments') });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(projects.id);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(projects.hidden).toBe(true);
    expect(screen.queryByRole('link', { name: 'CARD1 - Card checkout' })).toBeNull();
    fireEvent.click(toggle);
    expect(projects.hidden).toBe(false);
  });

  it('offers an Initiative without Projects no toggle', async () => {
    serve(list([node()]));
    renderPage();
    await screen.findByRole('link', { name: 'PAY1 - Payments' });
    expect(screen.queryByRole('button', { name: UI.projectsOf('PAY1 - Payments') })).toBeNull();
    expect(screen.getByRole('progressbar', { name: UI.noItems })).toBeTruthy();
  });

  it('invites the first Initiative when the portfolio is empty, and exports CSV', async () => {
    serve(list([]));
    renderPage();
    expect(await screen.findByText(MSG.portfolio.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.createTitle }).getAttribute('href')).toBe(
      '/portfolio/create-portfolio',
    );
    const csv = screen.getByRole('link', { name: UI.exportCsv });
    expect(csv.getAttribute('href')).toBe('/api/portfolio.csv');
    expect(csv.hasAttribute('download')).toBe(true);
  });

  it('says when the list could not load, and tries again', async () => {
    serve(() => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    renderPage();
    expect(await screen.findByText(MSG.generic.somethingWentWrong)).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.tryAgain })).toBeTruthy();
  });
});
