import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { DEFAULT_STATUS_CONFIG } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SQUAD, planFixture, plannedFixture } from '../../entities/sprint/sprint-plan.fixture.ts';
import { workItemFixture } from '../../entities/work-item/work-item.fixture.ts';
import { type FakeCall, fakeApi, squadChoicesAnswer } from '../../lib/fake-api.fixture.ts';
import { toast } from '../../lib/toast.ts';
import { BacklogPage } from './backlog-page.tsx';
import { BACKLOG_UI as UI } from './backlog-strings.ts';

// The Backlog page against a fake API: the rows in rank order, a keyboard step on a drag
// handle sends the rank the server expects, and the empty state.

const SQUAD = FIXTURE_SQUAD;
const ids = ['1', '2', '3'].map((n) => `3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c2${n}`);

function item(id: string, n: number): WorkItem {
  return workItemFixture({
    id,
    title: `Story ${n}`,
    acronymId: `PAYS${n}`,
    squadId: SQUAD,
    ownerName: n === 1 ? 'Mia Member' : null,
  });
}

function serve(items: WorkItem[], bulkCount?: number): FakeCall[] {
  return fakeApi((call) => {
    if (call.url === '/api/squads/choices') {
      return [200, squadChoicesAnswer([{ id: SQUAD, name: 'Payments' }])];
    }
    if (call.url.startsWith('/api/work-items/status-config/')) {
      return [200, DEFAULT_STATUS_CONFIG];
    }
    if (call.url.startsWith('/api/work-items/backlog?')) {
      return [200, { items, total: items.length, nextCursor: null }];
    }
    if (call.url.startsWith('/api/sprints/plan?')) {
      return [
        200,
        planFixture({ active: plannedFixture(1, { state: 'ACTIVE' }), upcoming: [plannedFixture(2)] }),
      ];
    }
    if (call.url === '/api/work-items/bulk') {
      const count = bulkCount ?? (call.body as { ids: string[] }).ids.length;
      return [200, { message: count === 0 ? MSG.workItems.nothingChanged : MSG.workItems.updated, count }];
    }
    if (call.url.endsWith('/rank')) {
      return [200, { message: 'Backlog order updated.', item: items.find((i) => call.url.includes(i.id)) }];
    }
    return [200, {}];
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/backlog', element: <BacklogPage /> }], {
    initialEntries: [`/backlog?squad=${SQUAD}`],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const titles = () =>
  within(screen.getByRole('grid', { name: UI.list('Payments') }))
    .getAllByRole('link')
    .map((link) => link.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('BacklogPage', () => {
  it('lists the squad’s backlog in rank order, each row with its id, status, owner and priority', async () => {
    serve(ids.map((id, i) => item(id, i + 1)));
    renderPage();
    const grid = await screen.findByRole('grid', { name: UI.list('Payments') });
    expect(titles()).toEqual(['Story 1', 'Story 2', 'Story 3']);
    const first = within(grid).getAllByRole('row')[0] as HTMLElement;
    expect(within(first).getByText('PAYS1')).toBeTruthy();
    expect(within(first).getByText('Mia Member')).toBeTruthy();
    expect(within(first).getByText('Priority 4')).toBeTruthy();
    expect(within(first).getByRole('img', { name: 'Story' })).toBeTruthy();
    expect(screen.getByText(UI.total(3))).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.exportCsv }).getAttribute('href')).toBe(
      `/api/work-items/backlog.csv?squadId=${SQUAD}`,
    );
  });

  it('Arrow Up on a drag handle moves the item one place and sends where it lands', async () => {
    const calls = serve(ids.map((id, i) => item(id, i + 1)));
    renderPage();
    const handle = await screen.findByRole('button', { name: UI.move('PAYS3') });
    fireEvent.keyDown(handle, { key: 'ArrowUp' });
    await waitFor(() => expect(titles()).toEqual(['Story 1', 'Story 3', 'Story 2']));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: `/api/work-items/${ids[2]}/rank`,
        body: { afterId: ids[0] },
      }),
    );
    expect(screen.getByText(UI.moved('PAYS3', 2))).toBeTruthy();
  });

  it('the bulk bar plans ticked items into the active or an upcoming sprint, never a completed one', async () => {
    const calls = serve(ids.map((id, i) => item(id, i + 1)));
    renderPage();
    const panel = await screen.findByRole('complementary', { name: UI.sprintsOf('Payments') });
    await within(panel).findByRole('heading', { name: 'Sprint 2' });
    fireEvent.click(await screen.findByRole('checkbox', { name: UI.select('PAYS1') }));
    fireEvent.click(screen.getByRole('checkbox', { name: UI.select('PAYS3') }));
    fireEvent.click(screen.getByRole('combobox', { name: UI.moveToSprint }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // The ticked rows are in the backlog already: only the squad's open sprints are offered.
    expect(options).toEqual([UI.activeSprint('Sprint 1'), 'Sprint 2']);
    fireEvent.click(screen.getByRole('option', { name: 'Sprint 2' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        url: '/api/work-items/bulk',
        body: { ids: [ids[0], ids[2]], sprintId: plannedFixture(2).sprint.id },
      }),
    );
  });

  it('shows a change that changed nothing as news, not as a success', async () => {
    serve(
      ids.map((id, i) => item(id, i + 1)),
      0,
    );
    const info = vi.spyOn(toast, 'info').mockImplementation(() => {});
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderPage();
    fireEvent.click(await screen.findByRole('checkbox', { name: UI.select('PAYS1') }));
    fireEvent.click(screen.getByRole('combobox', { name: UI.moveToSprint }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sprint 2' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith(MSG.workItems.nothingChanged));
    expect(success).not.toHaveBeenCalled();
  });

  it('offers no tick and no handle on an item the server says the caller may not change', async () => {
    serve([item(ids[0] ?? '', 1), { ...item(ids[1] ?? '', 2), can: { edit: false, move: false } }]);
    renderPage();
    expect(await screen.findByRole('checkbox', { name: UI.select('PAYS1') })).toBeTruthy();
    expect(screen.getByRole('button', { name: UI.move('PAYS1') })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: UI.select('PAYS2') })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.move('PAYS2') })).toBeNull();
  });

  it('says so when the backlog is empty', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(UI.emptyTitle)).toBeTruthy();
    expect(screen.getByText(UI.emptyText)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: UI.quickAddTitle })).toBeTruthy();
  });
});
