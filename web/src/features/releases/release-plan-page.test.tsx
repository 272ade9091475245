import { MSG } from '@squadboard/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADA, MOBILE, PAYMENTS, release, renderPage, serve } from './release.fixture.tsx';
import { RELEASE_UI as UI } from './release-strings.ts';

// Tab 1 of the Release Plan against a fake API (spec 001 §2.7): the columns, dates, tooltips and
// marks, the two filters and the count, the read-only view, and a name opening the dashboard tab.

const spring = release('2026.1 Spring', {
  status: 'In Progress',
  milestone: 'Gold',
  refinementDate: '2026-03-05',
  designDate: '2026-03-20',
  buildDate: '2026-04-10',
  testDate: '2026-04-24',
  uatDate: '2026-05-08',
  liveDate: '2026-05-15',
  releaseTrainManager: { id: ADA.id, name: ADA.name },
  createdAt: '2026-01-10T09:00:00.000Z',
});
const summer = release('2026.2 Summer', { status: 'At Risk', milestone: 'Bronze', liveDate: '2026-08-01' });
const done = release('2025.4 Winter', { status: 'Completed', milestone: 'Silver' });
const mobile = release('Mobile 3', { initiative: MOBILE, liveDate: '2026-12-01' });
const ALL = [spring, summer, done, mobile];

const rowNames = () =>
  screen.queryAllByTestId('release-row').map((row) => within(row).getAllByRole('link')[0]?.textContent);
const rowOf = (name: string) =>
  screen.getAllByTestId('release-row').find((row) => row.textContent?.includes(name)) as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ReleasePlanPage, the release list', { timeout: 20_000 }, () => {
  it('shows the columns in order with d MMM y dates, the badge, the diamond and the count', async () => {
    const calls = serve(ALL);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: MSG.releases.pageTitle })).toBeTruthy();
    await screen.findByText(MSG.releases.count(3));
    expect(rowNames()).toEqual(['2026.1 Spring', '2026.2 Summer', 'Mobile 3']);
    // The default 'Status' asks for no status: Scheduled, In Progress and At Risk.
    expect(calls.find((call) => call.url.startsWith('/api/releases'))?.url).toBe('/api/releases');

    const headers = screen
      .getAllByRole('columnheader')
      .map((th) => (th.querySelector('.release-th') ?? th).textContent);
    expect(headers).toEqual([
      'Release',
      'Status',
      'Milestone',
      'Refinement',
      'Design',
      'Build',
      'Testing',
      'UAT',
      'Go-Live',
      'RTM',
      'Actions',
    ]);
    const row = rowOf('2026.1 Spring');
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 10)).toEqual([
      'In Progress',
      UI.milestone('Gold'),
      '5 Mar 2026',
      '20 Mar 2026',
      '10 Apr 2026',
      '24 Apr 2026',
      '8 May 2026',
      '15 May 2026',
      'Ada Admin',
    ]);
    expect(
      within(row)
        .getByRole('img', { name: UI.milestone('Gold') })
        .getAttribute('data-milestone'),
    ).toBe('Gold');
    expect(within(rowOf('2026.2 Summer')).getByRole('img', { name: UI.milestone('Bronze') })).toBeTruthy();
    expect(within(rowOf('Mobile 3')).getByRole('img', { name: UI.milestone('None') }).textContent).toBe('—');
  });

  it("names every column's tooltip exactly as the spec does", async () => {
    serve(ALL);
    renderPage();
    await screen.findByText(MSG.releases.count(3));
    const tips = MSG.releases.tooltips;
    const expected = [
      tips.name,
      tips.status,
      tips.milestone,
      tips.refinementDate,
      tips.designDate,
      tips.buildDate,
      tips.testDate,
      tips.uatDate,
      tips.liveDate,
      tips.releaseTrainManager,
    ];
    const described = screen
      .getAllByRole('columnheader')
      .slice(0, 10)
      .map((th) => {
        const target = th.querySelector('[aria-describedby]') as HTMLElement;
        return document.getElementById(target.getAttribute('aria-describedby') ?? '')?.textContent;
      });
    expect(described).toEqual(expected);
    expect(expected).toContain('User Acceptance Testing Finish Date');

    // Hovering a heading shows its tooltip.
    fireEvent.mouseEnter(screen.getByText('Go-Live'));
    await waitFor(() =>
      expect(document.querySelector('.mantine-Tooltip-tooltip')?.textContent).toBe(tips.liveDate),
    );
  });

  it('filters by status and by initiative through the server, and counts what is shown', async () => {
    const calls = serve(ALL);
    const router = renderPage();
    await screen.findByText(MSG.releases.count(3));

    const status = screen.getByRole('combobox', { name: UI.statusFilter });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Status', 'Scheduled', 'In Progress', 'At Risk', 'Canceled', 'Completed']);
    fireEvent.change(status, { target: { value: 'Completed' } });
    await screen.findByText(MSG.releases.count(1));
    expect(rowNames()).toEqual(['2025.4 Winter']);
    expect(calls.some((call) => call.url === '/api/releases?status=Completed')).toBe(true);
    expect(router.state.location.search).toBe('?status=Completed');

    fireEvent.change(status, { target: { value: '' } });
    const initiative = screen.getByRole('combobox', { name: UI.initiativeFilter });
    await waitFor(() => expect(within(initiative).getAllByRole('option')).toHaveLength(3));
    expect(within(initiative).getAllByRole('option')[0]?.textContent).toBe('All');
    fireEvent.change(initiative, { target: { value: MOBILE.id } });
    await screen.findByText(MSG.releases.count(1));
    expect(rowNames()).toEqual(['Mobile 3']);
    expect(calls.some((call) => call.url === `/api/releases?initiativeId=${MOBILE.id}`)).toBe(true);

    fireEvent.change(initiative, { target: { value: PAYMENTS.id } });
    fireEvent.change(status, { target: { value: 'Canceled' } });
    await screen.findByText(UI.noMatchTitle);
    fireEvent.click(screen.getByRole('button', { name: UI.clearFilters }));
    await screen.findByText(MSG.releases.count(3));
  });

  it('shows a read-only user no create, edit, complete or delete controls', async () => {
    // What the server answers a Squad Member: nothing offered. The page reads `can`, not the role.
    const none = { edit: false, complete: false, delete: false };
    serve(
      ALL.map((one) => ({ ...one, can: none })),
      () => null,
      { create: false },
    );
    renderPage('/release-plan');
    await screen.findByText(MSG.releases.count(3));
    expect(screen.queryByRole('button', { name: UI.create })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: UI.columns.actions })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.edit('2026.1 Spring') })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.complete('2026.1 Spring') })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.delete('2026.1 Spring') })).toBeNull();
  });

  it("opens the dashboard tab with the release's id in the address, and closes back to the list", async () => {
    serve(ALL);
    const router = renderPage('/release-plan?status=At+Risk');
    await screen.findByText(MSG.releases.count(1));
    expect(screen.getByRole('tab', { name: UI.dashboardTab }).hasAttribute('data-disabled')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: '2026.2 Summer' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: UI.dashboardTab }).getAttribute('aria-selected')).toBe('true'),
    );
    expect(new URLSearchParams(router.state.location.search).get('release')).toBe(summer.id);
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('At Risk');
    expect(screen.queryByRole('table', { name: UI.table })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: UI.listTab }));
    await screen.findByRole('table', { name: UI.table });
    expect(router.state.location.search).toBe('?status=At+Risk');
  });

  it('keeps the dashboard open on a reload of its address', async () => {
    serve(ALL);
    renderPage(`/release-plan?release=${spring.id}`);
    expect(screen.getByRole('tab', { name: UI.dashboardTab }).getAttribute('aria-selected')).toBe('true');
  });

  it('says when loading failed and tries again', async () => {
    serve('fail');
    renderPage();
    await screen.findByText(MSG.generic.somethingWentWrong);
    serve(ALL);
    fireEvent.click(screen.getByRole('button', { name: UI.tryAgain }));
    await screen.findByText(MSG.releases.count(3));
  });

  it("invites a manager to create the first release when there is none, and shows the timeline's bars", async () => {
    serve([]);
    renderPage();
    await screen.findByText(UI.emptyTitle);
    expect(screen.getAllByRole('button', { name: UI.create })).toHaveLength(2);
    expect(screen.getByText(MSG.releases.count(0))).toBeTruthy();

    serve(ALL);
    await act(async () => {
      fireEvent.change(screen.getByRole('combobox', { name: UI.statusFilter }), {
        target: { value: 'In Progress' },
      });
    });
    await screen.findByText(MSG.releases.count(1));
    const toggle = screen.getByRole('button', { name: UI.timeline });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const timeline = screen.getByRole('region', { name: UI.timelineTitle });
    const bars = within(timeline)
      .getAllByRole('img')
      .map((bar) => bar.getAttribute('aria-label'));
    expect(bars[0]).toBe(UI.span('2026.1 Spring', 'Refinement', '10 Jan 2026', '5 Mar 2026'));
    expect(bars).toHaveLength(6);
    expect(within(timeline).getByText(UI.today('20 Nov 2026'))).toBeTruthy();
  });
});
