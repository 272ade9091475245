import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { SessionUser } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { matchesReleaseStatus } from '@squadboard/domain/releases/release.rules';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { ReleasePlanPage } from './release-plan-page.tsx';

// For the Release Plan's page tests: releases, initiatives, a fake server answering the list with
// the real filter rule, and the page rendered in a memory router.

let serial = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const PAYMENTS = { id: uuid(9001), acronymId: 'PAY1', title: 'Payments' };
export const MOBILE = { id: uuid(9002), acronymId: 'MOB1', title: 'Mobile' };
export const ADA = { id: uuid(9100), name: 'Ada Admin', email: 'ada@example.com' };

export function release(name: string, fields: Partial<Release> = {}): Release {
  serial += 1;
  return {
    id: uuid(serial),
    initiative: PAYMENTS,
    name,
    status: 'Scheduled',
    milestone: 'None',
    refinementDate: null,
    designDate: null,
    buildDate: null,
    testDate: null,
    uatDate: null,
    liveDate: null,
    releaseTrainManager: null,
    createdAt: '2026-10-01T09:00:00.000Z',
    updatedAt: '2026-10-01T09:00:00.000Z',
    // A planner's view; a read-only one passes `can` (and serve's `listCan`) all false.
    can: { edit: true, complete: fields.status !== 'Completed', delete: true },
    ...fields,
  };
}

function initiative(ref: { id: string; acronymId: string; title: string }): PortfolioNode {
  return {
    ...ref,
    level: 'Initiative',
    parentId: null,
    acronym: ref.acronymId.replace(/\d+$/, ''),
    description: '',
    ownerId: null,
    ownerName: '',
    plannedStart: null,
    plannedEnd: null,
    status: 'In Progress',
    counts: { features: 0, epics: 0, stories: 0, openBugs: 0, items: 0, done: 0 },
    createdAt: '2026-01-01T00:00:00.000Z',
    can: { edit: true, delete: true },
  };
}

type Answer = [status: number, body: unknown];

/**
 * The server: GET /api/releases filtered as the server does; `other` answers anything else first
 * (saves), falling back to 200 with the release found.
 */
export function serve(
  releases: Release[] | 'fail',
  other: (call: FakeCall) => Answer | null = () => null,
  listCan = { create: true },
) {
  return fakeApi((call) => {
    const url = new URL(call.url, 'http://test');
    const answered = other(call);
    if (answered) {
      return answered;
    }
    if (url.pathname === '/api/portfolio') {
      return [200, { items: [initiative(PAYMENTS), initiative(MOBILE)], can: { create: true } }];
    }
    if (url.pathname === '/api/actions/owners') {
      return [200, { items: [ADA] }];
    }
    if (url.pathname === '/api/releases' && call.method === 'GET') {
      if (releases === 'fail') {
        return [500, { statusCode: 500, code: 'INTERNAL', message: 'Something went wrong.' }];
      }
      const status = url.searchParams.get('status') as Release['status'] | null;
      const initiativeId = url.searchParams.get('initiativeId');
      const items = releases.filter(
        (one) =>
          matchesReleaseStatus(one.status, status) &&
          (initiativeId === null || one.initiative.id === initiativeId),
      );
      return [200, { items, can: listCan }];
    }
    const found = releases === 'fail' ? undefined : releases.find((one) => url.pathname.includes(one.id));
    if (found && call.method !== 'GET') {
      return [200, { message: 'Release plan updated successfully.', release: found }];
    }
    return [404, { statusCode: 404, code: 'RELEASE_NOT_FOUND', message: 'This release no longer exists.' }];
  });
}

export function renderPage(path = '/release-plan', user: Partial<SessionUser> = {}) {
  const router = createMemoryRouter([{ path: '/release-plan', element: <ReleasePlanPage /> }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <SessionUserProvider user={sessionUserFixture({ id: ADA.id, ...user })}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}
