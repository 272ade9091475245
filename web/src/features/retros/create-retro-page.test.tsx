import '../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_OFFER_UI } from '../../entities/billing/components/upgrade-offer.tsx';
import { fakeApi as fakeFetch } from '../../lib/fake-api.ts';
import { CreateRetroPage } from './create-retro-page.tsx';
import { RETROS_UI as UI } from './retros-strings.ts';
import { fakeApi, ROOM, renderAt, retro, sessionUser, squad } from './retros-test-support.tsx';

const PATH = '/retro/create-retro';
const SQUAD_ID = '5f0c7a4e-8f7b-4c55-9d0e-2a7a1f3b6c01';

function squadPage(items: ReturnType<typeof squad>[]) {
  return { items, total: items.length, page: 1, pageSize: 20 };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateRetroPage', { timeout: 20_000 }, () => {
  it('takes the creator of an instant retro straight into its room', async () => {
    const owner = sessionUser('SUPER_ADMIN');
    const calls = fakeApi(({ method }) =>
      method === 'POST'
        ? { message: MSG.retro.created, retro: retro() }
        : squadPage([squad(SQUAD_ID, 'First Squad', owner.id)]),
    );
    const router = renderAt(PATH, <CreateRetroPage />, owner);
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Sprint 7 retro' } });
    // The only squad is filled in.
    await vi.waitFor(() =>
      expect(screen.getByLabelText(UI.squad, { selector: 'input[aria-haspopup="listbox"]' })).toHaveProperty(
        'value',
        'First Squad',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    expect(await screen.findByText('room page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/retro-session/${ROOM}`);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      title: 'Sprint 7 retro',
      squadId: SQUAD_ID,
      startType: 'instant',
    });
  });

  it('sends the creator of a scheduled retro to the Retro List', async () => {
    const owner = sessionUser('SUPER_ADMIN');
    fakeApi(({ method }) =>
      method === 'POST'
        ? {
            message: MSG.retro.scheduled,
            retro: retro({ startType: 'schedule', status: 'SCHEDULED', startedAt: null }),
          }
        : squadPage([squad(SQUAD_ID, 'First Squad', owner.id)]),
    );
    const router = renderAt(PATH, <CreateRetroPage />, owner);
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Later retro' } });
    await vi.waitFor(() =>
      expect(screen.getByLabelText(UI.squad, { selector: 'input[aria-haspopup="listbox"]' })).toHaveProperty(
        'value',
        'First Squad',
      ),
    );
    fireEvent.click(screen.getByRole('radio', { name: UI.schedule }));
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    expect(await screen.findByText('retro list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/retro/retro-list');
  });

  it('keeps the monthly retro limit on the form with the way to upgrade', async () => {
    const owner = sessionUser('SUPER_ADMIN');
    const refusal = MSG.retro.monthlyLimit(2);
    fakeFetch(({ method }) =>
      method === 'POST'
        ? [403, { statusCode: 403, code: 'RETRO_LIMIT', message: refusal }]
        : [200, squadPage([squad(SQUAD_ID, 'First Squad', owner.id)])],
    );
    renderAt(PATH, <CreateRetroPage />, owner);
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Third retro' } });
    await vi.waitFor(() =>
      expect(screen.getByLabelText(UI.squad, { selector: 'input[aria-haspopup="listbox"]' })).toHaveProperty(
        'value',
        'First Squad',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    const offer = await screen.findByTestId('upgrade-offer');
    expect(offer.textContent).toContain(refusal);
    expect(screen.getByRole('link', { name: UPGRADE_OFFER_UI.seePlans }).getAttribute('href')).toBe('/plans');
  });

  it('tells a Super Admin without squads to create one, never to ask a Super Admin', async () => {
    fakeApi(() => squadPage([]));
    renderAt(PATH, <CreateRetroPage />, sessionUser('SUPER_ADMIN'));
    expect(await screen.findByText(UI.noSquadsYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.createSquad }).getAttribute('href')).toBe(
      '/squad/create-squad',
    );
    expect(screen.queryByText(UI.noSquads)).toBeNull();
  });

  it('tells a Squad Admin who leads nothing that a Super Admin can make them a lead', async () => {
    const lead = sessionUser('SQUAD_ADMIN');
    // A squad they belong to but someone else leads is not theirs to run.
    fakeApi(() => squadPage([squad('s2', 'Other Squad', 'someone-else')]));
    renderAt(PATH, <CreateRetroPage />, lead);
    expect(await screen.findByText(UI.noSquads)).toBeTruthy();
    expect(screen.queryByText(UI.noSquadsYet)).toBeNull();
  });
});
