import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import '../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Idea } from '@squadboard/domain/ideas/idea.schema';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../lib/fake-api.fixture.ts';
import { IdeaCanvasPage } from './idea-canvas-page.tsx';
import { IDEAS_UI as UI } from './ideas-strings.ts';

// The idea canvas against a fake API: one empty-state line, a reason for an empty title, a way
// back to the portfolio, and only the controls each idea's `can` allows.

// An initiative as GET /api/portfolio answers it (the canvas lists initiatives to promote into).
const INITIATIVE: PortfolioNode = {
  id: '0b7d2c4e-1f3a-4b5c-8d6e-7f8091a2b3c4',
  level: 'Initiative',
  parentId: null,
  title: 'Payments',
  acronym: 'PAY',
  acronymId: 'PAY1',
  description: '',
  ownerId: '7a1c2e54-3b9d-4f61-8e2a-5c6d7e8f9a0b',
  ownerName: 'Ada Admin',
  plannedStart: null,
  plannedEnd: null,
  status: 'Not Started',
  counts: { features: 0, epics: 0, stories: 0, openBugs: 0, items: 0, done: 0 },
  createdAt: '2026-01-05T10:00:00.000Z',
  can: { edit: true, delete: true },
};

const idea = (id: string, can: Idea['can']): Idea => ({
  id,
  initiativeId: INITIATIVE.id,
  title: `Idea ${id}`,
  description: '',
  column: 'New',
  authorId: 'someone',
  authorName: 'Sam',
  featureId: null,
  featureAcronymId: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  can,
});

function serve(ideas: Idea[]) {
  return fakeApi((call) => {
    if (call.url === '/api/portfolio') {
      return [200, { items: [INITIATIVE], can: { create: false } }];
    }
    if (call.url.startsWith('/api/ideas?')) {
      return [200, { items: ideas }];
    }
    return [200, {}];
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/portfolio/idea-canvas', element: <IdeaCanvasPage /> }], {
    initialEntries: ['/portfolio/idea-canvas'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('IdeaCanvasPage', () => {
  it('says once that the canvas is empty, not under each of the four columns', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(MSG.ideas.empty)).toBeTruthy();
    expect(screen.queryAllByText(UI.emptyColumn)).toHaveLength(0);
  });

  it('says why nothing happened when Enter is pressed on an empty title', async () => {
    const calls = serve([]);
    renderPage();
    const input = await screen.findByRole('textbox', { name: UI.newIdea('New') });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(MSG.ideas.titleRequired)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('offers a way back to the portfolio', async () => {
    serve([]);
    renderPage();
    const back = await screen.findByRole('link', { name: UI.backToDashboard });
    expect(back.getAttribute('href')).toBe('/dashboard');
  });

  it("offers Delete and Promote only where the idea's can allows them", async () => {
    serve([
      idea('a', { edit: true, move: true, delete: false, promote: false }),
      idea('b', { edit: true, move: true, delete: true, promote: true }),
    ]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: UI.actions('Idea a') }));
    expect(await screen.findByRole('menuitem', { name: UI.edit })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: UI.delete })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: UI.promote })).toBeNull();
    expect(screen.queryAllByText(UI.emptyColumn)).toHaveLength(3);
  });
});
