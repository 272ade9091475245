import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeApi } from '../../../lib/fake-api.fixture.ts';
import { FIXTURE_SQUAD, planFixture, plannedFixture } from '../sprint-plan.fixture.ts';
import { SPRINT_UI as UI } from '../sprint-strings.ts';
import { CompleteSprintDialog } from './complete-sprint-dialog.tsx';

// Completing the active sprint: where the unfinished items go is the person's choice (the next
// sprint at first, or the backlog), and that choice is what reaches the server.

const active = plannedFixture(1, { state: 'ACTIVE', itemCount: 3 });
const next = plannedFixture(2);
const later = plannedFixture(3);

function serve(upcoming = [next, later]): FakeCall[] {
  return fakeApi((call) => {
    if (call.url === `/api/sprints/plan?squadId=${FIXTURE_SQUAD}`) {
      return [200, planFixture({ active, upcoming })];
    }
    if (call.url.endsWith('/complete')) {
      const figures = { committedItems: 3, completedItems: 2, committedHours: 20, completedHours: 12 };
      return [200, { message: 'Sprint 1 completed', figures, carried: 1 }];
    }
    return [404, { code: 'NOT_FOUND', message: 'Not found' }];
  });
}

function renderDialog(onCompleted = vi.fn(), onClose = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <CompleteSprintDialog
          opened
          onClose={onClose}
          squadId={FIXTURE_SQUAD}
          sprint={{ id: active.sprint.id, name: active.sprint.name }}
          onCompleted={onCompleted}
          openItems={1}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onCompleted, onClose };
}

/** The first render loads Mantine and the schemas: generous on a busy machine. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CompleteSprintDialog', () => {
  it('carries unfinished items to the next sprint unless told otherwise', async () => {
    const calls = serve();
    const { onCompleted, onClose } = renderDialog();
    expect(screen.getByRole('dialog', { name: UI.completeSprintOf('Sprint 1') })).toBeTruthy();
    expect(screen.getByText(UI.openItems(1))).toBeTruthy();
    const nextChoice = await screen.findByRole('radio', { name: UI.nextSprint('Sprint 2') }, SLOW);
    expect((nextChoice as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Sprint 3' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: UI.completeSprint }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      url: `/api/sprints/${active.sprint.id}/complete`,
      body: { squadId: FIXTURE_SQUAD, carryTo: next.sprint.id },
    });
  });

  it('sends the backlog when the person chooses it', async () => {
    const calls = serve();
    const { onCompleted } = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: UI.backlog }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: UI.completeSprint }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      squadId: FIXTURE_SQUAD,
      carryTo: 'backlog',
    });
  });

  it('offers only the backlog when no sprint follows', async () => {
    serve([]);
    renderDialog();
    const backlog = await screen.findByRole('radio', { name: UI.backlog }, SLOW);
    expect((backlog as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('shows the server’s refusal and stays open', async () => {
    const calls = fakeApi((call) =>
      call.method === 'POST'
        ? [
            409,
            {
              statusCode: 409,
              code: 'SPRINT_NOT_ACTIVE',
              message: 'This sprint is not active for this squad.',
            },
          ]
        : [200, planFixture({ active, upcoming: [] })],
    );
    const { onCompleted, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('radio', { name: UI.backlog }, SLOW));
    fireEvent.click(screen.getByRole('button', { name: UI.completeSprint }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: UI.completeSprint }).hasAttribute('data-loading')).toBe(
        false,
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
