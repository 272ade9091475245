import { describe, expect, it } from 'vitest';
import {
  type ExportCard,
  exportFileName,
  type RetroExportInput,
  retroCsv,
  retroMarkdown,
  sprintFigureDetails,
} from './retro-export.ts';

const card = (
  id: string,
  columnId: string,
  rank: string,
  text: string | null,
  extra: Partial<ExportCard> = {},
) => ({
  id,
  columnId,
  rank,
  text,
  authorName: 'Sam Member',
  likes: [],
  reactions: [],
  groupId: null,
  ...extra,
});

function input(extra: Partial<RetroExportInput> = {}): RetroExportInput {
  return {
    title: 'Sprint 12 retro',
    squadName: 'Platform',
    date: '12 May 2026',
    mood: 'Happy',
    columns: [
      { id: 'c1', name: 'Went well' },
      { id: 'c2', name: 'To improve' },
    ],
    cards: [
      // Out of order on purpose: the exports sort by rank.
      card('k3', 'c1', 'a2', 'Pairing', { groupId: 'g1', likes: ['p1'], reactions: ['r1'] }),
      card('k1', 'c1', 'a0', 'Fast builds', { likes: ['p1', 'p2'] }),
      card('k2', 'c1', 'a1', 'Reviews', { groupId: 'g1', likes: ['p2', 'p3'], authorName: 'Lena Lead' }),
      card('k4', 'c2', 'a0', null),
    ],
    groups: [
      { id: 'g1', columnId: 'c1', title: 'Collaboration' },
      // A group without cards is left out.
      { id: 'g2', columnId: 'c2', title: 'Empty' },
    ],
    actions: [
      {
        title: 'Fix the flaky build',
        ownerName: 'Sam Member',
        status: 'Open',
        priority: 'High',
        dueDate: '2026-06-01',
      },
    ],
    ...extra,
  };
}

describe('retroMarkdown', () => {
  it('lists details, columns in order, groups with their totals, hidden cards and the actions', () => {
    expect(retroMarkdown(input())).toBe(
      [
        '# Sprint 12 retro',
        '',
        '- **Date:** 12 May 2026',
        '- **Squad:** Platform',
        '- **Cadence:** Happy',
        '- **Actions:** 1',
        '',
        '## Went well',
        '',
        '- Fast builds — Sam Member (2 likes)',
        '',
        '### Collaboration (3 likes · 1 reactions)',
        '',
        '- Reviews — Lena Lead (2 likes)',
        '- Pairing — Sam Member (1 likes)',
        '',
        '## To improve',
        '',
        '- _Hidden_ — Sam Member (0 likes)',
        '',
        '## Actions',
        '',
        '| Title | Owner | Status | Priority | Due date |',
        '| --- | --- | --- | --- | --- |',
        '| Fix the flaky build | Sam Member | Open | High | 2026-06-01 |',
        '',
      ].join('\n'),
    );
  });

  it("escapes people's Markdown and keeps multi-line text inside its bullet", () => {
    const md = retroMarkdown(
      input({
        title: '# Retro *1*',
        columns: [{ id: 'c1', name: 'Went [well](x)' }],
        cards: [
          card('k1', 'c1', 'a0', '- first line\n\n  2. second | <b>bold</b>\n=== \\end', {
            authorName: '_Sam_',
          }),
        ],
        groups: [],
        actions: [{ title: 'A | B\nC', ownerName: 'Lena', status: 'Open', priority: 'Low', dueDate: null }],
      }),
    );
    expect(md).toContain('# \\# Retro \\*1\\*\n');
    expect(md).toContain('## Went \\[well\\](x)\n');
    expect(md).toContain(
      '- \\- first line\\\n  2\\. second \\| \\<b\\>bold\\</b\\>\\\n  \\=== \\\\end — \\_Sam\\_ (0 likes)\n',
    );
    expect(md).toContain('| A \\| B C | Lena | Open | Low |   |\n');
  });

  it('says when a column has no cards and when there are no actions; leaves unknown details out', () => {
    const md = retroMarkdown(input({ cards: [], groups: [], actions: [], date: null, mood: null }));
    expect(md).not.toContain('Date');
    expect(md).not.toContain('Cadence');
    expect(md).toContain('## Went well\n\n_No cards._\n');
    expect(md).toContain('## Actions\n\n_No actions._\n');
  });
});

describe('retroCsv', () => {
  it('has one row per card, group (with totals) and action', () => {
    expect(retroCsv(input()).split('\r\n')).toEqual([
      'Type,Column,Group,Text,Author,Likes,Reactions,Status,Owner,Priority,Due date',
      'Card,Went well,,Fast builds,Sam Member,2,0,,,,',
      'Group,Went well,Collaboration,,,3,1,,,,',
      'Card,Went well,Collaboration,Reviews,Lena Lead,2,0,,,,',
      'Card,Went well,Collaboration,Pairing,Sam Member,1,1,,,,',
      'Card,To improve,,Hidden,Sam Member,0,0,,,,',
      'Action,,,Fix the flaky build,,,,Open,Sam Member,High,2026-06-01',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps formulas from running', () => {
    const csv = retroCsv(
      input({
        cards: [card('k1', 'c1', 'a0', 'Say "hi",\nthen go', { authorName: '=HYPERLINK("x")' })],
        groups: [],
        actions: [{ title: '@SUM(A1)', ownerName: '-Sam', status: 'Open', priority: 'Low', dueDate: null }],
      }),
    );
    expect(csv).toContain('Card,Went well,,"Say ""hi"",\nthen go","\'=HYPERLINK(""x"")",0,0,,,,\r\n');
    expect(csv).toContain("Action,,,'@SUM(A1),,,,Open,'-Sam,Low,\r\n");
  });
});

describe("the retro's sprint (issue 34)", () => {
  const sprint = { name: 'Sprint 12', startDate: '2026-04-27', endDate: '2026-05-08' };

  it('is named with its dates among the Markdown details, and as the first CSV row', () => {
    expect(retroMarkdown(input({ sprint }))).toContain(
      '- **Squad:** Platform\n- **Sprint:** Sprint 12 (27/04/2026 – 08/05/2026)\n- **Cadence:** Happy\n',
    );
    expect(retroCsv(input({ sprint })).split('\r\n')[1]).toBe(
      'Sprint,,,Sprint 12 (27/04/2026 – 08/05/2026),,,,,,,',
    );
  });

  const figures = {
    committedItems: 12,
    completedItems: 9,
    committedHours: 40,
    completedHours: 31.5,
    committedSize: 21,
    completedSize: 16,
    added: 2,
    removed: 1,
    carried: 3,
  };

  it("gives the sprint's figures after its name: committed, completed, added, removed, carried", () => {
    expect(retroMarkdown(input({ sprint: { ...sprint, figures } }))).toContain(
      [
        '- **Sprint:** Sprint 12 (27/04/2026 – 08/05/2026)',
        '- **Committed:** 12 items · 40 h · 21 size',
        '- **Completed:** 9 items · 31.5 h · 16 size',
        '- **Added after the start:** 2',
        '- **Removed after the start:** 1',
        '- **Carried over:** 3',
        '- **Cadence:** Happy',
      ].join('\n'),
    );
    expect(
      retroCsv(input({ sprint: { ...sprint, figures } }))
        .split('\r\n')
        .slice(1, 7),
    ).toEqual([
      'Sprint,,,Sprint 12 (27/04/2026 – 08/05/2026),,,,,,,',
      'Sprint,Committed,,12 items · 40 h · 21 size,,,,,,,',
      'Sprint,Completed,,9 items · 31.5 h · 16 size,,,,,,,',
      'Sprint,Added after the start,,2,,,,,,,',
      'Sprint,Removed after the start,,1,,,,,,,',
      'Sprint,Carried over,,3,,,,,,,',
    ]);
    expect(sprintFigureDetails({ sprint })).toEqual([]);
  });

  it('is left out for a retro of no sprint', () => {
    expect(sprintFigureDetails({ sprint: null })).toEqual([]);
    expect(retroMarkdown(input({ sprint: null }))).not.toContain('Sprint:');
    expect(retroCsv(input({ sprint: null })).split('\r\n')[1]).toMatch(/^Card,/);
  });
});

describe('exportFileName', () => {
  it('replaces what file systems refuse and is never empty', () => {
    expect(exportFileName('Sprint 12: what/why?', 'md')).toBe('Sprint 12- what-why-.md');
    expect(exportFileName(' <> ', 'csv')).toBe('-.csv');
    expect(exportFileName('   ', 'csv')).toBe('retro.csv');
  });
});
