import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { SprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIXTURE_SQUAD, planFixture, plannedFixture } from '../../../entities/sprint/sprint-plan.fixture.ts';
import { SPRINT_UI } from '../../../entities/sprint/sprint-strings.ts';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { SprintPanel } from './sprint-panel.tsx';

// The backlog's planning panel against a fake API: each sprint's committed hours against the
// squad's capacity, the over-capacity warning in words, Start held back while a sprint is active,
// and the way to Sprint Settings when there is nothing to plan into.

function serve(plan: SprintPlan): FakeCall[] {
  return fakeApi((call) => {
    if (call.url === `/api/sprints/plan?squadId=${FIXTURE_SQUAD}`) {
      return [200, plan];
    }
    if (call.url.endsWith('/start')) {
      const started = plan.upcoming[0];
      return [
        200,
        {
          ...plan,
          active: started ? { ...started, state: 'ACTIVE' } : null,
          upcoming: plan.upcoming.slice(1),
        },
      ];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderPanel() {
  localStorage.clear();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <SprintPanel squad={{ id: FIXTURE_SQUAD, name: 'Payments' }} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

/** The first render loads Mantine and the schemas: generous on a busy machine. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SprintPanel', () => {
  it('shows each sprint’s dates, items and committed hours against capacity, warning when over', async () => {
    serve(
      planFixture({
        active: plannedFixture(1, { state: 'ACTIVE', itemCount: 3, committedHours: 30, capacityHours: 40 }),
        upcoming: [
          plannedFixture(2, { itemCount: 5, committedHours: 52.5, capacityHours: 40, overCapacity: true }),
        ],
      }),
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Sprint 1' }, SLOW)).toBeTruthy();
    const active = card('Sprint 1');
    expect(within(active).getByText(UI.active)).toBeTruthy();
    expect(
      within(active).getByText(SPRINT_UI.dates('2026-11-30', '2026-12-11'), { exact: false }),
    ).toBeTruthy();
    expect(within(active).getByText(SPRINT_UI.items(3))).toBeTruthy();
    const meter = within(active).getByRole('meter', { name: SPRINT_UI.capacityOf('Sprint 1') });
    expect(meter.getAttribute('aria-valuenow')).toBe('30');
    expect(meter.getAttribute('aria-valuemax')).toBe('40');
    expect(within(active).getByText(SPRINT_UI.committedOf(30, 40))).toBeTruthy();
    expect(within(active).queryByText(MSG.sprint.overCapacity(30, 40))).toBeNull();

    const over = card('Sprint 2');
    expect(within(over).getByText(MSG.sprint.overCapacity(52.5, 40))).toBeTruthy();
    expect(within(over).getByRole('meter').getAttribute('aria-valuetext')).toBe(
      SPRINT_UI.capacityText(52.5, 40),
    );
  });

  it('says how to get a capacity while Settings has no working hours', async () => {
    serve(
      planFixture({
        hoursPerDay: null,
        upcoming: [plannedFixture(2, { capacityHours: null, committedHours: 8 })],
      }),
    );
    renderPanel();
    expect(await screen.findByText(MSG.sprint.noWorkingHours, {}, SLOW)).toBeTruthy();
    expect(screen.getByText(SPRINT_UI.committed(8))).toBeTruthy();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('holds Start back while another sprint is active, saying why', async () => {
    serve(planFixture({ active: plannedFixture(1, { state: 'ACTIVE' }), upcoming: [plannedFixture(2)] }));
    renderPanel();
    const start = await screen.findByRole('button', { name: `${SPRINT_UI.startSprint}: Sprint 2` }, SLOW);
    expect((start as HTMLButtonElement).disabled).toBe(true);
    const why = document.getElementById(start.getAttribute('aria-describedby') ?? '');
    expect(why?.textContent).toBe(MSG.sprint.anotherActive('Sprint 1'));
    expect(screen.getByRole('button', { name: `${SPRINT_UI.completeSprint}: Sprint 1` })).toBeTruthy();
  });

  it('starts an upcoming sprint when none is active', async () => {
    const calls = serve(planFixture({ upcoming: [plannedFixture(2), plannedFixture(3)] }));
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: `${SPRINT_UI.startSprint}: Sprint 2` }, SLOW));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')).toEqual({
        method: 'POST',
        url: `/api/sprints/${plannedFixture(2).sprint.id}/start`,
        body: { squadId: FIXTURE_SQUAD },
      }),
    );
    // The answer is the new plan: Sprint 2 is active, so Sprint 3 cannot start.
    await waitFor(() => expect(within(card('Sprint 2')).getByText(UI.active)).toBeTruthy());
    expect(
      (screen.getByRole('button', { name: `${SPRINT_UI.startSprint}: Sprint 3` }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('offers neither Start nor Complete to someone who may not manage the squad’s sprints', async () => {
    serve(
      planFixture({
        canManage: false,
        active: plannedFixture(1, { state: 'ACTIVE' }),
        upcoming: [plannedFixture(2)],
      }),
    );
    renderPanel();
    await screen.findByRole('heading', { name: 'Sprint 2' }, SLOW);
    expect(screen.queryByRole('button', { name: /Start sprint|Complete sprint/ })).toBeNull();
  });

  it('points to Sprint Settings when the squad has no sprints, and folds away', async () => {
    serve(planFixture());
    renderPanel();
    expect(await screen.findByText(UI.noSprints, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.openSprintSettings }).getAttribute('href')).toBe(
      '/configuration-settings/sprint',
    );
    const toggle = screen.getByRole('button', { name: UI.hideSprints });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: UI.showSprints }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(UI.noSprints)).toBeNull();
  });
});
