import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG, type SessionUser } from '@squadboard/domain';
import type { SquadOptions, SquadUser } from '@squadboard/domain/squads/squads.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme.ts';
import { UPGRADE_OFFER_UI } from '../../entities/billing/components/upgrade-offer.tsx';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { CreateSquadPage } from './create-squad-page.tsx';
import { SQUADS_UI as UI } from './squads-strings.ts';

// Create Squad for a brand-new organisation's owner: nobody else to lead, so they are the lead.

const OWNER: SessionUser = sessionUserFixture({ id: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b' });

function person(id: string, firstName: string, role: SquadUser['role']): SquadUser {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.com`,
    firstName,
    lastName: 'Doe',
    avatarUrl: null,
    role,
    status: 'ACTIVE',
  };
}

const ME_AS_OPTION: SquadUser = { ...person(OWNER.id, 'Olivia', 'SUPER_ADMIN'), lastName: 'Owner' };

function serve(options: SquadOptions) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(options), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/squad/create-squad', element: <CreateSquadPage /> }], {
    initialEntries: ['/squad/create-squad'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test" theme={theme}>
        <SessionUserProvider user={OWNER}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function leadInput(): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(UI.lead, {
    exact: false,
    selector: 'input[aria-haspopup="listbox"]',
  })) as HTMLInputElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateSquadPage', { timeout: 20_000 }, () => {
  it('makes the owner of a new organisation the lead and says how to choose another', async () => {
    serve({ leads: [ME_AS_OPTION], members: [ME_AS_OPTION], teamLimit: 1, squadCount: 0 });
    renderPage();
    const lead = await leadInput();
    await vi.waitFor(() => expect(lead.value).toBe('Olivia Owner'));
    expect(screen.getByText(UI.onlyYouLead)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.goToPermissions })).toBeTruthy();
  });

  it('at the plan’s squad limit, names it and offers the plans instead of the form', async () => {
    serve({ leads: [ME_AS_OPTION], members: [ME_AS_OPTION], teamLimit: 1, squadCount: 1 });
    renderPage();
    expect(await screen.findByText(MSG.squads.teamLimit(1))).toBeTruthy();
    expect(screen.getByRole('link', { name: UPGRADE_OFFER_UI.seePlans }).getAttribute('href')).toBe('/plans');
    expect(screen.getByRole('button', { name: UI.create })).toHaveProperty('disabled', true);
  });

  it('leaves the choice open when Squad Admins can lead too', async () => {
    serve({
      leads: [person('lead-1', 'Anna', 'SQUAD_ADMIN'), ME_AS_OPTION],
      members: [],
      teamLimit: null,
      squadCount: 3,
    });
    renderPage();
    const lead = await leadInput();
    expect(lead.value).toBe('');
    expect(screen.queryByText(UI.onlyYouLead)).toBeNull();
  });

  it('keeps the preselected lead when it is chosen again', async () => {
    serve({ leads: [ME_AS_OPTION], members: [ME_AS_OPTION], teamLimit: 1, squadCount: 0 });
    renderPage();
    const lead = await leadInput();
    await vi.waitFor(() => expect(lead.value).toBe('Olivia Owner'));
    fireEvent.click(lead);
    fireEvent.click(await screen.findByRole('option', { name: /Olivia Owner/ }));
    expect(lead.value).toBe('Olivia Owner');
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    expect(await screen.findByText(MSG.squads.nameRequired)).toBeTruthy();
    expect(screen.queryByText(MSG.squads.leadRequired)).toBeNull();
  });

  it('refuses a too-long acronym and a one-letter name with their messages, cutting neither', async () => {
    serve({ leads: [ME_AS_OPTION], members: [ME_AS_OPTION], teamLimit: 1, squadCount: 0 });
    renderPage();
    const name = (await screen.findByLabelText(UI.name, { exact: false })) as HTMLInputElement;
    const acronym = screen.getByLabelText(UI.acronym, { exact: false }) as HTMLInputElement;
    fireEvent.change(name, { target: { value: 'Q' } });
    fireEvent.change(acronym, { target: { value: 'toolong' } });
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    expect(await screen.findByText(MSG.squads.nameTooShort)).toBeTruthy();
    expect(screen.getByText(MSG.squads.acronymPattern)).toBeTruthy();
    expect(acronym.value).toBe('TOOLONG');
  });
});
