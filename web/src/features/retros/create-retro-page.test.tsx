import '../../test-setup.ts';
import { MSG } from '@squadboard/domain';
import type { RetroSprintChoices } from '@squadboard/domain/retro/retro.schema';
import type { RetroTemplate } from '@squadboard/domain/retro/retro-template.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_OFFER_UI } from '../../entities/billing/components/upgrade-offer.tsx';
import { fakeApi as fakeFetch, squadChoicesAnswer } from '../../lib/fake-api.fixture.ts';
import { toast } from '../../lib/toast.ts';
import { CreateRetroPage } from './create-retro-page.tsx';
import { fakeApi, ROOM, renderAt, retro, sessionUser } from './retros.fixture.tsx';
import { RETROS_UI as UI } from './retros-strings.ts';

const PATH = '/retro/create-retro';
const SQUAD_ID = '5f0c7a4e-8f7b-4c55-9d0e-2a7a1f3b6c01';

type Choice = { id: string; name: string };

/** The server's answer to GET /api/squads/choices: whether the caller may create, and where. */
function choices(items: Choice[], create = true) {
  return squadChoicesAnswer(items, create);
}

const SQUADS = '/api/squads/choices';
const TEMPLATES = '/api/retro-templates';
const FIRST: Choice = { id: SQUAD_ID, name: 'First Squad' };

const SPRINTS = '/api/retros/sprints';
const NONE: RetroSprintChoices = { items: [], suggestedId: null };

/** GETs: the squad's saved templates and sprints (none unless given), else the squads a retro may be for. */
function gets(url: string, squads: Choice[], templates: RetroTemplate[] = [], sprints = NONE) {
  if (url.startsWith(SPRINTS)) {
    return sprints;
  }
  return url.startsWith(TEMPLATES) ? { items: templates } : choices(squads);
}

function template(id: string, name: string, columns: string[]): RetroTemplate {
  return { id, squadId: SQUAD_ID, name, columns, createdAt: '2026-11-20T09:00:00.000Z' };
}

/** The squad select shows the only squad once it has been filled in. */
async function squadFilled(name: string) {
  await vi.waitFor(() =>
    expect(screen.getByLabelText(UI.squad, { selector: 'input[aria-haspopup="listbox"]' })).toHaveProperty(
      'value',
      name,
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreateRetroPage', { timeout: 20_000 }, () => {
  it('takes the creator of an instant retro straight into its room', async () => {
    const owner = sessionUser('SUPER_ADMIN');
    const calls = fakeApi(({ method, url }) =>
      method === 'POST' ? { message: MSG.retro.created, retro: retro() } : gets(url, [FIRST]),
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
    fakeApi(({ method, url }) =>
      method === 'POST'
        ? {
            message: MSG.retro.scheduled,
            retro: retro({ startType: 'schedule', status: 'SCHEDULED', startedAt: null }),
          }
        : gets(url, [FIRST]),
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
    fakeFetch(({ method, url }) =>
      method === 'POST'
        ? [403, { statusCode: 403, code: 'RETRO_LIMIT', message: refusal }]
        : [200, gets(url, [FIRST])],
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
    fakeApi(() => choices([]));
    renderAt(PATH, <CreateRetroPage />, sessionUser('SUPER_ADMIN'));
    expect(await screen.findByText(UI.noSquadsYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.createSquad }).getAttribute('href')).toBe(
      '/squad/create-squad',
    );
    expect(screen.queryByText(UI.noSquads)).toBeNull();
  });

  it('tells a Squad Admin who leads nothing that a Super Admin can make them a lead', async () => {
    const lead = sessionUser('SQUAD_ADMIN');
    fakeApi(() => choices([]));
    renderAt(PATH, <CreateRetroPage />, lead);
    expect(await screen.findByText(UI.noSquads)).toBeTruthy();
    expect(screen.queryByText(UI.noSquadsYet)).toBeNull();
    expect(screen.queryByRole('link', { name: UI.createSquad })).toBeNull();
  });

  it('offers exactly the squads the server lets the caller create for, in name order', async () => {
    const calls = fakeApi(({ url }) =>
      url.startsWith(TEMPLATES) || url.startsWith(SPRINTS)
        ? { items: [], suggestedId: null }
        : squadChoicesAnswer([
            { id: '00000000-0000-4000-8000-000000000002', name: 'Zulu Squad' },
            { id: '00000000-0000-4000-8000-000000000003', name: 'Member Squad', can: { createRetro: false } },
            { id: '00000000-0000-4000-8000-000000000001', name: 'Alpha Squad' },
          ]),
    );
    renderAt(PATH, <CreateRetroPage />, sessionUser('SQUAD_ADMIN'));
    fireEvent.click(await screen.findByLabelText(UI.squad, { selector: 'input[aria-haspopup="listbox"]' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Alpha Squad', 'Zulu Squad']);
    // The page asks the server, never the squads list with a rule of its own.
    expect(calls.map((c) => c.url)).toContain(SQUADS);
    expect(calls.some((c) => c.url.startsWith('/api/squads?'))).toBe(false);
  });

  it("offers the squad's sprints with No sprint, preselects the server's suggestion and sends the choice", async () => {
    const ending = {
      id: '00000000-0000-4000-8000-0000000000e1',
      name: 'Sprint 8',
      startDate: '2026-11-09',
      endDate: '2026-11-20',
    };
    const older = {
      id: '00000000-0000-4000-8000-0000000000e2',
      name: 'Sprint 7',
      startDate: '2026-10-26',
      endDate: '2026-11-06',
    };
    const calls = fakeApi(({ method, url }) =>
      method === 'POST'
        ? { message: MSG.retro.created, retro: retro() }
        : gets(url, [FIRST], [], { items: [ending, older], suggestedId: ending.id }),
    );
    renderAt(PATH, <CreateRetroPage />, sessionUser('SQUAD_ADMIN'));
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Sprint 8 retro' } });
    await squadFilled('First Squad');
    const picker = () =>
      screen.getByLabelText(MSG.retroSprint.sprint, { selector: 'input[aria-haspopup="listbox"]' });
    await vi.waitFor(() => expect(picker()).toHaveProperty('value', 'Sprint 8 (09/11/2026 – 20/11/2026)'));
    expect(calls.find((c) => c.url.startsWith(SPRINTS))?.url).toBe(`${SPRINTS}?squadId=${SQUAD_ID}`);
    fireEvent.click(picker());
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      MSG.retroSprint.noSprint,
      'Sprint 8 (09/11/2026 – 20/11/2026)',
      'Sprint 7 (26/10/2026 – 06/11/2026)',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Sprint 7 (26/10/2026 – 06/11/2026)' }));
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ sprintId: older.id }),
    );
  });

  it('sends no sprint when the squad has none to suggest', async () => {
    const calls = fakeApi(({ method, url }) =>
      method === 'POST' ? { message: MSG.retro.created, retro: retro() } : gets(url, [FIRST]),
    );
    renderAt(PATH, <CreateRetroPage />, sessionUser('SQUAD_ADMIN'));
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Any retro' } });
    await squadFilled('First Squad');
    await vi.waitFor(() => expect(calls.some((c) => c.url.startsWith(SPRINTS))).toBe(true));
    expect(
      screen.getByLabelText(MSG.retroSprint.sprint, { selector: 'input[aria-haspopup="listbox"]' }),
    ).toHaveProperty('value', MSG.retroSprint.noSprint);
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ sprintId: null }),
    );
  });

  it('shows no form when the server says the caller may not create retros', async () => {
    fakeApi(() => choices([], false));
    renderAt(PATH, <CreateRetroPage />, sessionUser('SQUAD_MEMBER'));
    expect(await screen.findByText(UI.membersCannotCreate)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.openRetroList }).getAttribute('href')).toBe(
      '/retro/retro-list',
    );
    expect(screen.queryByLabelText(UI.title)).toBeNull();
    expect(screen.queryByText(UI.createIntro)).toBeNull();
  });

  it('follows the server, not the role: a Squad Admin it refuses gets no form either', async () => {
    fakeApi(() => choices([], false));
    renderAt(PATH, <CreateRetroPage />, sessionUser('SQUAD_ADMIN'));
    expect(await screen.findByText(UI.membersCannotCreate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: UI.create })).toBeNull();
  });

  it("offers the squad's saved templates after the built-in ones; one fills the custom columns", async () => {
    const owner = sessionUser('SUPER_ADMIN');
    const calls = fakeApi(({ method, url }) =>
      method === 'POST'
        ? { message: MSG.retro.created, retro: retro() }
        : gets(url, [FIRST], [template('t1', 'Starfish', ['Keep', 'Start', 'Stop'])]),
    );
    renderAt(PATH, <CreateRetroPage />, owner);
    fireEvent.change(await screen.findByLabelText(UI.title), { target: { value: 'Sprint 8 retro' } });
    await squadFilled('First Squad');
    const saved = await screen.findByRole('radio', { name: 'Starfish' });
    expect(saved.textContent).toContain('Keep · Start · Stop');
    expect(calls.some((c) => c.url === `${TEMPLATES}?squadId=${SQUAD_ID}`)).toBe(true);
    // After every built-in card.
    const radios = screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'));
    expect(radios.indexOf('Starfish')).toBeGreaterThan(radios.indexOf(UI.custom));

    fireEvent.click(saved);
    await vi.waitFor(() => expect(saved.getAttribute('aria-checked')).toBe('true'));
    expect(screen.getByLabelText(UI.columnName(1))).toHaveProperty('value', 'Keep');
    expect(screen.getByLabelText(UI.columnName(3))).toHaveProperty('value', 'Stop');
    // Still editable before the retro is created.
    fireEvent.change(screen.getByLabelText(UI.columnName(2)), { target: { value: 'Begin' } });
    fireEvent.click(screen.getByRole('button', { name: UI.create }));
    await screen.findByText('room page');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      template: 'custom',
      customColumns: ['Keep', 'Begin', 'Stop'],
    });
  });

  it('deletes a saved template after asking', async () => {
    const owner = sessionUser('SQUAD_ADMIN');
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let templates = [template('t1', 'Starfish', ['Keep', 'Stop']), template('t2', 'Sailboat', ['Wind'])];
    const calls = fakeApi(({ method, url }) => {
      if (method === 'DELETE') {
        templates = templates.filter((t) => !url.endsWith(t.id));
        return null;
      }
      return gets(url, [FIRST], templates);
    });
    renderAt(PATH, <CreateRetroPage />, owner);
    fireEvent.click(await screen.findByRole('button', { name: UI.deleteTemplate('Starfish') }));
    const dialog = await screen.findByRole('dialog', { name: UI.deleteTemplateTitle });
    expect(dialog.textContent).toContain(UI.deleteTemplateQuestion('Starfish'));
    // Keeping it sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: UI.keep }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: UI.deleteTemplate('Starfish') }));
    const again = await screen.findByRole('dialog', { name: UI.deleteTemplateTitle });
    fireEvent.click(within(again).getByRole('button', { name: UI.confirmDeleteTemplate }));
    await vi.waitFor(() => expect(screen.queryByRole('radio', { name: 'Starfish' })).toBeNull());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`${TEMPLATES}/t1`);
    expect(success).toHaveBeenCalledWith(MSG.retroTemplates.deleted);
    expect(screen.getByRole('radio', { name: 'Sailboat' })).toBeTruthy();
    success.mockRestore();
  });
});
