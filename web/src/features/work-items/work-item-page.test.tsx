import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { MSG, type SessionUser } from '@squadboard/domain';
import { STATUS_REQUIRED_FIELDS } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workItemFixture } from '../../entities/work-item/work-item.fixture.ts';
import { type FakeCall, fakeApi, squadChoicesAnswer } from '../../lib/fake-api.fixture.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { WorkItemPage } from './work-item-page.tsx';
import { WORK_ITEM_UI as UI } from './work-items-strings.ts';

// The work-item view against a fake API: the status select offers only the statuses the item
// may move to, and a move refused for empty fields marks those fields with the server's messages.

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const ID = '3c0a4f8e-5b1d-4e2a-9f6c-7d8e9a0b1c2d';

const user = (role: SessionUser['role']): SessionUser => sessionUserFixture({ role });

function story(change: Partial<WorkItem> = {}): WorkItem {
  return workItemFixture({
    id: ID,
    title: 'Checkout page',
    acronymId: 'PAYS12',
    squadId: '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f',
    ...change,
  });
}

function readsOf(item: WorkItem) {
  return (call: FakeCall): [number, unknown] | null => {
    if (/\/children$/.test(call.url)) {
      return [200, { items: [] }];
    }
    if (/\/(comments|attachments)$/.test(call.url)) {
      return [200, { items: [], can: { add: item.can.edit } }];
    }
    if (call.url === '/api/portfolio') {
      return [200, { items: [], can: { create: true } }];
    }
    if (call.url === '/api/squads/choices') {
      return [200, squadChoicesAnswer([{ id: item.squadId ?? '', name: 'Payments' }])];
    }
    if (call.url.startsWith('/api/sprints?')) {
      const today = '2026-11-24';
      return [
        200,
        {
          enterpriseCadence: false,
          squadId: item.squadId,
          sprints: [],
          minimumStartDate: today,
          today,
          canCreate: true,
          nextNumber: 1,
        },
      ];
    }
    if (call.url.endsWith('/history')) {
      return [
        200,
        {
          items: [
            {
              id: 'h1',
              actorName: 'Olivia Owner',
              summary: 'Created',
              at: '2026-11-01T10:00:00.000Z',
              fromStatusId: null,
              toStatusId: 1,
            },
          ],
        },
      ];
    }
    return call.method === 'GET' ? [200, item] : null;
  };
}

function renderPage(role: SessionUser['role'] = 'SUPER_ADMIN') {
  const router = createMemoryRouter(
    [
      { path: '/edit-tab/work-item/:id', element: <WorkItemPage /> },
      { path: '/backlog', element: <p>backlog page</p> },
    ],
    { initialEntries: [`/edit-tab/work-item/${ID}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <SessionUserProvider user={user(role)}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function statusInput(): Promise<HTMLInputElement> {
  return (await screen.findByLabelText(UI.status, {
    selector: 'input[aria-haspopup="listbox"]',
  })) as HTMLInputElement;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('WorkItemPage', () => {
  it('offers only the current status and those the item may move to', async () => {
    const reads = readsOf(story({ statusId: 6, nextStatusIds: [1, 7] }));
    fakeApi((call) => reads(call) ?? [500, {}]);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'PAYS12 - Checkout page' })).toBeTruthy();
    const input = await statusInput();
    expect(input.value).toBe('Refinement');
    fireEvent.click(input);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['New', 'Refinement', 'Design']);
  });

  it('a move refused for empty fields shows the message, marks the fields and opens their tab', async () => {
    const reads = readsOf(story());
    const calls = fakeApi(
      (call) =>
        reads(call) ?? [
          400,
          {
            statusCode: 400,
            code: 'STATUS_NEEDS_FIELDS',
            message: MSG.workItems.statusNeedsFields,
            fields: STATUS_REQUIRED_FIELDS,
          },
        ],
    );
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: UI.tabs.reference }));
    const input = await statusInput();
    fireEvent.click(input);
    fireEvent.click(await screen.findByRole('option', { name: 'Refinement' }));

    expect(await screen.findByText(MSG.workItems.statusNeedsFields)).toBeTruthy();
    const form = screen.getByRole('form', { name: UI.details });
    // The first tab holding a marked field opens; the other is named as needing attention.
    expect(within(form).getByRole('tab', { selected: true }).textContent).toBe(UI.tabs.description);
    expect(within(form).getByText(MSG.workItems.narrativeRequired)).toBeTruthy();
    expect(within(form).getByText(MSG.workItems.outcomeRequired)).toBeTruthy();
    fireEvent.click(within(form).getByRole('tab', { name: UI.tabHasErrors(UI.tabs.schedule) }));
    for (const [label, message] of [
      [UI.plannedStart, MSG.workItems.plannedStartRequired],
      [UI.plannedEnd, MSG.workItems.plannedEndRequired],
    ] as const) {
      expect(await within(form).findByText(message)).toBeTruthy();
      // The message is the field's own: its description for assistive technology.
      const field = within(form).getByLabelText(label, { exact: true });
      expect(field.getAttribute('aria-invalid')).toBe('true');
    }
    const move = calls.find((c) => c.method === 'POST');
    expect(move).toMatchObject({ url: `/api/work-items/${ID}/status`, body: { statusId: 6 } });
    // The select still shows the saved status: the server did not move it.
    expect(input.value).toBe('New');
  });

  it('choosing another type resets the priority to 4 and sends both with Save', async () => {
    const epicId = '9d1f3b2a-6c4e-4a8b-8f0d-1e2c3b4a5d6e';
    const epic = story({ id: epicId, type: 'Epic', acronymId: 'PAYE2', title: 'Parent' });
    const reads = readsOf(story({ priority: 1, parentId: epicId }));
    const calls = fakeApi((call) => {
      if (call.url === `/api/work-items/${epicId}`) {
        return [200, epic];
      }
      if (call.method === 'PATCH') {
        return [
          200,
          { message: MSG.workItems.updated, item: story({ ...(call.body as object), priority: 4 }) },
        ];
      }
      return reads(call) ?? [500, {}];
    });
    renderPage();
    const type = (await screen.findByLabelText(UI.type, {
      selector: 'input[aria-haspopup="listbox"]',
    })) as HTMLInputElement;
    await waitFor(() => expect(type.disabled).toBe(false));
    fireEvent.click(type);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Story',
      'Task',
      'Bug',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Bug' }));
    const priority = screen.getByLabelText(UI.priority, {
      selector: 'input[aria-haspopup="listbox"]',
    }) as HTMLInputElement;
    expect(priority.value).toBe(UI.levels[4]);
    // A Bug has a severity, and actual and expected results instead of narrative and outcome.
    expect(screen.getByLabelText(UI.severity, { selector: 'input[aria-haspopup="listbox"]' })).toBeTruthy();
    const form = screen.getByRole('form', { name: UI.details });
    fireEvent.click(within(form).getByRole('button', { name: UI.save }));
    expect(await screen.findByText(MSG.workItems.updated)).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      type: 'Bug',
      priority: 4,
      severity: 4,
    });
  });

  it('a Feature is read-only for anyone but a Super Admin', async () => {
    // As the server answers anyone but a Super Admin: the Feature may not be changed.
    const reads = readsOf(story({ type: 'Feature', acronymId: 'PAYF3', can: { edit: false, move: false } }));
    fakeApi((call) => reads(call) ?? [500, {}]);
    renderPage('SQUAD_ADMIN');
    expect(await screen.findByText(MSG.workItems.featureReadOnly)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).disabled).toBe(true);
    expect((await statusInput()).disabled).toBe(true);
    expect(
      within(screen.getByRole('form', { name: UI.details })).queryByRole('button', { name: UI.save }),
    ).toBeNull();
  });

  it('an unknown item says so and leads back to the Backlog', async () => {
    fakeApi(() => [404, { statusCode: 404, code: 'WORK_ITEM_NOT_FOUND', message: MSG.generic.notFound }]);
    renderPage();
    expect(await screen.findByRole('heading', { name: UI.notFoundTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: UI.toBacklog }));
    await waitFor(() => expect(screen.getByText('backlog page')).toBeTruthy());
  });
});
