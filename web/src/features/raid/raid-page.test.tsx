import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { PARENT, raidItem } from './raid-items.fixture.ts';
import { RaidPage, SECTIONS_KEY } from './raid-page.tsx';
import { RAID_UI as UI } from './raid-strings.ts';

// The RAID register page against a fake API (spec 001 §2.6): sections and counts, the filters and
// search, the heat map, the overdue marker, the CSV link and /raid/:id opening the edit dialog.
// Today is fixed at 20 Nov 2026 so Recent and overdue do not depend on the day the test runs.

const ME = sessionUserFixture({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Admin',
});

const risks = {
  likelyMajor: raidItem('Risk', 'Supplier delay', {
    priority: 'High',
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
    treatedLikelihood: 'Possible',
    treatedConsequence: 'Moderate',
  }),
  likelyMajor2: raidItem('Risk', 'Key person leaves', {
    priority: 'Medium',
    status: 'In Treatment',
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
  }),
  closed: raidItem('Risk', 'Old vendor risk', {
    status: 'Complete',
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
    raisedDate: '2026-03-01',
  }),
  accepted: raidItem('Risk', 'Exchange rate', { status: 'Accepted' }),
};
const overdueIssue = raidItem('Issue', 'Build pipeline broken', {
  priority: 'High',
  status: 'In Progress',
  raisedDate: '2026-10-01',
  dueDate: '2026-11-10',
});
const doneIssue = raidItem('Issue', 'Login page slow', {
  status: 'Complete',
  dueDate: '2026-11-01',
  raisedDate: '2026-01-05',
});
const dependency = raidItem('Dependency', 'Ledger API from team B', { dueDate: '2026-12-05' });
const ALL = [...Object.values(risks), overdueIssue, doneIssue, dependency];

function serve(items: RaidItem[] | 'fail'): FakeCall[] {
  return fakeApi((call) => {
    if (call.url === '/api/raid') {
      return items === 'fail' ? [500, { statusCode: 500, code: 'INTERNAL', message: 'x' }] : [200, { items }];
    }
    const one = items === 'fail' ? undefined : items.find((item) => call.url === `/api/raid/${item.id}`);
    if (one) {
      return [200, one];
    }
    if (call.url === '/api/portfolio') {
      return [200, { items: [], can: { create: false } }];
    }
    if (call.url.includes('/comments') || call.url.includes('/attachments')) {
      return [200, { items: [], can: { add: true } }];
    }
    return [200, { items: [] }];
  });
}

function renderPage(path = '/raid') {
  const router = createMemoryRouter(
    [
      { path: '/raid', element: <RaidPage /> },
      { path: '/raid/:id', element: <RaidPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SessionUserProvider user={ME}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const sectionButton = (type: string, count: number) =>
  screen.findByRole('button', { name: UI.sectionToggle(type, count) });
const rowNames = () =>
  screen.queryAllByTestId('raid-row').map((row) => within(row).getByRole('link').textContent);
const heatCell = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0));
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RaidPage', { timeout: 20_000 }, () => {
  it('shows a section per type that has items, in the spec’s order, with counts and the row columns', async () => {
    serve(ALL);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: MSG.raid.pageTitle })).toBeTruthy();
    await sectionButton('Risk', 4);
    const headers = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headers).toEqual(['Risk4', 'Issue2', 'Dependency1']);
    expect(screen.getByPlaceholderText(MSG.raid.searchPlaceholder)).toBeTruthy();

    const row = screen
      .getAllByTestId('raid-row')
      .find((r) => r.textContent?.includes('Ledger API')) as HTMLElement;
    const link = within(row).getByRole('link', { name: `${dependency.acronymId} - Ledger API from team B` });
    expect(link.getAttribute('href')).toBe(`/raid/${dependency.id}`);
    expect(within(row).getByText('05-12-2026')).toBeTruthy();
    expect(within(row).getByText(UI.noPriority)).toBeTruthy();
    expect(within(row).getByText(`${PARENT.acronymId} - ${PARENT.title}`)).toBeTruthy();
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
  });

  it('folds a section away and remembers it', async () => {
    serve(ALL);
    renderPage();
    const toggle = await sectionButton('Issue', 2);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('table', { name: UI.sectionTable('Issue') })).toBeNull();
    expect(screen.getByRole('table', { name: UI.sectionTable('Risk') })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(SECTIONS_KEY) ?? '{}')).toMatchObject({
      Issue: false,
      Risk: true,
    });
  });

  it('filters with the four buttons, the status and type filters, and the search', async () => {
    serve(ALL);
    const router = renderPage();
    await sectionButton('Risk', 4);
    const high = screen.getByRole('button', { name: 'High Priority' });
    fireEvent.click(high);
    expect(high.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All' }).getAttribute('aria-pressed')).toBe('false');
    expect(rowNames()).toEqual([
      `${risks.likelyMajor.acronymId} - Supplier delay`,
      `${overdueIssue.acronymId} - Build pipeline broken`,
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Open Items' }));
    await sectionButton('Risk', 3);
    await sectionButton('Issue', 1);
    fireEvent.click(screen.getByRole('button', { name: 'Recent' }));
    // Raised in November or October 2026: the old risk (March) and the January issue drop out.
    await sectionButton('Risk', 3);
    expect(rowNames()).not.toContain(`${doneIssue.acronymId} - Login page slow`);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));

    fireEvent.change(screen.getByRole('combobox', { name: UI.statusFilter }), {
      target: { value: 'Complete' },
    });
    await sectionButton('Risk', 1);
    await sectionButton('Issue', 1);
    expect(screen.queryByRole('button', { name: UI.sectionToggle('Dependency', 1) })).toBeNull();
    expect(router.state.location.search).toBe('?status=Complete');
    fireEvent.change(screen.getByRole('combobox', { name: UI.statusFilter }), { target: { value: '' } });

    fireEvent.change(screen.getByRole('combobox', { name: UI.typeFilter }), {
      target: { value: 'Dependency' },
    });
    await sectionButton('Dependency', 1);
    expect(screen.queryByRole('button', { name: UI.sectionToggle('Risk', 4) })).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: UI.typeFilter }), { target: { value: '' } });

    // Search by acronym id, whatever the case, then by title.
    const search = screen.getByRole('searchbox', { name: UI.search });
    fireEvent.change(search, { target: { value: overdueIssue.acronymId.toLowerCase() } });
    expect(rowNames()).toEqual([`${overdueIssue.acronymId} - Build pipeline broken`]);
    fireEvent.change(search, { target: { value: 'nothing like this' } });
    expect(await screen.findByText(UI.noMatchTitle)).toBeTruthy();
    // The toolbar's Clear filters and the placeholder's do the same.
    const clears = screen.getAllByRole('button', { name: UI.clearFilters });
    expect(clears).toHaveLength(2);
    fireEvent.click(clears[1] as HTMLElement);
    await sectionButton('Risk', 4);
    expect((search as HTMLInputElement).value).toBe('');
  });

  it('marks an open item past its due date as overdue, in its name too', async () => {
    serve(ALL);
    renderPage();
    const link = await screen.findByRole('link', {
      name: `${overdueIssue.acronymId} - Build pipeline broken, ${UI.overdue}`,
    });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText(UI.overdue)).toBeTruthy();
    expect(within(row).getByText('10-11-2026')).toBeTruthy();
    // Complete items are never overdue, even with a past date.
    const done = screen.getByRole('link', { name: `${doneIssue.acronymId} - Login page slow` });
    expect(within(done.closest('tr') as HTMLElement).queryByText(UI.overdue)).toBeNull();
    expect(screen.getAllByText(UI.overdue)).toHaveLength(1);
  });

  it('counts open risks in the heat map and filters the list by a cell', async () => {
    serve(ALL);
    renderPage();
    await sectionButton('Risk', 4);
    const toggle = screen.getByRole('button', { name: UI.heatMap });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Two open risks are Likely × Major now; the Complete one is not counted.
    const cell = heatCell(UI.heatCell('current', 'Likely', 'Major', 2));
    expect(cell.textContent).toBe('2');
    expect(cell.getAttribute('data-band')).toBe('high');
    expect(heatCell(UI.heatCell('treated', 'Possible', 'Moderate', 1)).textContent).toBe('1');
    // The two defaulted risks (Supplier delay is treated elsewhere): Unlikely × Very low treated.
    expect(heatCell(UI.heatCell('treated', 'Unlikely', 'Very low', 2)).textContent).toBe('2');
    expect(heatCell(UI.heatCell('current', 'Almost Certain', 'Extreme', 0)).getAttribute('data-band')).toBe(
      'extreme',
    );

    fireEvent.click(cell);
    expect(cell.getAttribute('aria-pressed')).toBe('true');
    expect(rowNames()).toEqual([
      `${risks.likelyMajor.acronymId} - Supplier delay`,
      `${risks.likelyMajor2.acronymId} - Key person leaves`,
    ]);
    const chip = UI.heatChip('current', 'Likely', 'Major');
    expect(screen.getByText(chip)).toBeTruthy();
    fireEvent.click(cell);
    await sectionButton('Risk', 4);
    fireEvent.click(cell);
    fireEvent.click(screen.getByRole('button', { name: UI.clearHeatCell(chip) }));
    await sectionButton('Issue', 2);

    // The heat map counts the list as searched.
    fireEvent.change(screen.getByRole('searchbox', { name: UI.search }), { target: { value: 'supplier' } });
    expect(heatCell(UI.heatCell('current', 'Likely', 'Major', 1)).textContent).toBe('1');
  });

  it('links Export CSV to the export with the current filters', async () => {
    serve(ALL);
    renderPage('/raid?filter=OPEN&type=Risk');
    await sectionButton('Risk', 3);
    fireEvent.change(screen.getByRole('searchbox', { name: UI.search }), { target: { value: 'PAY' } });
    fireEvent.change(screen.getByRole('combobox', { name: UI.statusFilter }), {
      target: { value: 'In Treatment' },
    });
    const link = screen.getByRole('link', { name: UI.exportCsv });
    expect(link.hasAttribute('download')).toBe(true);
    expect(link.getAttribute('href')).toBe('/api/raid.csv?filter=OPEN&status=In+Treatment&type=Risk&q=PAY');
  });

  it('invites the first item when the register is empty; Create opens the CREATE dialog', async () => {
    serve([]);
    const router = renderPage();
    expect(await screen.findByText(UI.emptyTitle)).toBeTruthy();
    const creates = screen.getAllByRole('button', { name: UI.create });
    expect(creates).toHaveLength(2);
    fireEvent.click(creates[1] as HTMLElement);
    expect(await screen.findByRole('dialog', { name: 'CREATE' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/raid');
  });

  it('says when the register could not load, and tries again', async () => {
    const calls = serve('fail');
    renderPage();
    expect(await screen.findByText(MSG.generic.somethingWentWrong)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UI.tryAgain }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/raid')).toHaveLength(2));
  });

  it('/raid/:id opens that item’s edit dialog at once; closing it keeps the filters', async () => {
    const calls = serve(ALL);
    const router = renderPage(`/raid/${dependency.id}?type=Dependency`);
    const dialog = await screen.findByRole('dialog', { name: /EDIT RAID/ });
    await waitFor(() => expect(calls.some((c) => c.url === `/api/raid/${dependency.id}`)).toBe(true));
    expect(await within(dialog).findByDisplayValue('Ledger API from team B')).toBeTruthy();
    await sectionButton('Dependency', 1);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/raid'));
    expect(router.state.location.search).toBe('?type=Dependency');
  });
});
