import { describe, expect, it } from 'vitest';
import {
  formatRaidDate,
  type HeatMapRisk,
  inHeatCell,
  isRaidOverdue,
  isRecentlyRaised,
  keepShownFields,
  matchesRaidFilter,
  matchesRaidQuery,
  matchesRaidSearch,
  type RaidListFields,
  raidAcronymPrefix,
  raidDefaults,
  raidFieldShown,
  raidItemCan,
  raidStatusesFor,
  raidTypedFieldsOf,
  riskBand,
  riskHeatMap,
  riskScore,
} from './raid.rules.ts';

const item = (over: Partial<RaidListFields> = {}): RaidListFields => ({
  type: 'Risk',
  title: 'Payment provider outage',
  acronymId: 'PAYSR3',
  status: 'New',
  priority: 'Low',
  raisedDate: '2026-11-02',
  dueDate: null,
  ...over,
});

describe('defaults when a type is chosen (spec 001 §4)', () => {
  it('gives a Risk its scales, type and flag, and no Assumption or Dependency fields', () => {
    expect(raidDefaults('Risk')).toEqual({
      priority: 'Low',
      impact: 'None',
      currentLikelihood: 'Unlikely',
      currentConsequence: 'Very low',
      treatedLikelihood: 'Unlikely',
      treatedConsequence: 'Very low',
      riskType: 'None',
      flag: 'Green',
      certainty: null,
      relatesTo: null,
      workItemId: null,
      relation: null,
    });
  });

  it('clears the risk-only fields for the other types and sets their own', () => {
    const issue = raidDefaults('Issue');
    expect(issue).toMatchObject({ priority: 'Low', impact: 'None', currentConsequence: 'Very low' });
    expect(issue.certainty).toBeNull();
    expect(issue.currentLikelihood).toBeNull();
    expect(issue.flag).toBeNull();
    expect(raidDefaults('Assumption')).toMatchObject({ certainty: 'Low', priority: 'Low', riskType: null });
    const dependency = raidDefaults('Dependency');
    expect(dependency).toMatchObject({ relatesTo: 'Feature', relation: 'None' });
    // Priority and Impact are hidden for a Dependency.
    expect(dependency.priority).toBeNull();
    expect(dependency.impact).toBeNull();
  });

  it('keeps only the fields the type shows', () => {
    const sent = { ...raidDefaults('Risk'), certainty: 'High' as const, relatesTo: 'Epic' as const };
    const kept = keepShownFields('Issue', sent);
    expect(kept.currentConsequence).toBe('Very low');
    expect(kept.currentLikelihood).toBeNull();
    expect(kept.certainty).toBeNull();
    expect(kept.relatesTo).toBeNull();
    expect(raidFieldShown('Dependency', 'workItemId')).toBe(true);
    expect(raidFieldShown('Dependency', 'priority')).toBe(false);
    expect(raidFieldShown('Assumption', 'certainty')).toBe(true);
  });

  it('picks the typed fields of an item and nothing else', () => {
    const risk = { ...raidDefaults('Risk'), id: 'r1', title: 'Outage' };
    const picked = raidTypedFieldsOf(risk);
    expect(picked).toEqual(raidDefaults('Risk'));
    expect('title' in picked).toBe(false);
  });

  it('offers In Treatment and Accepted to risks only', () => {
    expect(raidStatusesFor('Risk')).toContain('Accepted');
    expect(raidStatusesFor('Risk')).toContain('In Treatment');
    expect(raidStatusesFor('Issue')).not.toContain('Accepted');
    expect(raidStatusesFor('Dependency')).toEqual(['New', 'In Progress', 'Complete', 'Cancelled', 'On Hold']);
  });
});

describe('acronym rule (spec 001 §3)', () => {
  it("is the parent's acronym and the type's letter", () => {
    expect(raidAcronymPrefix('PAYS', 'Risk')).toBe('PAYSR');
    expect(raidAcronymPrefix('PAYS', 'Issue')).toBe('PAYSI');
    expect(raidAcronymPrefix('MOB', 'Assumption')).toBe('MOBA');
    expect(raidAcronymPrefix('MOB', 'Dependency')).toBe('MOBD');
  });
});

describe('filters and search (spec 001 §4)', () => {
  it('High is priority High; Open is any status but Complete and Cancelled', () => {
    expect(matchesRaidFilter(item({ priority: 'High' }), 'HIGH', '2026-11-24')).toBe(true);
    expect(matchesRaidFilter(item({ priority: 'Medium' }), 'HIGH', '2026-11-24')).toBe(false);
    for (const status of ['New', 'In Progress', 'In Treatment', 'Accepted', 'On Hold'] as const) {
      expect(matchesRaidFilter(item({ status }), 'OPEN', '2026-11-24')).toBe(true);
    }
    expect(matchesRaidFilter(item({ status: 'Complete' }), 'OPEN', '2026-11-24')).toBe(false);
    expect(matchesRaidFilter(item({ status: 'Cancelled' }), 'OPEN', '2026-11-24')).toBe(false);
    expect(matchesRaidFilter(item({ status: 'Cancelled' }), 'ALL', '2026-11-24')).toBe(true);
  });

  it('Recent is raised in the current or previous calendar month, across a new year too', () => {
    expect(isRecentlyRaised('2026-11-01', '2026-11-24')).toBe(true);
    expect(isRecentlyRaised('2026-10-01', '2026-11-24')).toBe(true);
    expect(isRecentlyRaised('2026-09-30', '2026-11-24')).toBe(false);
    expect(isRecentlyRaised('2026-12-31', '2027-01-05')).toBe(true);
    expect(isRecentlyRaised('2026-11-30', '2027-01-05')).toBe(false);
    expect(matchesRaidFilter(item({ raisedDate: '2026-10-15' }), 'RECENT', '2026-11-24')).toBe(true);
  });

  it('search matches title or acronym id, whatever the case', () => {
    expect(matchesRaidSearch(item(), 'OUTAGE')).toBe(true);
    expect(matchesRaidSearch(item(), 'paysr3')).toBe(true);
    expect(matchesRaidSearch(item(), 'refund')).toBe(false);
    expect(matchesRaidSearch(item(), '  ')).toBe(true);
  });

  it('an open item whose review or treatment date has passed is overdue', () => {
    expect(isRaidOverdue(item({ dueDate: '2026-11-23' }), '2026-11-24')).toBe(true);
    expect(isRaidOverdue(item({ dueDate: '2026-11-24' }), '2026-11-24')).toBe(false);
    expect(isRaidOverdue(item({ dueDate: '2026-11-01', status: 'Complete' }), '2026-11-24')).toBe(false);
    expect(isRaidOverdue(item({ dueDate: null }), '2026-11-24')).toBe(false);
  });
});

describe('the whole query', () => {
  it('needs every part that is set', () => {
    const risk = item({ priority: 'High', status: 'In Treatment' });
    expect(matchesRaidQuery(risk, {}, '2026-11-20')).toBe(true);
    expect(matchesRaidQuery(risk, { filter: 'HIGH', type: 'Risk', q: 'paysr' }, '2026-11-20')).toBe(true);
    expect(matchesRaidQuery(risk, { filter: 'HIGH', type: 'Issue' }, '2026-11-20')).toBe(false);
    expect(matchesRaidQuery(risk, { status: 'New' }, '2026-11-20')).toBe(false);
    expect(matchesRaidQuery(risk, { status: null, type: null, q: 'outage' }, '2026-11-20')).toBe(true);
    expect(matchesRaidQuery(risk, { q: 'supplier' }, '2026-11-20')).toBe(false);
  });
});

describe('risk heat map', () => {
  const risk = (over: Partial<HeatMapRisk> = {}): HeatMapRisk => ({
    type: 'Risk',
    status: 'New',
    currentLikelihood: 'Likely',
    currentConsequence: 'Major',
    treatedLikelihood: 'Unlikely',
    treatedConsequence: 'Low',
    ...over,
  });

  it('counts open risks per likelihood × consequence, current and treated apart', () => {
    const items = [
      risk(),
      risk(),
      risk({ treatedLikelihood: 'Possible' }),
      risk({ status: 'Complete' }),
      risk({ type: 'Issue' }),
      risk({ currentLikelihood: null }),
    ];
    const current = riskHeatMap(items, 'current');
    expect(current).toHaveLength(4);
    expect(current[0]?.[0]?.likelihood).toBe('Almost Certain');
    expect(current.map((row) => row.length)).toEqual([5, 5, 5, 5]);
    const cell = current.flat().find((c) => c.likelihood === 'Likely' && c.consequence === 'Major');
    expect(cell?.count).toBe(3);
    expect(current.flat().reduce((sum, c) => sum + c.count, 0)).toBe(3);
    const treated = riskHeatMap(items, 'treated').flat();
    expect(treated.find((c) => c.likelihood === 'Unlikely' && c.consequence === 'Low')?.count).toBe(3);
    expect(treated.find((c) => c.likelihood === 'Possible' && c.consequence === 'Low')?.count).toBe(1);
  });

  it('scores and bands cells, and tells which risks a cell holds', () => {
    expect(riskScore('Unlikely', 'Very low')).toBe(1);
    expect(riskScore('Almost Certain', 'Extreme')).toBe(20);
    expect(riskBand(1)).toBe('low');
    expect(riskBand(4)).toBe('medium');
    expect(riskBand(8)).toBe('high');
    expect(riskBand(20)).toBe('extreme');
    expect(inHeatCell(risk(), 'current', { likelihood: 'Likely', consequence: 'Major' })).toBe(true);
    expect(inHeatCell(risk(), 'treated', { likelihood: 'Likely', consequence: 'Major' })).toBe(false);
    expect(
      inHeatCell(risk({ status: 'Cancelled' }), 'current', { likelihood: 'Likely', consequence: 'Major' }),
    ).toBe(false);
  });
});

describe('formatRaidDate', () => {
  it('reads dd-MM-YYYY (spec 001 §9)', () => {
    expect(formatRaidDate('2028-03-05')).toBe('05-03-2028');
    expect(formatRaidDate('2026-12-31')).toBe('31-12-2026');
  });
});

describe('raidItemCan', () => {
  it('offers every member the edit (spec 001 §6: no role-based hiding)', () => {
    expect(raidItemCan()).toEqual({ edit: true });
  });
});
