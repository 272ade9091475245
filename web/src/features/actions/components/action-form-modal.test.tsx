import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActionFormModal } from './action-form-modal.tsx';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const OWNER = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';

const ACTION: Action = {
  id: 'a1',
  number: 7,
  squadId: SQUAD,
  squadName: 'Platform',
  retroId: null,
  retroTitle: null,
  cardId: null,
  title: 'Fix the flaky build',
  description: 'Quarantine the slow tests',
  ownerId: OWNER,
  ownerName: 'Dana Lead',
  status: 'Open',
  priority: 'Low',
  dueDate: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  can: { edit: true, delete: true },
};

function renderModal(editing: Action | null, onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ActionFormModal
          opened
          editing={editing}
          squads={[{ id: SQUAD, name: 'Platform' }]}
          defaultSquadId={null}
          onClose={onClose}
        />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onClose };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ActionFormModal', () => {
  it('shows no errors until Save is pressed, then the spec messages', async () => {
    renderModal(null);
    expect(screen.getByRole('dialog', { name: 'Add Action' })).toBeTruthy();
    expect(screen.queryByText(MSG.actions.titleRequired)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      MSG.actions.squadRequired,
      MSG.actions.titleRequired,
      MSG.actions.descriptionRequired,
      MSG.actions.ownerRequired,
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
  });

  it('offers Update when editing and sends the whole form, squad included', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ message: MSG.actions.updated, action: { ...ACTION, title: 'Renamed' } }),
          {
            status: 200,
            headers: { 'content-type': 'application/json' },
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { onClose } = renderModal(ACTION);
    expect(screen.getByRole('dialog', { name: 'Edit Action' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    const title = screen.getByRole('textbox', { name: /Action Title/ });
    fireEvent.change(title, { target: { value: 'Renamed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/actions/a1');
    expect(init.method).toBe('PATCH');
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ title: 'Renamed', ownerId: OWNER, status: 'Open', priority: 'Low' });
    expect(body).toMatchObject({ squadId: ACTION.squadId });
  });

  it('lists what later retros’ reviews made of an action raised in a retro, newest first', async () => {
    const reviews = {
      items: [
        {
          outcome: 'open',
          dueDate: '2026-12-20',
          byName: 'Dana Lead',
          at: '2026-12-08T10:00:00.000Z',
          retro: { id: '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d', title: 'Sprint 13 retro' },
        },
      ],
    };
    const fetchMock = vi.fn(async (_url: string) =>
      Response.json(reviews, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderModal({
      ...ACTION,
      retroId: '4c1b0a9e-8f7a-4b6c-8d5e-4f3a2b1c0d9e',
      retroTitle: 'Sprint 12 retro',
    });
    const section = await screen.findByRole('region', { name: 'Reviewed in retros' });
    expect(section.textContent).toMatch(
      /^Reviewed in retrosStill open in Sprint 13 retro, by Dana Lead, .+ \(due 20 Dec, 2026\)$/,
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/actions/a1/reviews');
  });

  it('asks nothing for an action raised outside a retro', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderModal(ACTION);
    expect(screen.queryByRole('region', { name: 'Reviewed in retros' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
