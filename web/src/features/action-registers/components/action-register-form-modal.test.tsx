import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { ActionRegister } from '@squadboard/domain/action-registers/action-register.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionRegisterFormModal } from './action-register-form-modal.tsx';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const OWNER = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';

const REGISTER: ActionRegister = {
  id: 'r1',
  name: 'Website relaunch',
  description: 'Everything we owe the relaunch',
  ownerId: OWNER,
  ownerName: 'Dana Lead',
  status: 'Open',
  createdOn: '2026-11-01',
  statuses: ['Open', 'In Progress', 'Closed'],
  openCount: 0,
  closedCount: 0,
  can: { edit: true, archive: true, delete: true, addItem: true },
};

function renderModal(editing: ActionRegister | null, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ActionRegisterFormModal opened editing={editing} onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RegisterFormModal', () => {
  it('shows no errors until Save is pressed, then the spec messages, and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderModal(null);
    expect(screen.getByRole('dialog', { name: 'New Register' })).toBeTruthy();
    expect(screen.queryByText(MSG.actionRegisters.nameRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      MSG.actionRegisters.nameRequired,
      MSG.actionRegisters.descriptionRequired,
      MSG.actionRegisters.ownerRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds labels with Add+ and Enter, ignores empty and repeated ones, and removes them', () => {
    renderModal(null);
    const list = () =>
      within(screen.getByRole('dialog'))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(list()).toEqual(['Open', 'In Progress', 'Closed']);
    const input = screen.getByRole('textbox', { name: 'New status' });
    fireEvent.change(input, { target: { value: 'Blocked' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add+' }));
    fireEvent.change(input, { target: { value: 'Open' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add+' }));
    fireEvent.change(input, { target: { value: 'Waiting' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(list()).toEqual(['Open', 'In Progress', 'Closed', 'Blocked', 'Waiting']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove In Progress' }));
    expect(list()).toEqual(['Open', 'Closed', 'Blocked', 'Waiting']);
  });

  it('shows the labels error after removing them all and saving', async () => {
    renderModal(REGISTER);
    for (const label of REGISTER.statuses) {
      fireEvent.click(screen.getByRole('button', { name: `Remove ${label}` }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.actionRegisters.statusesRequired)).toBeTruthy();
  });

  it('updates an existing register with PATCH and closes', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            message: MSG.actionRegisters.updated,
            actionRegister: { ...REGISTER, name: 'Relaunch' },
          }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onClose } = renderModal(REGISTER);
    expect(screen.getByRole('dialog', { name: 'Edit Register' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Register name/ }), {
      target: { value: 'Relaunch' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/action-registers/r1');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Relaunch',
      description: REGISTER.description,
      ownerId: OWNER,
      status: 'Open',
      createdOn: '2026-11-01',
      statuses: REGISTER.statuses,
    });
  });
});
