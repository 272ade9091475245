import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workItemFixture } from '../../../entities/work-item/work-item.fixture.ts';
import { fakeApi, squadChoicesAnswer } from '../../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { sessionUserFixture } from '../../../lib/session-user.fixture.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { WorkItemDialog } from './work-item-dialog.tsx';

// The Edit Work Item dialog opened by a move the server refused for empty fields (a card dragged
// on the sprint board): the fields start marked, and Save saves, then makes the move.

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const ID = '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c2d';
const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';
const item: WorkItem = workItemFixture({
  id: ID,
  title: 'Checkout page',
  acronymId: 'PAYS12',
  squadId: SQUAD,
});

function serve() {
  return fakeApi((call) => {
    if (/\/(children|comments|attachments|history)$/.test(call.url)) {
      return [200, { items: [] }];
    }
    if (call.url === '/api/squads/choices') {
      return [200, squadChoicesAnswer([{ id: SQUAD, name: 'Payments' }])];
    }
    if (call.url.startsWith('/api/sprints?')) {
      const today = '2026-11-24';
      const list = { enterpriseCadence: false, squadId: SQUAD, sprints: [], minimumStartDate: today, today };
      return [200, { ...list, canCreate: true, nextNumber: 1 }];
    }
    if (call.method === 'PATCH') {
      return [200, { message: MSG.workItems.updated, item: { ...item, narrative: 'As a buyer' } }];
    }
    if (call.method === 'POST' && call.url.endsWith('/status')) {
      return [200, { message: MSG.workItems.statusChanged, item: { ...item, statusId: 6 } }];
    }
    return [200, item];
  });
}

function renderDialog(onClose: () => void) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <WorkItemDialog
          id={ID}
          onClose={onClose}
          pendingStatus={{ statusId: 6, fields: { narrative: MSG.workItems.narrativeRequired } }}
        />
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <SessionUserProvider user={sessionUserFixture({ role: 'SUPER_ADMIN' })}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WorkItemDialog with a status change pending', () => {
  it('marks the fields the move needs, then Save saves and moves', async () => {
    const calls = serve();
    const onClose = vi.fn();
    renderDialog(onClose);
    const form = await screen.findByRole('form', { name: UI.details });
    expect(screen.getByText(UI.pendingMove('Refinement'))).toBeTruthy();
    expect(within(form).getByText(MSG.workItems.narrativeRequired)).toBeTruthy();
    expect(within(form).getByRole('tab', { selected: true }).textContent).toBe(UI.tabs.description);

    fireEvent.click(within(form).getByRole('button', { name: UI.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.url]);
    expect(writes).toEqual([
      ['PATCH', `/api/work-items/${ID}`],
      ['POST', `/api/work-items/${ID}/status`],
    ]);
    expect(calls.find((c) => c.url.endsWith('/status'))?.body).toEqual({ statusId: 6 });
  });
});
