import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { ReleaseDashboard as Dashboard } from '@squadboard/domain/releases/release.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpenWorkItemProvider } from '../../../entities/work-item/open-work-item.tsx';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { RELEASE_UI } from '../release-strings.ts';
import { dashboardFixture, RELEASE_ID } from './dashboard.fixture.ts';
import { DASHBOARD_UI as UI } from './dashboard-strings.ts';
import { ReleaseDashboard } from './release-dashboard.tsx';

// The release dashboard (spec 001 §2.7 tab 2) against a fake API: the heading, cards, the two
// epic tables, the paged item tables with the no-sprint mark, an id opening the work item and a
// save refreshing the dashboard, the at-risk hint and the timeline, and the empty, failed and
// gone states. Today is fixed at 20 Nov 2026.

const PATH = `/api/releases/${RELEASE_ID}/dashboard`;

function serve(answers: (() => [number, unknown])[]): FakeCall[] {
  let served = 0;
  return fakeApi((call) => {
    if (call.url === PATH) {
      const answer = answers[Math.min(served, answers.length - 1)] as () => [number, unknown];
      served += 1;
      return answer();
    }
    return [404, { statusCode: 404, code: 'NOT_FOUND', message: 'x' }];
  });
}

const ok = (body: Dashboard) => () => [200, body] as [number, unknown];

function renderDashboard(onClose = vi.fn(), openWorkItem = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <OpenWorkItemProvider value={openWorkItem}>
          <ReleaseDashboard releaseId={RELEASE_ID} onClose={onClose} />
        </OpenWorkItemProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { queryClient, onClose, openWorkItem };
}

const section = (name: string) => screen.getByRole('region', { name });
const table = (name: string) => within(section(name)).getByRole('table', { name });
const cellTexts = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReleaseDashboard', { timeout: 30_000 }, () => {
  it('heads the dashboard with the release and counts its epics, stories, bugs and squads', async () => {
    serve([ok(dashboardFixture())]);
    const { onClose } = renderDashboard();
    const heading = await screen.findByRole('heading', { level: 2, name: 'R1 November' });
    expect(screen.getByRole('region', { name: 'R1 November' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('At Risk')).toBeTruthy();
    expect(screen.getByRole('img', { name: RELEASE_UI.milestone('Gold') })).toBeTruthy();
    const card = (name: string) => within(screen.getByRole('group', { name })).getAllByText(/^\d+$/)[0];
    expect(card(UI.cards.epics)?.textContent).toBe('3');
    expect(card(UI.cards.stories)?.textContent).toBe('7');
    expect(card(UI.cards.bugs)?.textContent).toBe('1');
    expect(card(UI.cards.squads)?.textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: UI.close }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('lays out each squad’s epics by stage and the epics’ share of each stage with bars', async () => {
    serve([ok(dashboardFixture())]);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'R1 November' });
    const teams = table(MSG.releases.dashboard.teams);
    const [head, ...rows] = within(teams).getAllByRole('row');
    expect(cellTexts(head as HTMLElement)).toEqual([
      UI.squad,
      'New',
      'Refinement',
      'Design',
      'Delivery',
      'Testing',
      'Complete',
    ]);
    expect(rows.map(cellTexts)).toEqual([
      ['Ledger', '1', '0', '0', '0', '0', '0'],
      ['Payments', '0', '0', '0', '1', '0', '1'],
    ]);

    const status = table(MSG.releases.dashboard.status);
    const statusRows = within(status).getAllByRole('row').slice(1);
    expect(statusRows.map(cellTexts)).toEqual([
      ['New', '1', '33%'],
      ['Refinement', '0', '0%'],
      ['Design', '0', '0%'],
      ['Delivery', '1', '33%'],
      ['Testing', '0', '0%'],
      ['Done', '1', '33%'],
      [UI.total, '3', '100%'],
    ]);
    const bars = within(status).getAllByRole('progressbar');
    expect(bars).toHaveLength(6);
    const done = within(status).getByRole('progressbar', { name: UI.percentOf('Done', 33) });
    expect(done.getAttribute('aria-valuenow')).toBe('33');
  });

  it('pages the stories five at a time with the summary, and marks those in the backlog', async () => {
    serve([ok(dashboardFixture())]);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'R1 November' });
    const title = MSG.releases.dashboard.stories;
    const stories = section(title);
    const rows = () => within(table(title)).getAllByRole('row').slice(1);
    expect(cellTexts(within(table(title)).getAllByRole('row')[0] as HTMLElement)).toEqual([
      'Item',
      'Squad',
      'Story Id',
      'Title',
      'Status',
    ]);
    expect(rows()).toHaveLength(5);
    expect(within(stories).getByText('Page: 1 Showing 1 - 5 of 7')).toBeTruthy();
    const previous = within(stories).getByRole('button', { name: UI.previousPage(title) });
    const next = within(stories).getByRole('button', { name: UI.nextPage(title) });
    expect(previous).toHaveProperty('disabled', true);
    expect(within(stories).queryByRole('img', { name: UI.noSprint })).toBeNull();

    fireEvent.click(next);
    expect(within(stories).getByText('Page: 2 Showing 6 - 7 of 7')).toBeTruthy();
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0] as HTMLElement).getByText('Story number 6')).toBeTruthy();
    expect(within(rows()[1] as HTMLElement).getByText('Story number 7')).toBeTruthy();
    expect(next).toHaveProperty('disabled', true);
    // Story 7 has no sprint: its row, and only its, carries the mark.
    const marks = within(stories).getAllByRole('img', { name: UI.noSprint });
    expect(marks).toHaveLength(1);
    expect(within(rows()[1] as HTMLElement).getByRole('img', { name: UI.noSprint })).toBeTruthy();
    expect(within(rows()[1] as HTMLElement).getByRole('img', { name: 'Story' })).toBeTruthy();
    fireEvent.click(previous);
    expect(within(stories).getByText('Page: 1 Showing 1 - 5 of 7')).toBeTruthy();

    // Epics sit in no sprint by nature: never marked. The bug in the backlog is.
    const epics = section(MSG.releases.dashboard.epics);
    expect(within(epics).getByText('Page: 1 Showing 1 - 3 of 3')).toBeTruthy();
    expect(within(epics).queryByRole('img', { name: UI.noSprint })).toBeNull();
    const bugs = section(MSG.releases.dashboard.bugs);
    expect(within(bugs).getByRole('columnheader', { name: 'Bug Id' })).toBeTruthy();
    expect(within(bugs).getByRole('img', { name: UI.noSprint })).toBeTruthy();
  });

  it('opens a work item by its id, and refreshes after a save made in its dialog', async () => {
    const first = dashboardFixture();
    const story = first.stories[0];
    if (!story) {
      throw new Error('fixture without stories');
    }
    const saved = dashboardFixture({
      stories: [{ ...story, statusId: 4 }, ...first.stories.slice(1)],
    });
    const calls = serve([ok(first), ok(saved)]);
    const { queryClient, openWorkItem } = renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'R1 November' });
    const stories = section(MSG.releases.dashboard.stories);
    const link = within(stories).getByRole('link', { name: UI.openItem(story.acronymId, story.title) });
    expect(link.textContent).toBe(story.acronymId);
    fireEvent.click(link);
    expect(openWorkItem).toHaveBeenCalledWith(story.id);

    // The dialog's Save is a mutation of the work-items feature; any success refreshes the dashboard.
    await queryClient
      .getMutationCache()
      .build(queryClient, { mutationFn: async () => ({ message: 'saved' }) })
      .execute(undefined);
    await waitFor(() => expect(calls.filter((call) => call.url === PATH)).toHaveLength(2));
    const firstRow = within(table(MSG.releases.dashboard.stories)).getAllByRole('row')[1] as HTMLElement;
    await within(firstRow).findByText('Done');
  });

  it('warns of stages past their date with work behind, and draws the stages against today', async () => {
    serve([ok(dashboardFixture())]);
    renderDashboard();
    await screen.findByRole('heading', { level: 2, name: 'R1 November' });
    expect(
      screen.getByText(MSG.releases.atRisk('Refinement', '1 Nov 2026', 2), { selector: '*' }),
    ).toBeTruthy();
    const timeline = within(section(UI.timeline)).getByRole('list', { name: UI.timeline });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `Refinement${UI.span('Refinement', '1 Oct 2026', '1 Nov 2026', 'finished')}`,
      `Design${UI.span('Design', '1 Nov 2026', '30 Nov 2026', 'in progress')}`,
      `Build${UI.span('Build', '30 Nov 2026', '20 Dec 2026', 'ahead')}`,
    ]);
    expect(screen.getAllByText(UI.today('20 Nov 2026')).length).toBeGreaterThan(0);
  });

  it('says how a work item joins the release when none names it yet', async () => {
    const empty = dashboardFixture({
      summary: { epics: 0, stories: 0, bugs: 0, squads: 0 },
      teams: [],
      epics: [],
      stories: [],
      bugs: [],
      risks: [],
    });
    serve([ok(empty)]);
    renderDashboard();
    expect(await screen.findByText(UI.emptyTitle)).toBeTruthy();
    expect(screen.getByText(UI.emptyText('R1 November', 'PAY - Payments 2027'))).toBeTruthy();
    expect(screen.queryByRole('group', { name: UI.cards.epics })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offers a retry after a failed load', async () => {
    serve([() => [500, { statusCode: 500, code: 'INTERNAL', message: 'x' }], ok(dashboardFixture())]);
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: UI.tryAgain }));
    expect(await screen.findByRole('heading', { level: 2, name: 'R1 November' })).toBeTruthy();
  });

  it('says so when the release is gone, and leads back to the list', async () => {
    serve([() => [404, { statusCode: 404, code: 'RELEASE_NOT_FOUND', message: MSG.releases.notFound }]]);
    const { onClose } = renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG.releases.notFound);
    fireEvent.click(screen.getByRole('button', { name: UI.backToList }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: UI.close })).toBeTruthy();
  });
});
