import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  closestCorners,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  pointerWithin,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext } from '@dnd-kit/sortable';
import { Box, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { votesUsed } from '@squadboard/domain/retro/facilitation.rules';
import { BOARD_LIMITS } from '@squadboard/domain/retro/retro.model';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { shownCount } from '../../../../lib/list-window.ts';
import type { BoardApi } from '../board-api.ts';
import { orderedColumns } from '../board-state.ts';
import type { OpAck } from '../use-board.ts';
import { CardView } from './board-card.tsx';
import { AddColumnTile, DraftColumn, SortableColumn } from './board-column.tsx';
import { type BoardFacts, BoardProvider, useBoardEnv } from './board-context.tsx';
import {
  applyDrag,
  applyMoveTitle,
  type ColumnItems,
  columnIdOfSort,
  columnSortId,
  containerOf,
  groupDrop,
  moveAcross,
  moveWithin,
  placeOf,
} from './board-dnd.ts';
import { layoutItems, placeOfItem, shownWithGroup, showsDiscussion, unitTotalsOf } from './board-layout.ts';
import { BOARD_UI as UI } from './board-strings.ts';
import { useShownCards } from './card-window.ts';
import { GroupingSwitch, useGroupingChoice } from './grouping-switch.tsx';
import { useReveal } from './use-reveal.ts';
import './board.css';
import { useBoardSensors } from '../../../../lib/use-board-sensors.ts';

// The live board (spec 002 §2 "Board columns with cards", §4 "Columns" and "Cards"). The server
// owns it: what is shown is the board it sent, plus, for moves not yet acknowledged, the move as
// the server will apply it, so a dropped card stays where it was dropped.

interface LiveBoardProps {
  snapshot: RoomSnapshot;
  api: Pick<BoardApi, 'board' | 'send' | 'lock'>;
  /** The room's tools, on the row above the columns. */
  toolbar?: ReactNode;
  /** The room view's entry counter (a reconnect is a new entry). */
  entry?: number;
  /** The viewer sees the retro's squad, so may make a card a backlog item. */
  seesSquad?: boolean;
}

export function LiveBoard({ snapshot, api, toolbar, entry = 0, seesSquad = false }: LiveBoardProps) {
  const { board } = api;
  const facilitation = board?.facilitation;
  const dragOff = showsDiscussion(facilitation?.phase ?? null);
  const [groupingOn, setGrouping] = useGroupingChoice(facilitation?.phase ?? null);
  const grouping = snapshot.mode === 'live' && !dragOff && groupingOn;
  const cards = board?.cards;
  const used = useMemo(() => votesUsed(cards ?? [], snapshot.me.id), [cards, snapshot.me.id]);
  // Read by dialogs when they open; a ref keeps the env (and every card) from changing with it.
  const current = useRef(board);
  useEffect(() => {
    current.current = board;
  }, [board]);
  const boardNow = useCallback(() => current.current, []);
  const facts = useMemo<BoardFacts | undefined>(
    () => (facilitation ? { facilitation, votesUsed: used, grouping, dragOff, boardNow } : undefined),
    [facilitation, used, grouping, dragOff, boardNow],
  );
  return (
    <BoardProvider
      snapshot={snapshot}
      entry={entry}
      blur={board?.blur ?? false}
      send={api.send}
      lock={api.lock}
      facts={facts}
      seesSquad={seesSquad}
    >
      <Stack gap="sm">
        {board ? (
          <Columns board={board} toolbar={toolbar} onGrouping={setGrouping} />
        ) : (
          <>
            {toolbar}
            <Center py={60} role="status" aria-label={UI.loading}>
              <Stack align="center" gap="xs">
                <Loader size="sm" />
                <Text size="sm" c="dimmed">
                  {UI.loading}
                </Text>
              </Stack>
            </Center>
          </>
        )}
      </Stack>
    </BoardProvider>
  );
}

type Overlay = { id: number; apply: (board: Board) => Board };

/** Keeps a card drag to cards and card lists, and a column drag to columns. */
const collision: CollisionDetection = (args) => {
  const dragsColumn = args.active.data.current?.type === 'column';
  const droppableContainers = args.droppableContainers.filter(
    (c) => (c.data.current?.type === 'column') === dragsColumn,
  );
  const scoped = { ...args, droppableContainers };
  if (dragsColumn) {
    return closestCenter(scoped);
  }
  const within = pointerWithin(scoped);
  if (within.length > 0) {
    const overCard = within.find(
      (hit) => droppableContainers.find((c) => c.id === hit.id)?.data.current?.type === 'card',
    );
    return overCard ? [overCard] : within;
  }
  return closestCorners(scoped);
};

interface ColumnsProps {
  board: Board;
  toolbar?: ReactNode;
  onGrouping: (on: boolean) => void;
}

function Columns({ board: served, toolbar, onGrouping }: ColumnsProps) {
  const env = useBoardEnv();
  const { isAdmin, live, run, grouping, dragOff, facilitation } = env;
  const revealing = useReveal(facilitation.phase);
  const [overlays, setOverlays] = useState<Overlay[]>([]);
  const nextOverlay = useRef(0);
  const board = useMemo(() => overlays.reduce((b, o) => o.apply(b), served), [served, overlays]);
  const columns = orderedColumns(board);
  const [dragItems, setDragItems] = useState<ColumnItems | null>(null);
  const [active, setActive] = useState<{ type: 'card' | 'column'; id: string } | null>(null);
  const [draft, setDraft] = useState<{ name: string; saving: boolean } | null>(null);
  const sensors = useBoardSensors();
  // Display order (board-layout.ts): a group's cards together, or the discussion's order.
  const servedItems = useMemo(() => layoutItems(board, dragOff), [board, dragOff]);
  const items = dragItems ?? servedItems;
  const { shownIn, showMore, showUpTo } = useShownCards();
  const cardById = useMemo(() => new Map(board.cards.map((c) => [c.id, c])), [board.cards]);
  const unitTotals = useMemo(
    () => unitTotalsOf(servedItems, cardById, board.groups),
    [servedItems, cardById, board.groups],
  );
  // The discussed item stays within what its column shows (the card window).
  const discussId = dragOff ? facilitation.discussId : null;
  useEffect(() => {
    const place = discussId ? placeOfItem(servedItems, discussId, cardById) : null;
    if (place) {
      showUpTo(place.columnId, place.lastIndex + 1);
    }
  }, [discussId, servedItems, cardById, showUpTo]);
  const canAddColumn = isAdmin && live && columns.length < BOARD_LIMITS.columnsMax;

  /** Shows the operation's effect until the server has answered it. */
  const runWithOverlay = (apply: (b: Board) => Board, op: () => Promise<OpAck>) => {
    nextOverlay.current += 1;
    const id = nextOverlay.current;
    setOverlays((list) => [...list, { id, apply }]);
    void op().finally(() => setOverlays((list) => list.filter((o) => o.id !== id)));
  };

  const onDragStart = ({ active: started }: DragStartEvent) => {
    const id = String(started.id);
    const column = columnIdOfSort(id);
    if (column) {
      setActive({ type: 'column', id: column });
      return;
    }
    setActive({ type: 'card', id });
    setDragItems(layoutItems(board, dragOff));
  };

  const onDragOver = ({ active: dragged, over }: DragOverEvent) => {
    if (!over || dragged.data.current?.type !== 'card') {
      return;
    }
    // Drag to group: over a card the cards stay put, so the drop lands on the card below.
    if (grouping && cardById.has(String(over.id))) {
      return;
    }
    const translated = dragged.rect.current.translated;
    const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
    setDragItems((current) =>
      current ? moveAcross(current, String(dragged.id), String(over.id), below, shownIn) : current,
    );
  };

  const reset = () => {
    setActive(null);
    setDragItems(null);
  };

  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    const id = String(dragged.id);
    const column = columnIdOfSort(id);
    if (column) {
      const target = over ? containerOf(items, String(over.id)) : null;
      const toIndex = target ? columns.findIndex((c) => c.id === target) : -1;
      const fromIndex = columns.findIndex((c) => c.id === column);
      if (toIndex >= 0 && toIndex !== fromIndex) {
        runWithOverlay(
          (b) => applyMoveTitle(b, column, toIndex),
          () => run('moveTitle', { columnId: column, toIndex }),
        );
      }
      reset();
      return;
    }
    const card = cardById.get(id);
    const overId = over ? String(over.id) : null;
    if (grouping && overId !== null && cardById.has(overId)) {
      const drop = groupDrop(board.cards, id, overId, grouping);
      if (drop) {
        void run('group', drop);
      }
      reset();
      return;
    }
    const finalItems = dragItems && over ? moveWithin(dragItems, id, String(over.id)) : dragItems;
    const place = finalItems ? placeOf(finalItems, id) : null;
    if (card && place && over) {
      const fromIndex = servedItems[card.columnId]?.indexOf(id) ?? -1;
      if (place.columnId !== card.columnId || place.index !== fromIndex) {
        // Dropped just past what the column shows: it stays in view.
        showUpTo(place.columnId, place.index + 1);
        runWithOverlay(
          (b) => applyDrag(b, id, place.columnId, place.index),
          () => run('drag', { cardId: id, toColumnId: place.columnId, toIndex: place.index }),
        );
      }
    }
    reset();
  };

  const nameOfColumn = (columnId: string | null) => columns.find((c) => c.id === columnId)?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => announce(a.id, 'Picked up'),
    onDragOver: ({ active: a, over }) =>
      over ? `${describe(a.id)} is over ${nameOfColumn(containerOf(items, String(over.id)))}.` : undefined,
    onDragEnd: ({ active: a, over }) =>
      !over
        ? undefined
        : groupDrop(board.cards, String(a.id), String(over.id), grouping)
          ? UI.groupedWith(describe(a.id), describe(over.id))
          : `${describe(a.id)} was dropped in ${nameOfColumn(containerOf(items, String(over.id)))}.`,
    onDragCancel: ({ active: a }) => `${describe(a.id)} went back to its place.`,
  };
  function describe(id: string | number): string {
    const key = String(id);
    const column = columnIdOfSort(key);
    if (column) {
      return UI.column(nameOfColumn(column));
    }
    return UI.card(cardById.get(key)?.authorName ?? UI.someone);
  }
  function announce(id: string | number, verb: string): string {
    return `${verb} ${describe(id)}.`;
  }

  const startDraft = () => setDraft((current) => current ?? { name: '', saving: false });
  const saveDraft = (name: string) => {
    setDraft({ name, saving: true });
    void run('addTitle', { name }).then((ack) => setDraft(ack.ok ? null : { name, saving: false }));
  };

  const activeCard = active?.type === 'card' ? cardById.get(active.id) : undefined;
  const activeColumn = active?.type === 'column' ? columns.find((c) => c.id === active.id) : undefined;

  return (
    <>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {/* The tools need about 300 px: on a phone they take their own row above Add Title. */}
        <Box style={{ flex: '1 1 300px', minWidth: 0 }}>{toolbar}</Box>
        {live && !dragOff ? <GroupingSwitch on={grouping} onChange={onGrouping} /> : null}
        {isAdmin && live ? (
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={startDraft}
            disabled={!canAddColumn || draft !== null}
          >
            {UI.addTitle}
          </Button>
        ) : null}
      </Group>
      {columns.length === 0 && !draft ? (
        <Text c="dimmed" ta="center" py="xl">
          {isAdmin && live ? UI.noColumnsAdmin : UI.noColumns}
        </Text>
      ) : null}
      <DndContext
        sensors={sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={reset}
        accessibility={{ announcements }}
      >
        <Box
          component="section"
          aria-label={UI.board}
          className={revealing ? 'retro-board-revealing' : undefined}
          data-revealing={revealing || undefined}
          style={{
            display: 'flex',
            gap: 'var(--mantine-spacing-md)',
            overflowX: 'auto',
            // Keeps visually hidden labels of columns scrolled out of view inside the scroller.
            position: 'relative',
            paddingBottom: 'var(--mantine-spacing-sm)',
            scrollSnapType: 'x proximity',
            alignItems: 'flex-start',
          }}
        >
          <SortableContext
            items={columns.map((c) => columnSortId(c.id))}
            strategy={horizontalListSortingStrategy}
          >
            {columns.map((column, index) => {
              const ids = items[column.id] ?? [];
              const dragged = active?.type === 'card' ? ids.indexOf(active.id) : -1;
              const shown = shownWithGroup(
                ids,
                shownCount(ids.length, shownIn(column.id), dragged),
                cardById,
              );
              return (
                <SortableColumn
                  key={column.id}
                  column={column}
                  index={index}
                  total={columns.length}
                  cards={ids.slice(0, shown).flatMap((id) => cardById.get(id) ?? [])}
                  cardCount={ids.length}
                  groups={board.groups}
                  unitTotal={unitTotals[column.id] ?? 0}
                  onShowMore={showMore}
                />
              );
            })}
          </SortableContext>
          {draft ? (
            <DraftColumn
              name={draft.name}
              saving={draft.saving}
              onSave={saveDraft}
              onCancel={() => setDraft(null)}
            />
          ) : null}
          {canAddColumn && !draft ? <AddColumnTile onClick={startDraft} /> : null}
        </Box>
        <DragOverlay>
          {activeCard ? <CardView card={activeCard} overlay /> : null}
          {activeColumn ? (
            <Paper withBorder radius="md" p="sm" shadow="lg" bg="var(--mantine-color-gray-1)" maw={300}>
              <Title order={2} fz="md">
                {activeColumn.name}
              </Title>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </>
  );
}
