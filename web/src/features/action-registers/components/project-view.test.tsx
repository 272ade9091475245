import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import type { SessionUser } from '@squadboard/domain';
import type {
  ActionRegister,
  ActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../../lib/session.tsx';
import { ProjectView } from './project-view.tsx';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea (in the item modal) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const ME = '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b';
const USER: SessionUser = {
  id: ME,
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Lead',
  role: 'SQUAD_ADMIN',
  status: 'ACTIVE',
  customerId: 'c1',
  companyName: null,
  plan: null,
  avatarUrl: null,
  location: null,
  timeZone: null,
  firstLogin: false,
};

function register(id: string, change: Partial<ActionRegister> = {}): ActionRegister {
  return {
    id,
    name: `Register ${id}`,
    description: `About ${id}`,
    ownerId: ME,
    ownerName: 'Dana Lead',
    status: 'Open',
    createdOn: '2026-11-01',
    statuses: ['Open', 'In Progress', 'Closed'],
    openCount: 1,
    closedCount: 1,
    can: { edit: true, archive: true, delete: true, addItem: true },
    ...change,
  };
}

function item(id: string, change: Partial<ActionRegisterItem> = {}): ActionRegisterItem {
  return {
    id,
    actionRegisterId: 'r1',
    title: `Item ${id}`,
    description: 'x',
    ownerId: ME,
    ownerName: 'Dana Lead',
    status: 'Open',
    priority: 'Low',
    dueDate: '2026-12-05',
    projectId: null,
    projectName: null,
    commentCount: 0,
    createdAt: `2026-11-0${id.length}T10:00:00.000Z`,
    can: { edit: true },
    ...change,
  };
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Registers, and their items in pages of `pageSize` (the cursor is the next index). */
function serve(actionRegisters: ActionRegister[], items: ActionRegisterItem[], pageSize = 50) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.startsWith('/api/action-registers?')) {
      return json({ items: actionRegisters, total: 7, page: 1, pageSize: 5 });
    }
    if (url.includes('/comments')) {
      return json({
        items: [
          { id: 'c1', authorName: 'Ann Author', body: 'First remark', createdAt: '2026-11-02T09:00:00Z' },
        ],
      });
    }
    const from = Number(new URL(url, 'http://x').searchParams.get('after') ?? 0);
    const next = from + pageSize < items.length ? String(from + pageSize) : null;
    return json({ items: items.slice(from, from + pageSize), total: items.length, nextCursor: next });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <SessionUserProvider user={USER}>
          <ProjectView toggle={null} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Role queries over a page of Mantine inputs are slow in jsdom on a busy machine.
describe('ProjectView', { timeout: 20_000 }, () => {
  it('asks for Open registers, opens the first one and lists its items', async () => {
    const fetchMock = serve(
      [
        register('r1'),
        register('r2', { can: { edit: false, archive: false, delete: false, addItem: true } }),
      ],
      [item('i1', { commentCount: 1 })],
    );
    renderView();
    expect(await screen.findByRole('heading', { name: 'Action Register - 7' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/action-registers?status=Open&page=1&pageSize=5');
    const table = await screen.findByRole('table', { name: 'Action items of Register r1' });
    expect(within(table).getByText('Item i1')).toBeTruthy();
    expect(within(table).getByText('05/12/26')).toBeTruthy();
    expect(within(table).getByRole('button', { name: '1 comment on Item i1' })).toBeTruthy();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/action-registers/r1/items?filter=none');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/action-registers/r2/'))).toBe(
      false,
    );
    // Only a register the caller may manage has the menu.
    expect(screen.getByRole('button', { name: 'Options for register Register r1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Options for register Register r2' })).toBeNull();
  });

  it('turns a row into inputs and back', async () => {
    serve([register('r1')], [item('i1')]);
    renderView();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Item i1' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveProperty('value', 'Item i1');
    expect(document.activeElement).toBe(title);
    expect(screen.getByRole('button', { name: 'Save Item i1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel editing Item i1' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Item i1' }));
  });

  it('loads more items after the first page, and the comments only when an item is opened', async () => {
    const fetchMock = serve(
      [register('r1')],
      ['a', 'b', 'c'].map((id) => item(id, { commentCount: id === 'c' ? 1 : 0 })),
      2,
    );
    renderView();
    const table = await screen.findByRole('table', { name: 'Action items of Register r1' });
    expect(
      within(table)
        .getAllByText(/^Item [abc]$/)
        .map((e) => e.textContent),
    ).toEqual(['Item a', 'Item b']);
    expect(screen.getByTestId('register-items-shown').textContent).toBe('Showing 2 of 3 action items');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/comments'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Item c')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe(
      '/api/action-registers/r1/items?filter=none&after=2',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.queryByTestId('register-items-shown')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: '1 comment on Item c' }));
    expect(await screen.findByText('First remark')).toBeTruthy();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/action-registers/r1/items/c/comments');
  });

  it('says so when there are no registers', async () => {
    serve([], []);
    renderView();
    expect(await screen.findByText('No registers yet')).toBeTruthy();
  });
});
