import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import type { Role } from '@squadboard/domain';
import {
  SAMPLE_PLAN_PRICES,
  sampleBillingState,
  sampleSubscription,
} from '@squadboard/domain/billing/billing.fixture';
import type { BillingState, Subscription } from '@squadboard/domain/billing/billing.schema';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SessionUserProvider } from '../../../../lib/session.tsx';
import { sessionUserFixture } from '../../../../lib/session-user.fixture.ts';

// What the My Plan and Payment History tests share: a profile, billing states as the server
// answers them, the prices, and a router that shows where a link went.

export const PLAN_PATH = '/profile/my-profile/my-plan';

export function profileOf(role: Role, plan: Profile['plan'] = 'BETA'): Profile {
  return { ...sessionUserFixture({ role, plan }), teamNos: 3 };
}

export const subscription = sampleSubscription;

export const billingState = sampleBillingState;

/** A running starter plan of a Super Admin's organisation. */
export function starterState(change: Partial<Subscription> = {}): BillingState {
  return billingState({
    plan: 'starter',
    limits: { teams: 5, guestsPerRetro: null, retrosPerMonth: null },
    squadCount: 2,
    trialEligible: false,
    subscription: subscription(change),
  });
}

export const PRICES = SAMPLE_PLAN_PRICES;

/** Renders `element` at `path` (My Plan unless told), with /plans as a page of its own. */
export function renderPlan(element: ReactNode, role: Role = 'SUPER_ADMIN', path = PLAN_PATH) {
  const router = createMemoryRouter(
    [
      { path: '/profile/my-profile/:id', element },
      { path: '/plans', element: <p>plans page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <SessionUserProvider user={sessionUserFixture({ role })}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

/** Toasts live in a global store: each test starts without the last one's. */
export function clearToasts(): void {
  notifications.clean();
}
