import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Squad, SquadUser } from '@squadboard/domain/squads/squads.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { SQUADS_UI as UI } from '../squads-strings.ts';
import { EditSquadDialog } from './edit-squad-dialog.tsx';

// The squad's "a retro at the end of every sprint" on its Edit dialog, as its lead sees it.

const LEAD: SquadUser = {
  id: '00000000-0000-4000-8000-0000000000a1',
  email: 'lena@example.com',
  firstName: 'Lena',
  lastName: 'Lead',
  avatarUrl: null,
  role: 'SQUAD_ADMIN',
  status: 'ACTIVE',
};

function squad(change: Partial<Squad> = {}): Squad {
  return {
    id: '00000000-0000-4000-8000-0000000000s1',
    name: 'Falcons',
    acronym: 'FAL',
    lead: LEAD,
    members: [],
    memberCount: 0,
    sprintRetroTime: null,
    createdAt: '2026-11-01T09:00:00.000Z',
    updatedAt: '2026-11-01T09:00:00.000Z',
    permissions: { canEditDetails: false, canEditMembers: true, canDelete: false },
    ...change,
  };
}

function renderDialog(shown: Squad) {
  const calls = fakeApi((call) =>
    call.method === 'PATCH'
      ? [200, { message: MSG.squads.updated, squad: shown }]
      : [200, { leads: [LEAD], members: [], teamLimit: null, squadCount: 1 }],
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test" theme={theme}>
        <EditSquadDialog squad={shown} onClose={() => {}} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the end-of-sprint retro setting', { timeout: 20_000 }, () => {
  it('is turned on by the lead with its usual time, and saved with the members', async () => {
    const calls = renderDialog(squad());
    fireEvent.click(await screen.findByRole('switch', { name: new RegExp(MSG.retroSprint.settingLabel) }));
    const time = screen.getByLabelText(MSG.retroSprint.timeLabel);
    expect(time).toHaveProperty('value', '15:00');
    fireEvent.change(time, { target: { value: '09:30' } });
    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        memberIds: [],
        sprintRetroTime: '09:30',
      }),
    );
  });

  it('is turned off as null, and not sent when left as it was', async () => {
    const calls = renderDialog(squad({ sprintRetroTime: '14:00' }));
    const toggle = await screen.findByRole('switch', { name: new RegExp(MSG.retroSprint.settingLabel) });
    expect(toggle).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ memberIds: [] }));
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: UI.save }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({
        memberIds: [],
        sprintRetroTime: null,
      }),
    );
  });
});
