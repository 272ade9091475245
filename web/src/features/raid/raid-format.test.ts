import { describe, expect, it } from 'vitest';
import {
  applyFilters,
  applyHeatCell,
  exportHref,
  filterParams,
  formatRaidDate,
  groupByType,
  hasFilters,
  raidName,
  readFilters,
  STATUS_LOOK,
} from './raid-format.ts';
import { raidItem } from './raid-items.fixture.ts';

const NONE = { filter: 'ALL', status: null, type: null, q: '' } as const;

describe('formatRaidDate', () => {
  it('reads dd-MM-YYYY with leading zeros (spec 001 §9)', () => {
    expect(formatRaidDate('2026-12-05')).toBe('05-12-2026');
    expect(formatRaidDate('2027-01-31')).toBe('31-01-2027');
  });

  it('gives nothing for a missing or broken date', () => {
    expect(formatRaidDate(null)).toBeNull();
    expect(formatRaidDate('not a date')).toBeNull();
  });
});

describe('STATUS_LOOK', () => {
  it("shows 'In Treatment' like In Progress and gives Accepted its own", () => {
    expect(STATUS_LOOK['In Treatment']).toBe(STATUS_LOOK['In Progress']);
    expect(new Set(Object.values(STATUS_LOOK)).size).toBe(6);
  });
});

describe('filters in the address', () => {
  it('reads known values and treats anything else as neutral', () => {
    expect(readFilters(new URLSearchParams('filter=OPEN&status=On+Hold&type=Risk&q=pay'))).toEqual({
      filter: 'OPEN',
      status: 'On Hold',
      type: 'Risk',
      q: 'pay',
    });
    expect(readFilters(new URLSearchParams('filter=nope&status=Done&type=Bug'))).toEqual(NONE);
  });

  it('writes only what is not neutral and keeps other parameters', () => {
    const params = filterParams(
      { filter: 'HIGH', status: 'In Treatment', type: null, q: '  supplier ' },
      new URLSearchParams('other=1&type=Issue'),
    );
    expect(params.toString()).toBe('other=1&filter=HIGH&status=In+Treatment&q=supplier');
    expect(filterParams(NONE).toString()).toBe('');
  });

  it('gives the CSV export the same query', () => {
    expect(exportHref(NONE)).toBe('/api/raid.csv');
    expect(exportHref({ filter: 'RECENT', status: 'New', type: 'Issue', q: 'PAYI' })).toBe(
      '/api/raid.csv?filter=RECENT&status=New&type=Issue&q=PAYI',
    );
  });

  it('knows when any filter is set', () => {
    expect(hasFilters(NONE)).toBe(false);
    expect(hasFilters({ ...NONE, q: '   ' })).toBe(false);
    expect(hasFilters({ ...NONE, type: 'Risk' })).toBe(true);
  });
});

describe('applyFilters', () => {
  const risk = raidItem('Risk', 'Supplier delay', { priority: 'High' });
  const issue = raidItem('Issue', 'Build broken', { status: 'Complete', raisedDate: '2026-01-10' });
  const dependency = raidItem('Dependency', 'API from team B', { status: 'On Hold' });
  const items = [risk, issue, dependency];
  const today = '2026-11-20';

  it('combines search, filter button, status and type', () => {
    expect(applyFilters(items, NONE, today)).toEqual(items);
    expect(applyFilters(items, { ...NONE, q: 'BROKEN' }, today)).toEqual([issue]);
    expect(applyFilters(items, { ...NONE, q: issue.acronymId.toLowerCase() }, today)).toEqual([issue]);
    expect(applyFilters(items, { ...NONE, filter: 'HIGH' }, today)).toEqual([risk]);
    expect(applyFilters(items, { ...NONE, filter: 'OPEN' }, today)).toEqual([risk, dependency]);
    expect(applyFilters(items, { ...NONE, filter: 'RECENT' }, today)).toEqual([risk, dependency]);
    expect(applyFilters(items, { ...NONE, status: 'On Hold' }, today)).toEqual([dependency]);
    expect(applyFilters(items, { ...NONE, type: 'Issue', filter: 'OPEN' }, today)).toEqual([]);
  });

  it('narrows to the risks of a heat-map cell', () => {
    const likely = raidItem('Risk', 'Likely', { currentLikelihood: 'Likely', currentConsequence: 'Major' });
    const all = [...items, likely];
    expect(
      applyHeatCell(all, { side: 'current', likelihood: 'Likely', consequence: 'Major' }).map((i) => i.title),
    ).toEqual(['Likely']);
    expect(applyHeatCell(all, null)).toEqual(all);
  });

  it('groups in the spec’s section order', () => {
    const assumption = raidItem('Assumption', 'Budget holds');
    expect(groupByType([assumption, dependency, issue, risk]).map((g) => [g.type, g.items.length])).toEqual([
      ['Risk', 1],
      ['Issue', 1],
      ['Dependency', 1],
      ['Assumption', 1],
    ]);
  });

  it('names an item and its parent "ACR - title"', () => {
    expect(raidName(risk)).toBe(`${risk.acronymId} - Supplier delay`);
    expect(raidName(risk.parent)).toBe('PAY1 - Payments');
  });
});
