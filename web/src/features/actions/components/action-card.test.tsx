import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionCard } from './action-card.tsx';

// The card's menu offers only what the server says the caller may do (`action.can`).

const ACTION: Action = {
  id: 'a1',
  number: 12,
  squadId: 's1',
  squadName: 'Platform',
  retroId: null,
  retroTitle: null,
  cardId: null,
  title: 'Fix the flaky build',
  description: 'Quarantine the slow tests',
  ownerId: 'u1',
  ownerName: 'Dana Lead',
  status: 'Open',
  priority: 'Low',
  dueDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  can: { edit: true, delete: true },
};

function renderCard(action: Action) {
  const onDelete = vi.fn();
  render(
    <MantineProvider env="test">
      <ul>
        <ActionCard action={action} onEdit={vi.fn()} onDelete={onDelete} />
      </ul>
    </MantineProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Options for action #12' }));
  return onDelete;
}

afterEach(cleanup);

describe('ActionCard', () => {
  it('offers Delete when the server allows it', async () => {
    const onDelete = renderCard(ACTION);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(ACTION);
  });

  it('hides Delete when the server says the caller may not delete it', async () => {
    renderCard({ ...ACTION, can: { edit: true, delete: false } });
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
  });
});
