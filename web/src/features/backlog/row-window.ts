import { type RefObject, useLayoutEffect, useState } from 'react';

// The backlog renders only the rows on and near the screen: a squad's backlog of thousands of
// items, loaded page by page as the person scrolls, would otherwise mount thousands of rows
// (each with its drag handle), and every tick or move would re-render them all. Rows have one
// fixed height per layout, so where each sits is its index times that height, and the grid
// keeps its full height with padding above and below the rendered rows.

/** Rows rendered beyond each edge of the screen, so a quick scroll rarely shows a gap. */
export const OVERSCAN = 8;

export interface RowRange {
  /** First rendered row. */
  start: number;
  /** One past the last rendered row. */
  end: number;
}

/**
 * The rows of a list of `count` rows of `rowHeight` px that are on screen, plus `overscan` on
 * each side, given where the list's top is relative to the viewport (negative once scrolled past).
 */
export function visibleRange(
  listTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan = OVERSCAN,
): RowRange {
  const first = Math.floor(-listTop / rowHeight);
  const last = Math.ceil((viewportHeight - listTop) / rowHeight);
  const start = Math.min(Math.max(first - overscan, 0), count);
  const end = Math.min(Math.max(last + overscan, start), count);
  return { start, end };
}

/** The range widened to hold `index` (the row being dragged stays mounted while it is away). */
export function including(range: RowRange, index: number): RowRange {
  if (index < 0) {
    return range;
  }
  return { start: Math.min(range.start, index), end: Math.max(range.end, index + 1) };
}

/** The rows of the list under `ref` on screen now; follows scrolling (of any scroller) and resizing. */
export function useRowWindow(ref: RefObject<HTMLElement | null>, count: number, rowHeight: number): RowRange {
  const [range, setRange] = useState<RowRange>(() => visibleRange(0, 1000, rowHeight, count));
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const node = ref.current;
      if (!node) {
        return;
      }
      const next = visibleRange(node.getBoundingClientRect().top, window.innerHeight, rowHeight, count);
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    // One measure per frame however many scroll events arrive.
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(measure);
      }
    };
    measure();
    document.addEventListener('scroll', schedule, { passive: true, capture: true });
    window.addEventListener('resize', schedule);
    return () => {
      document.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      if (frame) {
        cancelAnimationFrame(frame);
      }
    };
  }, [ref, count, rowHeight]);
  return range;
}
