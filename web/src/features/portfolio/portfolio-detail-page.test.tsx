import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG, type Role, type SessionUser } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { PortfolioDetailPage } from './portfolio-detail-page.tsx';
import { feature, INITIATIVE_ID, node, OWNER_ID, PROJECT_ID, project } from './portfolio-nodes.fixture.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const user = (role: Role): SessionUser =>
  sessionUserFixture({ id: OWNER_ID, email: 'ada@example.com', firstName: 'Ada', lastName: 'Admin', role });

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Server {
  nodes: PortfolioNode[];
  features: WorkItem[];
  /** The answer to POST /api/work-items and DELETE /api/portfolio/:id. */
  write?: () => Response;
}

/** A small stand-in of the API: the node by id, the whole list, the features, and the writes. */
function serve(server: Server) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method && init.method !== 'GET') {
      return server.write ? server.write() : json({}, 500);
    }
    if (url === '/api/portfolio') {
      return json({ items: server.nodes, can: { create: server.nodes.every((n) => n.can.edit) } });
    }
    if (url.startsWith('/api/work-items/features')) {
      return json({ items: server.features });
    }
    const found = server.nodes.find((n) => url === `/api/portfolio/${n.id}`);
    return found
      ? json(found)
      : json({ statusCode: 404, code: 'PORTFOLIO_NODE_NOT_FOUND', message: MSG.generic.notFound }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function writes(fetchMock: ReturnType<typeof serve>) {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method !== 'GET')
    .map(([url, init]) => ({
      url,
      method: (init as RequestInit).method,
      body: (init as RequestInit).body ? JSON.parse(String((init as RequestInit).body)) : undefined,
    }));
}

function renderPage(id: string, role: Role = 'SUPER_ADMIN') {
  const router = createMemoryRouter(
    [
      { path: '/edit-tab/portfolio/:id', element: <PortfolioDetailPage /> },
      { path: '/portfolio/portfolio-list', element: <p>List page</p> },
    ],
    { initialEntries: [`/edit-tab/portfolio/${id}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SessionUserProvider user={user(role)}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PortfolioDetailPage', { timeout: 20_000 }, () => {
  it('says plainly when the node does not exist, with the way back', async () => {
    serve({ nodes: [], features: [] });
    renderPage('5f1e2d3c-4b5a-4697-8877-665544332211');
    expect(await screen.findByRole('heading', { name: UI.notFoundTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: UI.backToList }).getAttribute('href')).toBe(
      '/portfolio/portfolio-list',
    );
  });

  it('shows a Project read-only to a Squad Member, with its Features', async () => {
    // As the server answers a Squad Member: nothing to edit or delete.
    const readOnly = { can: { edit: false, delete: false } };
    serve({ nodes: [node(readOnly), project(readOnly)], features: [feature()] });
    renderPage(PROJECT_ID, 'SQUAD_MEMBER');
    expect(await screen.findByRole('heading', { name: 'CARD1 - Card checkout' })).toBeTruthy();
    expect(screen.getByText(UI.readOnlyHint)).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'CARDF1 - Saved cards' });
    expect(link.getAttribute('href')).toBe(`/edit-tab/work-item/${feature().id}`);
    expect(screen.queryByRole('button', { name: UI.save })).toBeNull();
    expect(screen.queryByRole('button', { name: UI.delete })).toBeNull();
    expect(screen.queryByRole('textbox', { name: UI.newFeature })).toBeNull();
  });

  it('lists an Initiative’s Projects, linking to each', async () => {
    serve({ nodes: [node(), project()], features: [] });
    renderPage(INITIATIVE_ID);
    const projects = await screen.findByRole('list', { name: UI.projects });
    const link = within(projects).getByRole('link', { name: 'CARD1 - Card checkout' });
    expect(link.getAttribute('href')).toBe(`/edit-tab/portfolio/${PROJECT_ID}`);
    expect(await screen.findByText(UI.noFeatures)).toBeTruthy();
    // Features are added on a Project's page only.
    expect(screen.queryByRole('textbox', { name: UI.newFeature })).toBeNull();
  });

  it('adds a Feature to a Project with Enter', async () => {
    const fetchMock = serve({
      nodes: [node(), project()],
      features: [],
      write: () => json({ message: MSG.workItems.created, item: feature() }, 201),
    });
    renderPage(PROJECT_ID);
    const input = await screen.findByRole('textbox', { name: UI.newFeature });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(await screen.findByText(MSG.workItems.titleRequired)).toBeTruthy();
    fireEvent.change(input, { target: { value: ' Saved cards ' } });
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''));
    expect(writes(fetchMock)).toEqual([
      {
        url: '/api/work-items',
        method: 'POST',
        body: { type: 'Feature', title: 'Saved cards', parentId: PROJECT_ID },
      },
    ]);
  });

  it('keeps the server’s refusal in the delete dialog', async () => {
    serve({
      nodes: [node(), project()],
      features: [],
      write: () =>
        json({ statusCode: 409, code: 'PORTFOLIO_HAS_CHILDREN', message: MSG.portfolio.hasChildren }, 409),
    });
    renderPage(INITIATIVE_ID);
    fireEvent.click(await screen.findByRole('button', { name: UI.delete }));
    const dialog = await screen.findByRole('dialog', { name: UI.deleteTitle('Initiative') });
    expect(within(dialog).getByText(UI.deleteQuestion('PAY1 - Payments'))).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: UI.delete }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(within(dialog).getByText(MSG.portfolio.hasChildren)).toBeTruthy();
  });
});
