import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  useDroppable,
} from '@dnd-kit/core';
import { Text, Title } from '@mantine/core';
import type { SprintBoard } from '@squadboard/domain/sprints/sprint-run.schema';
import { type StatusGroup, statusName } from '@squadboard/domain/work-items/work-item.model';
import {
  allowedNextStatuses,
  type BoardColumn,
  columnOfStatus,
  statusForColumn,
} from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import { ShowMore } from '../../../../components/show-more.tsx';
import { useOpenWorkItem } from '../../../../entities/work-item/open-work-item.tsx';
import { shownCount, useListWindow } from '../../../../lib/list-window.ts';
import { toast } from '../../../../lib/toast.ts';
import { useBoardSensors } from '../../../../lib/use-board-sensors.ts';
import { boardLanes, type Lane, type LaneMode } from '../board-state.ts';
import { BOARD_UI as UI } from '../board-strings.ts';
import { BoardCard, type CardDragData, CardFace } from './board-card.tsx';
import { useCardMove } from './use-card-move.ts';

interface BoardColumnsProps {
  board: SprintBoard & { sprint: NonNullable<SprintBoard['sprint']> };
  columns: BoardColumn[];
  /** The cards the filters let through, in the board's order. */
  items: WorkItem[];
  mode: LaneMode;
}

interface DropData {
  lane: string;
  group: StatusGroup;
}

const dropId = (lane: string, group: StatusGroup) => `${lane}::${group}`;
// Each column of each lane renders its first cards only, and more as its end nears the screen or
// the person asks (the list window the retro board uses too, lib/list-window.ts): a sprint of
// hundreds of items would otherwise mount every card, its handle and badges, at once. A phone
// shows about five cards of a column; the first ten fill a tall screen.
/** Cards a column of a lane shows at first. */
export const CARDS_SHOWN_FIRST = 10;
/** Cards revealed each time the end of a column comes near the screen. */
export const CARDS_SHOWN_STEP = 20;

// The pointer decides where a mouse drop lands; the keyboard moves the card's box, so its overlap
// decides there.
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

function Column({
  lane,
  column,
  cards,
  shown,
  onShowMore,
  onOpen,
}: {
  lane: string;
  column: BoardColumn;
  /** All the column's cards in this lane, rendered or not. */
  cards: WorkItem[];
  /** How many of them are rendered: the first ones. */
  shown: number;
  onShowMore: (key: string) => void;
  onOpen: (id: string) => void;
}) {
  const data: DropData = { lane, group: column.group };
  const key = dropId(lane, column.group);
  const drop = useDroppable({ id: key, data });
  const hidden = cards.length - shown;
  return (
    <section
      ref={drop.setNodeRef}
      aria-label={UI.column(column.group, cards.length)}
      className="sprint-column"
      data-column={column.group}
      data-over={drop.isOver || undefined}
    >
      {/* biome-ignore lint/a11y/useSemanticElements: the cards are flex boxes with their own controls; a <ul> of them would need resets everywhere. */}
      <div role="list" className="sprint-column-cards">
        {cards.slice(0, shown).map((item, i) => (
          <BoardCard
            key={item.id}
            item={item}
            lane={lane}
            group={column.group}
            onOpen={onOpen}
            position={i + 1}
            setSize={cards.length}
          />
        ))}
      </div>
      {hidden > 0 ? (
        <ShowMore hidden={hidden} label={UI.moreCards(hidden)} onMore={() => onShowMore(key)} />
      ) : null}
      {cards.length === 0 ? (
        <Text size="xs" c="dimmed" ta="center" py="sm">
          {UI.emptyColumn}
        </Text>
      ) : null}
    </section>
  );
}

/** The lanes and columns, with cards dragged between columns by pointer or keyboard. */
export function BoardColumns({ board, columns, items, mode }: BoardColumnsProps) {
  const openWorkItem = useOpenWorkItem();
  const move = useCardMove(board.squad.id);
  const [dragged, setDragged] = useState<WorkItem | null>(null);
  const { shownIn, showMore, showUpTo } = useListWindow(CARDS_SHOWN_FIRST, CARDS_SHOWN_STEP);
  // A card the keyboard dropped: its handle takes the focus again once the card shows in the
  // column it went to (a new node there, so dnd-kit's own return of the focus misses it).
  const refocus = useRef<{ id: string; group: StatusGroup } | null>(null);
  const boardRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const target = refocus.current;
    const handle = target
      ? boardRef.current?.querySelector<HTMLElement>(
          `[data-column="${target.group}"] [data-card-id="${target.id}"] .sprint-card-handle`,
        )
      : null;
    if (handle) {
      refocus.current = null;
      handle.focus();
    }
  });
  const lanes: Lane[] = useMemo(() => {
    const made = boardLanes(items, mode, board.ancestors);
    // No cards pass the filters: the columns still show, empty.
    return made.length > 0 ? made : [{ key: 'all', title: '', items: [] }];
  }, [items, mode, board.ancestors]);
  const named = mode !== 'none' && items.length > 0;
  const groupOf = (item: WorkItem) => columnOfStatus(item.statusId, board.statusConfig);
  // The keyboard steps a card from column to column (left, right) and lane to lane (up, down).
  const layout = useRef({ lanes: lanes.map((l) => l.key), groups: columns.map((c) => c.group) });
  layout.current = { lanes: lanes.map((l) => l.key), groups: columns.map((c) => c.group) };
  // Where the keyboard has taken the card so far: kept here, not read from dnd-kit's `over`,
  // which follows a step only after measuring, so quick presses would all start from the same place.
  const keyboardAt = useRef<DropData | null>(null);
  // Made once (it reads only refs), so the sensors stay the same objects across renders.
  const [keyboardOptions] = useState(() => ({ coordinateGetter }));
  function coordinateGetter(
    ...[event, { context, currentCoordinates }]: Parameters<KeyboardCoordinateGetter>
  ) {
    const here = keyboardAt.current ?? (context.active?.data.current as DropData | undefined);
    const { lanes: laneKeys, groups } = layout.current;
    if (!here) {
      return undefined;
    }
    let lane = laneKeys.indexOf(here.lane);
    let group = groups.indexOf(here.group);
    switch (event.code) {
      case KeyboardCode.Right:
        group = Math.min(group + 1, groups.length - 1);
        break;
      case KeyboardCode.Left:
        group = Math.max(group - 1, 0);
        break;
      case KeyboardCode.Down:
        lane = Math.min(lane + 1, laneKeys.length - 1);
        break;
      case KeyboardCode.Up:
        lane = Math.max(lane - 1, 0);
        break;
      default:
        return undefined;
    }
    event.preventDefault();
    const target = { lane: laneKeys[lane] ?? here.lane, group: groups[group] ?? here.group };
    keyboardAt.current = target;
    const rect = context.droppableRects.get(dropId(target.lane, target.group));
    const box = context.collisionRect;
    if (!rect || !box) {
      return currentCoordinates;
    }
    return { x: rect.left + (rect.width - box.width) / 2, y: rect.top + 8 };
  }
  const sensors = useBoardSensors({ coordinateGetter: keyboardOptions.coordinateGetter });

  const onDragStart = ({ active }: DragStartEvent) => {
    keyboardAt.current = null;
    setDragged((active.data.current as CardDragData).item);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    // A keyboard drop lands where the keys took the card, even if dnd-kit has not measured it there yet.
    const byKeyboard = keyboardAt.current !== null;
    const target = keyboardAt.current ?? (over?.data.current as DropData | undefined);
    keyboardAt.current = null;
    const card = board.items.find((item) => item.id === active.id);
    if (!card || !target || target.group === groupOf(card)) {
      return;
    }
    const statusId = statusForColumn(card.type, card.statusId, target.group, board.statusConfig);
    if (statusId === null) {
      const allowed = allowedNextStatuses(card.type, card.statusId, board.statusConfig.statuses).map(
        statusName,
      );
      const from = statusName(card.statusId);
      toast.warning(
        allowed.length > 0
          ? UI.cannotMove(card.acronymId, from, allowed.join(', '))
          : UI.cannotMoveAnywhere(card.acronymId, from),
      );
      return;
    }
    // Where the card lands in its new column: shown there, so the keyboard's focus follows it.
    const lane = lanes.find((l) => l.key === target.lane);
    if (lane) {
      const at = lane.items.findIndex((item) => item.id === card.id);
      const before = lane.items.slice(0, Math.max(at, 0)).filter((item) => groupOf(item) === target.group);
      showUpTo(dropId(target.lane, target.group), before.length + 1);
    }
    if (byKeyboard) {
      refocus.current = { id: card.id, group: target.group };
    }
    const from = groupOf(card);
    move.mutate(
      { item: card, statusId },
      {
        // Refused: the card is back where it was, and so is the focus.
        onError: () => {
          if (byKeyboard) {
            refocus.current = { id: card.id, group: from };
          }
        },
      },
    );
  };
  const name = (id: string | number) => board.items.find((item) => item.id === id)?.acronymId ?? '';
  const where = (data: unknown) => (data as DropData | undefined)?.group ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => UI.dragStart(name(active.id)),
    onDragOver: ({ active, over }) =>
      over ? UI.dragOver(name(active.id), where(over.data.current)) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? UI.dropped(name(active.id), where(over.data.current)) : UI.dragCancel,
    onDragCancel: () => UI.dragCancel,
  };

  const style = { '--board-columns': columns.length } as CSSProperties;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: UI.moveHint } }}
    >
      <div className="sprint-board-scroll">
        <section
          ref={boardRef}
          className="sprint-board"
          style={style}
          aria-label={UI.board(board.sprint.sprint.name)}
        >
          <div className="sprint-board-row sprint-board-heads" aria-hidden>
            {columns.map((column) => (
              <div key={column.group} className="sprint-column-head">
                <Text fw={600} size="sm">
                  {column.group}
                </Text>
                <Text size="xs" c="dimmed">
                  {items.filter((item) => groupOf(item) === column.group).length}
                </Text>
              </div>
            ))}
          </div>
          {lanes.map((lane) => (
            <section
              key={lane.key}
              className="sprint-lane"
              aria-label={named ? UI.lane(lane.title) : undefined}
            >
              {named ? (
                <Title order={3} fz="sm" className="sprint-lane-title">
                  {lane.title} <span className="sprint-lane-count">({lane.items.length})</span>
                </Title>
              ) : null}
              <div className="sprint-board-row">
                {columns.map((column) => {
                  const cards = lane.items.filter((item) => groupOf(item) === column.group);
                  const draggedAt = dragged ? cards.findIndex((item) => item.id === dragged.id) : -1;
                  return (
                    <Column
                      key={column.group}
                      lane={lane.key}
                      column={column}
                      cards={cards}
                      shown={shownCount(cards.length, shownIn(dropId(lane.key, column.group)), draggedAt)}
                      onShowMore={showMore}
                      onOpen={openWorkItem}
                    />
                  );
                })}
              </div>
            </section>
          ))}
        </section>
      </div>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="sprint-card sprint-card-overlay">
            <CardFace item={dragged} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
