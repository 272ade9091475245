import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import { ADMIN_METRICS } from '@squadboard/domain/admin/admin.model';
import type { AdminCustomer } from '@squadboard/domain/admin/admin.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { AdminDashboardPage } from './admin-dashboard-page.tsx';
import { ADMIN_UI } from './admin-dashboard-strings.ts';

// The admin dashboard against a fake server: the ten cards, a card's organisations page by
// page, the refusal for someone who is not staff, and a failed load.

type Answer = [number, unknown];

const COUNTS = [12, 7, 140, 9, 21, 3, 4, 5, 6, 2];
const METRICS = { metrics: ADMIN_METRICS.map((metric, i) => ({ metric, count: COUNTS[i] })) };

function customer(n: number, fields: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `Org ${n}`,
    plan: 'BETA',
    createdAt: '2026-03-05T10:00:00.000Z',
    users: n,
    squads: 1,
    ...fields,
  };
}

function renderPage(answer: (call: FakeCall) => Answer) {
  const calls = fakeApi(answer);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <SessionUserProvider user={sessionUserFixture({ email: 'sam@customer.com' })}>
          <MemoryRouter>
            <AdminDashboardPage />
          </MemoryRouter>
        </SessionUserProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AdminDashboardPage', () => {
  it('shows the ten cards as buttons named by label and count', async () => {
    renderPage(() => [200, METRICS]);
    expect(await screen.findByRole('button', { name: 'Customers: 12' })).toBeTruthy();
    const names = screen
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'))
      .filter(Boolean);
    expect(names).toEqual([
      'Customers: 12',
      'Active Customers: 7',
      'Number Of Users: 140',
      'Number Of Initiatives: 9',
      'Number Of Projects: 21',
      'Customer Without Squad: 3',
      'Customer Without Users: 4',
      'Customer Without Initiative/Project: 5',
      'Customer Without Workitems: 6',
      'Customer Without Retro: 2',
    ]);
  });

  it("opens a card's organisations, with '(no name)', plan, users and squads, and pages them", async () => {
    const first = [customer(1, { name: '(no name)', plan: 'free', users: 1, squads: 0 }), customer(2)];
    const calls = renderPage((call) => {
      const url = new URL(call.url, 'http://test');
      if (url.pathname === '/api/admin/metrics') {
        return [200, METRICS];
      }
      const page = Number(url.searchParams.get('page'));
      const items =
        page === 1 ? [...first, ...Array.from({ length: 18 }, (_, i) => customer(10 + i))] : [customer(99)];
      return [200, { metric: 'without_squad', items, total: 21, page, pageSize: 20 }];
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Customer Without Squad: 3' }));
    const table = await screen.findByRole('table', { name: 'Customer Without Squad' });
    expect(screen.getByText('Customer Without Squad (21)')).toBeTruthy();
    const rows = within(table).getAllByTestId('admin-customer-row');
    expect(rows).toHaveLength(20);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(no name)', '5 Mar 2026', 'Free', '1', '0']);
    expect(calls.at(-1)?.url).toBe('/api/admin/metrics/without_squad/customers?page=1');

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-customer-row')).toHaveLength(1));
    expect(screen.getByText('Org 99')).toBeTruthy();
    expect(calls.at(-1)?.url).toBe('/api/admin/metrics/without_squad/customers?page=2');
  });

  it("tells someone who is not staff 'Unverified user' and 'You do not have access.' naming their account", async () => {
    const calls = renderPage(() => [
      403,
      { statusCode: 403, code: 'NOT_STAFF', message: MSG.adminDashboard.unverifiedUser },
    ]);
    expect(await screen.findByRole('heading', { name: MSG.adminDashboard.noAccess })).toBeTruthy();
    expect(screen.getByText(MSG.adminDashboard.contactAdmin('sam@customer.com'))).toBeTruthy();
    // The side menu is hidden here: the card itself leads back.
    expect(screen.getByRole('link', { name: ADMIN_UI.backToDashboard }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await screen.findByText(MSG.adminDashboard.unverifiedUser)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Customers/ })).toBeNull();
    // Asked once: a refusal is not retried.
    expect(calls.filter((c) => c.url === '/api/admin/metrics')).toHaveLength(1);
  });

  it('offers to try again after a failed load', async () => {
    let fail = true;
    renderPage(() => (fail ? [500, { statusCode: 500, code: 'INTERNAL', message: 'x' }] : [200, METRICS]));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByText(MSG.generic.somethingWentWrong)).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Customers: 12' })).toBeTruthy();
  });
});
