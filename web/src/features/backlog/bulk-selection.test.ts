import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { describe, expect, it } from 'vitest';
import { bulkBarState, selectAllState, toggleAllShown, toggleSelected } from './bulk-selection.ts';

describe('selection', () => {
  it('toggles one row', () => {
    const one = toggleSelected(new Set(), 'a');
    expect([...one]).toEqual(['a']);
    expect([...toggleSelected(one, 'a')]).toEqual([]);
  });

  it('"select all shown" ticks every shown row, then unticks them', () => {
    const shown = ['a', 'b', 'c'];
    expect(selectAllState(new Set(), shown)).toBe('none');
    expect(selectAllState(new Set(['b']), shown)).toBe('some');
    const all = toggleAllShown(new Set(['b']), shown);
    expect(selectAllState(all, shown)).toBe('all');
    expect([...toggleAllShown(all, shown)]).toEqual([]);
  });

  it('nothing shown is never "all"', () => {
    expect(selectAllState(new Set(['a']), [])).toBe('none');
  });
});

describe('bulkBarState', () => {
  it('is hidden with nothing selected', () => {
    expect(bulkBarState(0, false)).toEqual({ visible: false, count: 0, tooMany: false, canApply: false });
  });

  it('applies while nothing is pending', () => {
    expect(bulkBarState(3, false)).toMatchObject({ visible: true, canApply: true });
    expect(bulkBarState(3, true)).toMatchObject({ visible: true, canApply: false });
  });

  it('says so before the server would refuse too many items', () => {
    expect(bulkBarState(WORK_ITEM_LIMITS.bulkMax, false).canApply).toBe(true);
    expect(bulkBarState(WORK_ITEM_LIMITS.bulkMax + 1, false)).toMatchObject({
      tooMany: true,
      canApply: false,
    });
  });
});
