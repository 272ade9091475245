import { type DragEndEvent, useDndMonitor } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Button, Center, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconChevronDown } from '@tabler/icons-react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useOpenWorkItem } from '../../../entities/work-item/open-work-item.tsx';
import type { Placement } from '../api/rank-work-item.ts';
import { afterIdForDrop, afterIdForStep, type Direction } from '../backlog-order.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import type { Selection } from '../bulk-selection.ts';
import { including, useRowWindow } from '../row-window.ts';
import { BacklogRow, type RowActions } from './backlog-row.tsx';

export interface MoreRows {
  loading: boolean;
  failed: boolean;
  load: () => void;
}

interface BacklogListProps {
  squadName: string;
  items: WorkItem[];
  /** Items matching the view, loaded or not. */
  total: number;
  selected: Selection;
  /** Off while filters hide some rows: a moved item's neighbours would be ambiguous. */
  rankable: boolean;
  busy: boolean;
  onToggle: (id: string) => void;
  /** Moves `id` to where `place` says, worked out from the order as loaded at that moment. */
  onMove: (id: string, place: Placement) => void;
  /** Set while rows follow the loaded ones. */
  more: MoreRows | null;
}

/**
 * Row heights (px) of the two layouts of backlog.css: one line when the list is at least 38rem
 * wide (a container query: the planning panel may sit beside it), three lines below. Fixed, so a
 * row's place is its index times the height (row-window.ts).
 */
export const ROW_HEIGHT = { wide: 44, narrow: 88 } as const;
const WIDE_REM = 38;

/** Whether the list's box is as wide as backlog.css's one-line layout needs, kept up to date. */
function useWideRows(ref: React.RefObject<HTMLElement | null>): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) {
      return;
    }
    const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    const measure = () => setWide(node.getBoundingClientRect().width >= WIDE_REM * rem);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      return;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return wide;
}

/** Where `id` sits (1-based) once placed after `afterId`, for the screen-reader announcement. */
function positionAfter(ids: readonly string[], id: string, afterId: string | null): number {
  return afterId === null ? 1 : ids.filter((other) => other !== id).indexOf(afterId) + 2;
}

/** The ranked rows: drag by the handle with a pointer, or step with the arrow keys on it. */
export function BacklogList(props: BacklogListProps) {
  const { squadName, items, total, selected, rankable, busy, onToggle, onMove, more } = props;
  const openWorkItem = useOpenWorkItem();
  const gridRef = useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const acronyms = useMemo(() => new Map(items.map((item) => [item.id, item.acronymId])), [items]);
  const boxRef = useRef<HTMLDivElement>(null);
  const wide = useWideRows(boxRef);
  const rowHeight = wide ? ROW_HEIGHT.wide : ROW_HEIGHT.narrow;
  // The row callbacks stay the same objects across renders (rows are memoised) and read the
  // latest list through these.
  const latest = useRef({ ids, acronyms, onMove, more, rowHeight });
  useEffect(() => {
    latest.current = { ids, acronyms, onMove, more, rowHeight };
  });
  const [dragging, setDragging] = useState<string | null>(null);
  const range = including(
    useRowWindow(gridRef, items.length, rowHeight),
    dragging ? ids.indexOf(dragging) : -1,
  );
  const shown = useMemo(() => items.slice(range.start, range.end), [items, range.start, range.end]);
  // dnd-kit sorts what it measures: the rendered rows, whose indices then match its own.
  const shownIds = useMemo(() => shown.map((item) => item.id), [shown]);
  const tabStop = activeId && shownIds.includes(activeId) ? activeId : shownIds[0];
  // A row asked for by the keyboard but not rendered yet: focused once it is.
  const pendingFocus = useRef<number | null>(null);
  useLayoutEffect(() => {
    const index = pendingFocus.current;
    const node =
      index === null ? null : gridRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (node) {
      pendingFocus.current = null;
      node.focus();
    }
  });

  const actions = useMemo<RowActions>(() => {
    const move = (id: string, place: Placement) => {
      const { acronyms: names, onMove: apply } = latest.current;
      apply(id, (now) => {
        const afterId = place(now);
        if (afterId !== undefined) {
          setAnnouncement(UI.moved(names.get(id) ?? '', positionAfter(now, id, afterId)));
        }
        return afterId;
      });
    };
    return {
      onToggle,
      onStep: (id: string, direction: Direction) => {
        move(id, (now) => afterIdForStep(now, id, direction));
        // The row's node moves in the page; keep the keyboard on its handle for the next step.
        requestAnimationFrame(() => {
          gridRef.current?.querySelector<HTMLElement>(`[data-handle-id="${id}"]`)?.focus();
        });
      },
      onNavigate: (index: number, delta: number) => {
        const next = index + delta;
        const grid = gridRef.current;
        if (next < 0 || !grid) {
          return;
        }
        if (next >= latest.current.ids.length) {
          latest.current.more?.load();
          return;
        }
        const node = grid.querySelector<HTMLElement>(`[data-row-index="${next}"]`);
        if (node) {
          node.focus();
          return;
        }
        // Off the rendered rows: bring its place on screen, and focus it once rendered.
        pendingFocus.current = next;
        const top = grid.getBoundingClientRect().top + next * latest.current.rowHeight;
        window.scrollBy({ top: top - window.innerHeight / 2 });
      },
      onFocusRow: setActiveId,
      onOpen: openWorkItem,
    };
  }, [openWorkItem, onToggle]);

  // The page's drag context (planning-dnd.tsx) also takes drops on sprints; the list acts on a
  // drop on one of its own rows.
  useDndMonitor({
    onDragStart: ({ active }) => setDragging(String(active.id)),
    onDragEnd: ({ active, over }: DragEndEvent) => {
      setDragging(null);
      if (over && latest.current.ids.includes(String(over.id))) {
        const [activeId, overId] = [String(active.id), String(over.id)];
        onMove(activeId, (now) => afterIdForDrop(now, activeId, overId));
      }
    },
    onDragCancel: () => setDragging(null),
  });

  return (
    <>
      <div ref={boxRef} className="backlog-list-box">
        <SortableContext items={shownIds} strategy={verticalListSortingStrategy} disabled={!rankable}>
          {/* biome-ignore lint/a11y/useSemanticElements: rows of div cells laid out by CSS grid (backlog-row.tsx). */}
          <div
            ref={gridRef}
            role="grid"
            aria-label={UI.list(squadName)}
            aria-multiselectable
            aria-rowcount={total}
            aria-busy={busy}
            className="backlog-grid"
            style={{
              paddingTop: range.start * rowHeight,
              paddingBottom: (items.length - range.end) * rowHeight,
            }}
          >
            {shown.map((item, at) => (
              <BacklogRow
                key={item.id}
                item={item}
                index={range.start + at}
                height={rowHeight}
                selected={selected.has(item.id)}
                active={item.id === tabStop}
                rankable={rankable}
                actions={actions}
              />
            ))}
          </div>
        </SortableContext>
      </div>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {UI.shownOf(items.length, total)}
        </Text>
        {more ? <LoadMore more={more} /> : null}
      </Group>
    </>
  );
}

/** How far below the screen the end of the list starts loading the next page. */
const LOAD_MARGIN = '800px 0px';

/**
 * The end of the loaded rows: loads the next page by itself when scrolling brings it near the
 * screen, and is a button for the keyboard and browsers without IntersectionObserver.
 */
function LoadMore({ more }: { more: MoreRows }) {
  const ref = useRef<HTMLButtonElement>(null);
  const load = useRef(more.load);
  useEffect(() => {
    load.current = more.load;
  }, [more.load]);
  const { loading, failed } = more;
  // Armed again after each page (`loading` went back to false): a tall screen fills up page by page.
  useEffect(() => {
    const node = ref.current;
    if (!node || loading || failed || typeof IntersectionObserver === 'undefined') {
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          load.current();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [loading, failed]);
  if (loading) {
    return (
      <Center>
        <Loader size="sm" aria-label={UI.loadingMore} />
      </Center>
    );
  }
  return (
    <Group gap="xs">
      {failed ? (
        <Text size="sm" c="red">
          {MSG.generic.somethingWentWrong}
        </Text>
      ) : null}
      <Button
        ref={ref}
        variant="subtle"
        size="compact-sm"
        leftSection={<IconChevronDown size={14} aria-hidden />}
        onClick={() => load.current()}
      >
        {failed ? UI.tryAgain : UI.loadMore}
      </Button>
    </Group>
  );
}
