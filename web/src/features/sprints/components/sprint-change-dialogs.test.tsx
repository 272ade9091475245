import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { SPRINT_UI } from '../sprint-settings-strings.ts';
import { DeleteSprintDialog } from './delete-sprint-dialog.tsx';
import { EditSprintDialog } from './edit-sprint-dialog.tsx';

// Sprint Settings' Edit and Delete dialogs against a fake API: the computed end date, the name
// only for squad sprints, the server's field error under its field, and where a deleted
// sprint's items go.

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const TODAY = '2026-11-24';

function sprint(change: Partial<Sprint> = {}): Sprint {
  return {
    id: '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c21',
    name: 'Payments 1',
    number: null,
    squadId: SQUAD,
    enterpriseCadence: false,
    // A Monday: 10 working days end on the Friday of the next week.
    startDate: '2026-11-30',
    endDate: '2026-12-11',
    workingDays: 10,
    active: false,
    started: false,
    itemCount: 0,
    ...change,
  };
}

function wrap(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        {node}
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('EditSprintDialog', () => {
  it('shows the end date computed from the start and the working days, and sends the change', async () => {
    const calls = fakeApi(() => [200, { message: MSG.sprint.updated }]);
    const onClose = vi.fn();
    wrap(<EditSprintDialog sprint={sprint()} today={TODAY} onClose={onClose} />);

    const end = screen.getByRole('textbox', { name: SPRINT_UI.endDate });
    expect((end as HTMLInputElement).value).toBe('11/12/2026');
    const days = screen.getByRole('textbox', { name: SPRINT_UI.squadDays });
    fireEvent.change(days, { target: { value: '5' } });
    await waitFor(() => expect((end as HTMLInputElement).value).toBe('04/12/2026'));
    fireEvent.change(screen.getByRole('textbox', { name: SPRINT_UI.sprintName }), {
      target: { value: 'Payments 1b' },
    });

    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      url: `/api/sprints/${sprint().id}`,
      body: { name: 'Payments 1b', startDate: '2026-11-30', daysInSprint: 5 },
    });
    expect(await screen.findByText(MSG.sprint.updated)).toBeTruthy();
  });

  it('has no Sprint Name for an enterprise sprint and never sends one', async () => {
    const calls = fakeApi(() => [200, { message: MSG.sprint.updated }]);
    const onClose = vi.fn();
    wrap(
      <EditSprintDialog
        sprint={sprint({ enterpriseCadence: true, squadId: null, number: 4, name: 'Sprint 4' })}
        today={TODAY}
        onClose={onClose}
      />,
    );
    expect(screen.queryByRole('textbox', { name: SPRINT_UI.sprintName })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({ startDate: '2026-11-30', daysInSprint: 10 });
  });

  it('shows the server’s refusal under its field and keeps the dialog open', async () => {
    fakeApi(() => [
      409,
      {
        statusCode: 409,
        code: 'SPRINT_OVERLAPS',
        message: MSG.sprint.overlaps,
        fields: { startDate: MSG.sprint.overlaps },
      },
    ]);
    const onClose = vi.fn();
    wrap(<EditSprintDialog sprint={sprint()} today={TODAY} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.save }));
    // Once under the Start Date field, once as the toast.
    await waitFor(() => expect(screen.getAllByText(MSG.sprint.overlaps).length).toBeGreaterThanOrEqual(2));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an empty name before calling the server', async () => {
    const calls = fakeApi(() => [200, { message: MSG.sprint.updated }]);
    wrap(<EditSprintDialog sprint={sprint()} today={TODAY} onClose={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: SPRINT_UI.sprintName }), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.save }));
    expect(await screen.findByText(MSG.sprint.nameRequired)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('DeleteSprintDialog', () => {
  const other = sprint({ id: '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c22', name: 'Payments 2' });

  it('asks for confirmation and deletes an empty sprint without a destination', async () => {
    const calls = fakeApi(() => [200, { message: MSG.sprint.deleted }]);
    const onClose = vi.fn();
    wrap(<DeleteSprintDialog sprint={sprint()} others={[other]} onClose={onClose} />);
    expect(screen.getByText(MSG.sprint.deleteConfirm('Payments 1'))).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: SPRINT_UI.itemsGoTo })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.delete }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'DELETE', url: `/api/sprints/${sprint().id}` });
  });

  it('sends a sprint’s items to the backlog by default, or to the sprint chosen', async () => {
    const calls = fakeApi(() => [200, { message: MSG.sprint.deleted }]);
    const onClose = vi.fn();
    wrap(<DeleteSprintDialog sprint={sprint({ itemCount: 3 })} others={[other]} onClose={onClose} />);
    const where = screen.getByRole('combobox', { name: SPRINT_UI.itemsGoTo });
    expect((where as HTMLInputElement).value).toBe(SPRINT_UI.backlog);
    expect(screen.getByText(SPRINT_UI.itemsGoToHint(3))).toBeTruthy();

    fireEvent.click(where);
    fireEvent.click(await screen.findByRole('option', { name: 'Payments 2' }));
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.delete }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]?.url).toBe(`/api/sprints/${sprint().id}?moveItemsTo=${other.id}`);
  });

  it('on 409 SPRINT_HAS_ITEMS shows the message and then asks where the items go', async () => {
    let answered = 0;
    const calls = fakeApi(() => {
      answered += 1;
      return answered === 1
        ? [409, { statusCode: 409, code: 'SPRINT_HAS_ITEMS', message: MSG.sprint.hasItems(2) }]
        : [200, { message: MSG.sprint.deleted }];
    });
    const onClose = vi.fn();
    wrap(<DeleteSprintDialog sprint={sprint()} others={[]} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.delete }));
    expect(await screen.findByText(MSG.sprint.hasItems(2))).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await screen.findByRole('combobox', { name: SPRINT_UI.itemsGoTo });
    fireEvent.click(screen.getByRole('button', { name: SPRINT_UI.delete }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[1]?.url).toBe(`/api/sprints/${sprint().id}?moveItemsTo=backlog`);
  });
});
