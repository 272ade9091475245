import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { Role } from '@squadboard/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { UPGRADE_OFFER_UI, UpgradeOffer } from './upgrade-offer.tsx';

const REFUSAL = 'Your plan allows 2 retro sessions a month. Upgrade your plan to run more.';

function renderOffer(role: Role) {
  const router = createMemoryRouter(
    [
      { path: '/here', element: <UpgradeOffer message={REFUSAL} /> },
      { path: '/plans', element: <p>plans page</p> },
    ],
    { initialEntries: ['/here'] },
  );
  render(
    <MantineProvider env="test">
      <SessionUserProvider user={sessionUserFixture({ role })}>
        <RouterProvider router={router} />
      </SessionUserProvider>
    </MantineProvider>,
  );
  return router;
}

describe('UpgradeOffer', () => {
  it('names the limit and takes a Super Admin to the plans', async () => {
    const router = renderOffer('SUPER_ADMIN');
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(screen.queryByText(UPGRADE_OFFER_UI.askSuperAdmin)).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: UPGRADE_OFFER_UI.seePlans }));
    expect(await screen.findByText('plans page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/plans');
  });

  it.each(['SQUAD_ADMIN', 'SQUAD_MEMBER'] as const)('tells a %s whom to ask', (role) => {
    renderOffer(role);
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    expect(screen.getByText(UPGRADE_OFFER_UI.askSuperAdmin)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
