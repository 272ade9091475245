import type { BacklogPage, WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { InfiniteData } from '@tanstack/react-query';

// Re-ranking the backlog. The server puts a moved item right after another (`afterId`, null for
// the top) and writes that item alone; these pure helpers work out `afterId` for a keyboard step
// or a drop, and move the item in the loaded pages the same way, so the row stays where it was
// put while the request is on its way.

export type BacklogData = InfiniteData<BacklogPage, string | null>;
export type Direction = 'up' | 'down';

/**
 * The item `id` should land after to move one place up or down among `ids` (the loaded order):
 * null for the top, undefined when it cannot move that way.
 */
export function afterIdForStep(
  ids: readonly string[],
  id: string,
  direction: Direction,
): string | null | undefined {
  const at = ids.indexOf(id);
  if (at < 0) {
    return undefined;
  }
  if (direction === 'up') {
    if (at === 0) {
      return undefined;
    }
    return at >= 2 ? (ids[at - 2] ?? null) : null;
  }
  return at < ids.length - 1 ? ids[at + 1] : undefined;
}

/**
 * The item `activeId` lands after when dropped on `overId`'s place: dragged down it goes below
 * that item, dragged up above it. Undefined when nothing moves.
 */
export function afterIdForDrop(
  ids: readonly string[],
  activeId: string,
  overId: string,
): string | null | undefined {
  const from = ids.indexOf(activeId);
  const to = ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) {
    return undefined;
  }
  const rest = ids.filter((id) => id !== activeId);
  const overAt = rest.indexOf(overId);
  const insertAt = from < to ? overAt + 1 : overAt;
  return insertAt === 0 ? null : (rest[insertAt - 1] ?? null);
}

/**
 * The loaded pages with `id` moved right after `afterId` (to the top when null). The item joins
 * the page of its new neighbour and no page is cut again, so every page's cursor still follows
 * its own last item and the next page loads the rows that truly come next.
 */
export function moveInPages(data: BacklogData, id: string, afterId: string | null): BacklogData {
  let moved: WorkItem | undefined;
  const without = data.pages.map((page) => {
    const found = page.items.find((item) => item.id === id);
    if (!found) {
      return page;
    }
    moved = found;
    return { ...page, items: page.items.filter((item) => item.id !== id) };
  });
  if (!moved) {
    return data;
  }
  const item = moved;
  let placed = false;
  const pages = without.map((page, index) => {
    if (placed) {
      return page;
    }
    if (afterId === null) {
      if (index > 0) {
        return page;
      }
      placed = true;
      return { ...page, items: [item, ...page.items] };
    }
    const at = page.items.findIndex((other) => other.id === afterId);
    if (at < 0) {
      return page;
    }
    placed = true;
    return { ...page, items: [...page.items.slice(0, at + 1), item, ...page.items.slice(at + 1)] };
  });
  return placed ? { ...data, pages } : data;
}

/** The pages with a new item at the end of the last loaded one, and every page's total one higher. */
export function appendToPages(data: BacklogData, item: WorkItem): BacklogData {
  const last = data.pages.length - 1;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      total: page.total + 1,
      items: index === last ? [...page.items, item] : page.items,
    })),
  };
}

/** The pages with every page's total one higher (an item added beyond what is loaded). */
export function countAdded(data: BacklogData): BacklogData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, total: page.total + 1 })) };
}

/** The pages without the given items (planned into a sprint), every page's total lower by those found. */
export function removeFromPages(data: BacklogData, ids: readonly string[]): BacklogData {
  const gone = new Set(ids);
  const found = data.pages.reduce((n, page) => n + page.items.filter((item) => gone.has(item.id)).length, 0);
  if (found === 0) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total: Math.max(0, page.total - found),
      items: page.items.filter((item) => !gone.has(item.id)),
    })),
  };
}
