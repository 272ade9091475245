import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG, type SessionUser } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionUserProvider } from '../../lib/session.tsx';
import { sessionUserFixture } from '../../lib/session-user.fixture.ts';
import { CreatePortfolioPage } from './create-portfolio-page.tsx';
import { INITIATIVE_ID, node, OWNER_ID, PROJECT_ID, project } from './portfolio-nodes.fixture.ts';
import { PORTFOLIO_UI as UI } from './portfolio-strings.ts';

// Create Portfolio: the form checks with the domain's schema on Create, not before, and sends
// what the schema makes of the values; the server's refusals land on their fields.

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const ADMIN: SessionUser = sessionUserFixture({
  id: OWNER_ID,
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
});

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The portfolio list for GET, and `created` (or a refusal) for POST. */
function serve(nodes: PortfolioNode[], answer: () => Response = () => json({}, 500)) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      return answer();
    }
    return url === '/api/portfolio' ? json({ items: nodes, can: { create: true } }) : json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function posts(fetchMock: ReturnType<typeof serve>): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'POST')
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

function renderPage(entry = '/portfolio/create-portfolio') {
  const router = createMemoryRouter(
    [
      { path: '/portfolio/create-portfolio', element: <CreatePortfolioPage /> },
      { path: '/edit-tab/portfolio/:id', element: <p>Node page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SessionUserProvider user={ADMIN}>
          <RouterProvider router={router} />
        </SessionUserProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

const field = (name: RegExp) => screen.findByRole('textbox', { name });
const select = (name: RegExp) =>
  screen.findByLabelText(name, { selector: 'input[aria-haspopup="listbox"]' }) as Promise<HTMLInputElement>;

async function choose(name: RegExp, option: string) {
  fireEvent.click(await select(name));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function fill(name: RegExp, value: string) {
  fireEvent.change(await field(name), { target: { value } });
}

function create() {
  fireEvent.click(screen.getByRole('button', { name: UI.create }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreatePortfolioPage', { timeout: 20_000 }, () => {
  it('shows no errors until Create is pressed, then the messages, and sends nothing', async () => {
    const fetchMock = serve([]);
    renderPage();
    await field(/^Title/);
    expect(screen.queryByText(MSG.portfolio.titleRequired)).toBeNull();
    create();
    expect(await screen.findByText(MSG.portfolio.titleRequired)).toBeTruthy();
    expect(screen.getByText(MSG.portfolio.acronymRequired)).toBeTruthy();
    // The creator is the owner to begin with, so the owner is not missing.
    expect(screen.queryByText(MSG.portfolio.ownerRequired)).toBeNull();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('shows the acronym upper-case and checks its pattern', async () => {
    serve([]);
    renderPage();
    await fill(/^Title/, 'Payments');
    await fill(/^Acronym/, 'p-y');
    expect(((await field(/^Acronym/)) as HTMLInputElement).value).toBe('P-Y');
    create();
    expect(await screen.findByText(MSG.portfolio.acronymPattern)).toBeTruthy();
  });

  it('asks a Project for its Initiative', async () => {
    const fetchMock = serve([node()]);
    renderPage();
    await choose(/^Level/, 'Project');
    await fill(/^Title/, 'Card checkout');
    await fill(/^Acronym/, 'card');
    create();
    expect(await screen.findByText(MSG.portfolio.initiativeRequired)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);
  });

  it('creates a Project under the chosen Initiative and opens its page', async () => {
    const fetchMock = serve([node()], () =>
      json({ message: MSG.portfolio.created('Project'), node: project() }, 201),
    );
    const router = renderPage();
    await choose(/^Level/, 'Project');
    await choose(/^Initiative/, 'PAY1 - Payments');
    await fill(/^Title/, ' Card checkout ');
    await fill(/^Acronym/, 'card');
    create();
    await screen.findByText('Node page');
    expect(router.state.location.pathname).toBe(`/edit-tab/portfolio/${PROJECT_ID}`);
    expect(posts(fetchMock)).toEqual([
      {
        level: 'Project',
        parentId: INITIATIVE_ID,
        title: 'Card checkout',
        acronym: 'CARD',
        description: '',
        ownerId: OWNER_ID,
        plannedStart: null,
        plannedEnd: null,
        status: 'Not Started',
      },
    ]);
  });

  it('starts a Project under the Initiative named in the address', async () => {
    serve([node()]);
    renderPage(`/portfolio/create-portfolio?parentId=${INITIATIVE_ID}`);
    expect((await select(/^Level/)).value).toBe('Project');
    expect((await select(/^Initiative/)).value).toBe('PAY1 - Payments');
  });

  it('puts a taken acronym under the acronym field', async () => {
    serve([], () =>
      json({ statusCode: 409, code: 'PORTFOLIO_ACRONYM_TAKEN', message: MSG.portfolio.acronymTaken }, 409),
    );
    renderPage();
    await fill(/^Title/, 'Payments');
    await fill(/^Acronym/, 'PAY');
    create();
    await waitFor(() => {
      const acronym = screen.getByRole('textbox', { name: /^Acronym/ });
      expect(acronym.getAttribute('aria-invalid')).toBe('true');
    });
    expect(screen.getAllByText(MSG.portfolio.acronymTaken).length).toBeGreaterThan(0);
  });
});
