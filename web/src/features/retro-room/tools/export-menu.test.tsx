import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Action } from '@squadboard/domain/actions/action.schema';
import type { SprintPanel } from '@squadboard/domain/retro/sprint-panel.schema';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../lib/fake-api.fixture.ts';
import { toast } from '../../../lib/toast.ts';
import { downloadText } from './download-text.ts';
import { ExportMenu } from './export-menu.tsx';
import { exportRetroPdf } from './export-pdf.ts';
import { boardOf, snapshotOf } from './toolbar.fixture.ts';

vi.mock('./download-text.ts', () => ({ downloadText: vi.fn() }));
// The PDF's content is what matters here; drawing it is export-pdf.test.ts's.
vi.mock('./export-pdf.ts', async (original) => ({
  ...(await original<typeof import('./export-pdf.ts')>()),
  exportRetroPdf: vi.fn(() => Promise.resolve()),
}));

/** The room's Sprint panel as the facilitator gets it. */
const PANEL: SprintPanel = {
  view: 'full',
  sprint: {
    id: '00000000-0000-4000-8000-000000000034',
    name: 'Sprint 42',
    startDate: '2026-11-09',
    endDate: '2026-11-20',
    status: 'COMPLETED',
  },
  figures: {
    committedItems: 12,
    completedItems: 9,
    committedHours: 40,
    completedHours: 31.5,
    committedSize: 21,
    completedSize: 16,
  },
  added: { count: 2, items: [] },
  removed: { count: 1, items: [] },
  carried: { count: 3 },
  burndown: [],
  done: [],
  notDone: [],
};

const ACTION: Action = {
  id: 'a1',
  number: 7,
  squadId: 's1',
  squadName: 'Falcons',
  retroId: 'r1',
  retroTitle: 'Sprint 42 retro',
  cardId: 'k1',
  title: 'Automate the release notes',
  description: 'From the merged PRs.',
  ownerId: 'u1',
  ownerName: 'Ada Admin',
  status: 'Open',
  priority: 'High',
  dueDate: '2026-12-01',
  createdAt: '2026-11-22T09:30:00.000Z',
  can: { edit: true, delete: true },
};

function renderMenu(sprintPanel: SprintPanel | null = null) {
  const snapshot = snapshotOf({
    mode: 'read-only',
    retro: { ...snapshotOf().retro, title: 'Sprint 42: retro' },
  });
  render(
    <MantineProvider env="test">
      <ExportMenu snapshot={snapshot} board={boardOf()} mood="happy" sprintPanel={sprintPanel} />
    </MantineProvider>,
  );
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Export' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(downloadText).mockReset();
  vi.mocked(exportRetroPdf).mockClear();
});

describe('ExportMenu', () => {
  it('offers PDF, Markdown and CSV', async () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    for (const name of ['PDF', 'Markdown', 'CSV']) {
      expect(await screen.findByRole('menuitem', { name })).toBeTruthy();
    }
  });

  it("downloads the board and the retro's actions as Markdown, named after the title", async () => {
    const calls = fakeApi(() => [
      200,
      { items: [ACTION], total: 1, page: 1, pageSize: 20, nextCursor: null },
    ]);
    renderMenu();
    await choose('Markdown');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toMatch(/^\/api\/actions\?retroId=r1&/);
    const [name, text, type] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(name).toBe('Sprint 42- retro.md');
    expect(type).toMatch(/^text\/markdown/);
    expect(text).toContain('# Sprint 42: retro\n');
    expect(text).toContain('- **Squad:** Falcons\n');
    expect(text).toContain('- **Cadence:** Happy\n');
    // Columns by position, cards by rank; the blurred card is hidden.
    expect(text).toMatch(
      /## Went well\n\n- Deploys were smooth — Ada Admin \(2 likes\)\n- _Hidden_ — Mia Member \(0 likes\)\n\n## To improve/,
    );
    expect(text).toContain('| Automate the release notes | Ada Admin | Open | High | 2026-12-01 |');
  });

  it('names the sprint the retro looks back on, with its dates (issue 34)', async () => {
    const retro = {
      ...snapshotOf().retro,
      squadId: 's1',
      sprintId: '00000000-0000-4000-8000-000000000034',
      sprint: {
        id: '00000000-0000-4000-8000-000000000034',
        name: 'Sprint 42',
        startDate: '2026-11-09',
        endDate: '2026-11-20',
      },
      sprintScheduled: false,
      columns: [],
      startType: 'instant',
      scheduledAt: '2026-11-22T09:00:00.000Z',
      startedAt: '2026-11-22T09:00:00.000Z',
      endedAt: null,
      status: 'COMPLETED',
      mood: null,
      cardCount: 0,
      attendeeCount: 0,
      myRole: 'RETRO_ADMIN',
      createdAt: '2026-11-22T09:00:00.000Z',
      can: { start: false, cancel: false, archive: true, delete: true },
    };
    fakeApi((call) =>
      call.url === '/api/retros/r1'
        ? [200, { retro }]
        : [200, { items: [ACTION], total: 1, page: 1, pageSize: 20, nextCursor: null }],
    );
    renderMenu();
    await choose('Markdown');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadText).mock.calls[0]?.[1]).toContain(
      '- **Squad:** Falcons\n- **Sprint:** Sprint 42 (09/11/2026 – 20/11/2026)\n',
    );
  });

  it("puts the Sprint panel's figures into the Markdown, CSV and PDF (issue 34)", async () => {
    fakeApi((call) =>
      call.url === '/api/retros/r1'
        ? [404, { statusCode: 404, code: 'NOT_FOUND', message: 'gone' }]
        : [200, { items: [ACTION], total: 1, page: 1, pageSize: 20, nextCursor: null }],
    );
    renderMenu(PANEL);
    await choose('Markdown');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    expect(vi.mocked(downloadText).mock.calls[0]?.[1]).toContain(
      [
        '- **Sprint:** Sprint 42 (09/11/2026 – 20/11/2026)',
        '- **Committed:** 12 items · 40 h · 21 size',
        '- **Completed:** 9 items · 31.5 h · 16 size',
        '- **Added after the start:** 2',
        '- **Removed after the start:** 1',
        '- **Carried over:** 3',
      ].join('\n'),
    );
    await choose('CSV');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledTimes(2));
    const csv = vi.mocked(downloadText).mock.calls[1]?.[1] ?? '';
    expect(csv).toContain('Sprint,Committed,,12 items · 40 h · 21 size,,,,,,,\r\n');
    expect(csv).toContain('Sprint,Carried over,,3,,,,,,,\r\n');
    await choose('PDF');
    await vi.waitFor(() => expect(exportRetroPdf).toHaveBeenCalledTimes(1));
    const details = vi.mocked(exportRetroPdf).mock.calls[0]?.[0].details ?? [];
    const sprintAt = details.findIndex(([label]) => label === 'Sprint');
    expect(details.slice(sprintAt, sprintAt + 6)).toEqual([
      ['Sprint', 'Sprint 42 (09/11/2026 – 20/11/2026)'],
      ['Committed', '12 items · 40 h · 21 size'],
      ['Completed', '9 items · 31.5 h · 16 size'],
      ['Added after the start', '2'],
      ['Removed after the start', '1'],
      ['Carried over', '3'],
    ]);
  });

  it('downloads CSV rows of cards and actions', async () => {
    fakeApi(() => [200, { items: [ACTION], total: 1, page: 1, pageSize: 20, nextCursor: null }]);
    renderMenu();
    await choose('CSV');
    await vi.waitFor(() => expect(downloadText).toHaveBeenCalledTimes(1));
    const [name, text] = vi.mocked(downloadText).mock.calls[0] ?? [];
    expect(name).toBe('Sprint 42- retro.csv');
    expect(text).toContain('Card,Went well,,Deploys were smooth,Ada Admin,2,0,,,,\r\n');
    expect(text).toContain('Action,,,Automate the release notes,,,,Open,Ada Admin,High,2026-12-01\r\n');
  });

  it('says so when the actions cannot be fetched, and downloads nothing', async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    fakeApi(() => [500, { statusCode: 500, code: 'INTERNAL', message: MSG.generic.somethingWentWrong }]);
    renderMenu();
    await choose('Markdown');
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(MSG.generic.somethingWentWrong));
    expect(downloadText).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
