import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { SessionUser } from '@squadboard/domain';
import {
  SAMPLE_PLAN_PRICES,
  sampleBillingState,
  sampleSubscription,
} from '@squadboard/domain/billing/billing.fixture';
import type { BillingState, PlanPrices, TestCheckout } from '@squadboard/domain/billing/billing.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type FakeCall, fakeApi } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { BillingFormPage } from './billing-form-page.tsx';
import { ConfirmedBillPage } from './confirmed-bill-page.tsx';
import { PlansPage } from './plans-page.tsx';

// For the billing pages' tests: the server's answers as the API table gives them, and the pages
// in a memory router, for a visitor or a signed-in user.

export const PRICES = SAMPLE_PLAN_PRICES;
export const billingState = sampleBillingState;

export function runningStarter(): BillingState {
  return billingState({
    plan: 'starter',
    trialEligible: false,
    subscription: sampleSubscription({ currentPeriodEnd: '2026-12-20T10:00:00.000Z' }),
  });
}

export function testCheckout(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return {
    id: 'cs_test_1',
    mode: 'subscription',
    plan: 'starter',
    dueToday: 0,
    amount: 1200,
    currency: 'usd',
    trialDays: 30,
    email: 'olivia@example.com',
    status: 'open',
    ...overrides,
  };
}

type Answer = [status: number, body: unknown];

export function failure(statusCode: number, code: string, message: string, fields?: Record<string, string>) {
  return [statusCode, { statusCode, code, message, ...(fields ? { fields } : {}) }] satisfies Answer;
}

/** The server: `other` answers first; then the prices, the billing state and the contact address. */
export function serve(
  options: { prices?: PlanPrices | 'fail'; billing?: BillingState } = {},
  other: (call: FakeCall) => Answer | null = () => null,
) {
  return fakeApi((call) => {
    const answered = other(call);
    if (answered) {
      return answered;
    }
    const path = new URL(call.url, 'http://test').pathname;
    if (path === '/api/billing/prices') {
      return options.prices === 'fail'
        ? failure(500, 'INTERNAL', 'Something went wrong.')
        : [200, options.prices ?? PRICES];
    }
    if (path === '/api/billing') {
      return [200, options.billing ?? billingState()];
    }
    if (path === '/api/config/public') {
      return [200, { contactEmail: 'sales@squadboard.test' }];
    }
    return failure(404, 'NOT_FOUND', 'Not found.');
  });
}

const Stub = ({ name }: { name: string }) => <p data-testid="stub-page">{name}</p>;

/** A page at `path`; `user` null renders it for a visitor. */
export function renderBilling(path: string, user: Partial<SessionUser> | null = {}, state?: unknown) {
  const router = createMemoryRouter(
    [
      { path: '/plans', element: <PlansPage /> },
      { path: '/billing-form', element: <BillingFormPage /> },
      { path: '/confirmed-bill', element: <ConfirmedBillPage /> },
      { path: '/sign-up', element: <Stub name="sign-up" /> },
      { path: '*', element: <Stub name="elsewhere" /> },
    ],
    { initialEntries: [state === undefined ? path : { pathname: path, state }] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const page = <RouterProvider router={router} />;
  // StrictMode as in main.tsx: effects run twice, and the confirmation must still run once.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <Notifications />
          {user ? <SessionUserProvider user={sessionUserFixture(user)}>{page}</SessionUserProvider> : page}
        </MantineProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
  return { router, queryClient };
}
