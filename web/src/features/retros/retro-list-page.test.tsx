import '../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { squadChoicesAnswer } from '../../lib/fake-api.fixture.ts';
import { RetroListPage } from './retro-list-page.tsx';
import { fakeApi, ROOM, renderAt, retro, sessionUser } from './retros.fixture.tsx';
import { RETROS_UI as UI } from './retros-strings.ts';

const PATH = '/retro/retro-list';
const SCHEDULED = retro({
  title: 'Planned retro',
  startType: 'schedule',
  status: 'SCHEDULED',
  startedAt: null,
});

function serveList() {
  return fakeApi(({ method, url }) => {
    if (method === 'POST') {
      // The start route's answer (ZRetroResult): the retro, now running.
      return { retro: { ...SCHEDULED, status: 'INPROGRESS', startedAt: '2026-11-22T09:00:00.000Z' } };
    }
    if (url === '/api/squads/choices') {
      return squadChoicesAnswer([]);
    }
    return { items: [SCHEDULED], can: { create: true }, total: 1, page: 1, pageSize: 10 };
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RetroListPage', { timeout: 20_000 }, () => {
  it('names the sprint a retro looks back on, with its dates, and nothing for a retro of none', async () => {
    const linked = retro({
      id: 'r2',
      title: 'Sprint 9 retro',
      sprintId: '00000000-0000-4000-8000-000000000009',
      sprint: {
        id: '00000000-0000-4000-8000-000000000009',
        name: 'Sprint 9',
        startDate: '2026-11-09',
        endDate: '2026-11-20',
      },
    });
    fakeApi(({ url }) =>
      url === '/api/squads/choices'
        ? squadChoicesAnswer([])
        : { items: [linked, SCHEDULED], can: { create: false }, total: 2, page: 1, pageSize: 10 },
    );
    renderAt(PATH, <RetroListPage />, sessionUser('SQUAD_ADMIN'));
    const [first, second] = await screen.findAllByTestId('retro-row');
    expect(first?.textContent).toContain('Sprint 9 (09/11/2026 – 20/11/2026)');
    expect(second?.textContent).not.toContain(MSG.retroSprint.sprint);
  });

  it('labels a running instant retro with its start time, and offers only what its can allows', async () => {
    const running = retro({
      title: 'Instant retro',
      startType: 'instant',
      status: 'INPROGRESS',
      scheduledAt: '2026-11-22T09:00:00.000Z',
      startedAt: '2026-11-22T09:05:00.000Z',
      myRole: 'RETRO_USER',
    });
    fakeApi(({ url }) =>
      url === '/api/squads/choices'
        ? squadChoicesAnswer([])
        : { items: [running], can: { create: false }, total: 1, page: 1, pageSize: 10 },
    );
    renderAt(PATH, <RetroListPage />, sessionUser('SQUAD_ADMIN'));
    const row = await screen.findByTestId('retro-row');
    expect(row.textContent).toContain(UI.startedAt);
    expect(row.textContent).not.toContain(UI.scheduledFor);
    expect(screen.getByRole('button', { name: UI.joinRetro('Instant retro') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.cancelRetro('Instant retro') })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.deleteRetro('Instant retro') })).toBeNull();
  });

  it('asks before starting a scheduled retro; "Not yet" starts nothing', async () => {
    const calls = serveList();
    renderAt(PATH, <RetroListPage />, sessionUser('SQUAD_ADMIN'));
    fireEvent.click(await screen.findByRole('button', { name: UI.startRetro('Planned retro') }));
    const dialog = await screen.findByRole('dialog', { name: UI.startTitle });
    expect(dialog.textContent).toContain(UI.startQuestion('Planned retro'));
    expect(dialog.textContent).toContain(UI.startExplanation);
    fireEvent.click(screen.getByRole('button', { name: UI.notYet }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: UI.startTitle })).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('starts the retro once confirmed and opens its room', async () => {
    const calls = serveList();
    const router = renderAt(PATH, <RetroListPage />, sessionUser('SUPER_ADMIN'));
    fireEvent.click(await screen.findByRole('button', { name: UI.startRetro('Planned retro') }));
    await screen.findByRole('dialog', { name: UI.startTitle });
    fireEvent.click(screen.getByRole('button', { name: UI.confirmStart }));
    expect(await screen.findByText('room page')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/retro-session/${ROOM}`);
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/retros/r1/start']);
  });
});
