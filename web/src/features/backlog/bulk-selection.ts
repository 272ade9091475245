import { WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';

// The backlog's multi-select: which rows are ticked, the "select all shown" box, and what the
// bulk bar offers. Pure, so the rules are tested without rendering.

export type Selection = ReadonlySet<string>;

export function toggleSelected(selected: Selection, id: string): Set<string> {
  const next = new Set(selected);
  if (next.has(id)) {
    next.delete(id);
  } else {
    next.add(id);
  }
  return next;
}

/** "Select all shown": ticks every loaded row, or unticks them all when all are ticked. */
export function toggleAllShown(selected: Selection, shownIds: readonly string[]): Set<string> {
  if (selectAllState(selected, shownIds) === 'all') {
    const next = new Set(selected);
    for (const id of shownIds) {
      next.delete(id);
    }
    return next;
  }
  return new Set([...selected, ...shownIds]);
}

/** The "select all shown" box: ticked, half-ticked (indeterminate) or empty. */
export function selectAllState(selected: Selection, shownIds: readonly string[]): 'all' | 'some' | 'none' {
  const ticked = shownIds.filter((id) => selected.has(id)).length;
  if (ticked === 0) {
    return 'none';
  }
  return ticked === shownIds.length ? 'all' : 'some';
}

export interface BulkBarState {
  /** Shown at all (something is selected). */
  visible: boolean;
  count: number;
  /** More than one change may name: the server would refuse, so the bar says so first. */
  tooMany: boolean;
  /** The bar's pickers may apply a change now. */
  canApply: boolean;
}

export function bulkBarState(count: number, pending: boolean): BulkBarState {
  const tooMany = count > WORK_ITEM_LIMITS.bulkMax;
  return { visible: count > 0, count, tooMany, canApply: count > 0 && !tooMany && !pending };
}
