import { describe, expect, it } from 'vitest';
import { backlogParams, exportCsvHref, isFiltered, NO_FILTERS } from './backlog-filters.ts';

const SQUAD = '0b5f8a52-8c8e-4f0e-9d55-2f3a4c1d6e7f';

describe('backlog filters', () => {
  it('no filter: only the squad is sent, and ranking is on', () => {
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(backlogParams(SQUAD, NO_FILTERS).toString()).toBe(`squadId=${SQUAD}`);
  });

  it('each filter counts and is sent', () => {
    const view = { type: 'Bug' as const, statusId: 6 as const, ownerId: 'o1', label: 'ui', search: 'pay' };
    expect(isFiltered(view)).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, search: 'x' })).toBe(true);
    expect(Object.fromEntries(backlogParams(SQUAD, view))).toEqual({
      squadId: SQUAD,
      type: 'Bug',
      statusId: '6',
      ownerId: 'o1',
      label: 'ui',
      search: 'pay',
    });
  });

  it('the export holds what the list shows', () => {
    expect(exportCsvHref(SQUAD, { ...NO_FILTERS, type: 'Task' })).toBe(
      `/api/work-items/backlog.csv?squadId=${SQUAD}&type=Task`,
    );
  });
});
