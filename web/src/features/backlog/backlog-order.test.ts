import type { BacklogPage, WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { describe, expect, it } from 'vitest';
import { workItemFixture } from '../../entities/work-item/work-item.fixture.ts';
import {
  afterIdForDrop,
  afterIdForStep,
  appendToPages,
  type BacklogData,
  countAdded,
  moveInPages,
  removeFromPages,
} from './backlog-order.ts';

function item(id: string): WorkItem {
  return workItemFixture({
    id,
    title: `Item ${id}`,
    acronymId: `PAYS${id}`,
    squadId: 's1',
  });
}

function page(ids: string[], nextCursor: string | null, total = 5): BacklogPage {
  return { items: ids.map(item), total, nextCursor };
}

function data(...pages: BacklogPage[]): BacklogData {
  return { pages, pageParams: pages.map((_, i) => (i === 0 ? null : `c${i}`)) };
}

const order = (d: BacklogData) => d.pages.map((p) => p.items.map((i) => i.id));

describe('afterIdForStep', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves up one place: after the item two above, or to the top', () => {
    expect(afterIdForStep(ids, 'c', 'up')).toBe('a');
    expect(afterIdForStep(ids, 'b', 'up')).toBeNull();
  });

  it('moves down one place: after the next item', () => {
    expect(afterIdForStep(ids, 'a', 'down')).toBe('b');
    expect(afterIdForStep(ids, 'c', 'down')).toBe('d');
  });

  it('does not move past either end, nor an item it does not know', () => {
    expect(afterIdForStep(ids, 'a', 'up')).toBeUndefined();
    expect(afterIdForStep(ids, 'd', 'down')).toBeUndefined();
    expect(afterIdForStep(ids, 'x', 'down')).toBeUndefined();
  });
});

describe('afterIdForDrop', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('dragged down, lands below the item it is dropped on', () => {
    expect(afterIdForDrop(ids, 'a', 'c')).toBe('c');
    expect(afterIdForDrop(ids, 'b', 'd')).toBe('d');
  });

  it('dragged up, lands above the item it is dropped on', () => {
    expect(afterIdForDrop(ids, 'd', 'b')).toBe('a');
    expect(afterIdForDrop(ids, 'c', 'a')).toBeNull();
  });

  it('a drop on itself moves nothing', () => {
    expect(afterIdForDrop(ids, 'b', 'b')).toBeUndefined();
  });
});

describe('moveInPages', () => {
  it('moves an item within a page', () => {
    expect(order(moveInPages(data(page(['a', 'b', 'c'], null)), 'c', 'a'))).toEqual([['a', 'c', 'b']]);
  });

  it('moves an item to the top', () => {
    expect(order(moveInPages(data(page(['a', 'b'], 'x'), page(['c'], null)), 'c', null))).toEqual([
      ['c', 'a', 'b'],
      [],
    ]);
  });

  it('an item joins the page of its new neighbour; no page is cut again', () => {
    const moved = moveInPages(data(page(['a', 'b'], 'x'), page(['c', 'd'], null)), 'a', 'c');
    expect(order(moved)).toEqual([['b'], ['c', 'a', 'd']]);
    // Cursors stay with their pages.
    expect(moved.pages[0]?.nextCursor).toBe('x');
  });

  it('leaves the pages alone when the neighbour is not loaded', () => {
    const before = data(page(['a', 'b'], null));
    expect(moveInPages(before, 'a', 'zz')).toBe(before);
  });
});

describe('adding', () => {
  it('appends to the last loaded page and counts it on every page', () => {
    const added = appendToPages(data(page(['a'], 'x', 2), page(['b'], null, 2)), item('c'));
    expect(order(added)).toEqual([['a'], ['b', 'c']]);
    expect(added.pages.map((p) => p.total)).toEqual([3, 3]);
  });

  it('only counts an item added beyond what is loaded', () => {
    const counted = countAdded(data(page(['a'], 'x', 2)));
    expect(order(counted)).toEqual([['a']]);
    expect(counted.pages[0]?.total).toBe(3);
  });
});

describe('removing', () => {
  it('drops planned items from every loaded page and counts them off the total', () => {
    const removed = removeFromPages(data(page(['a', 'b'], 'x', 4), page(['c', 'd'], null, 4)), [
      'b',
      'c',
      'z',
    ]);
    expect(order(removed)).toEqual([['a'], ['d']]);
    expect(removed.pages.map((p) => p.total)).toEqual([2, 2]);
  });

  it('leaves the pages as they were when none of the items is loaded', () => {
    const before = data(page(['a'], null, 1));
    expect(removeFromPages(before, ['z'])).toBe(before);
  });
});
