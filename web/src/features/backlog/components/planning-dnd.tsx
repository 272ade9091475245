import {
  type Announcements,
  type CollisionDetection,
  type DataRef,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { Group, Paper, Text } from '@mantine/core';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { type ReactNode, useState } from 'react';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { useBoardSensors } from '../../../lib/use-board-sensors.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { PlanningKeyboardSensor } from './planning-keyboard-sensor.ts';

// One drag-and-drop context for the backlog page: its rows re-rank among themselves (the list
// handles those drops, backlog-list.tsx) and drop onto the planning panel's sprints (handled
// here). With the keyboard, Space on a row's handle picks it up, the arrow keys go from sprint to
// sprint, and Space drops it (the arrows without a pick-up still step it within the list).

/** What a sprint card says about itself as a drop target. */
export interface SprintTarget {
  kind: 'sprint';
  sprintId: string;
  name: string;
}

export function sprintDropId(sprintId: string): string {
  return `sprint:${sprintId}`;
}

function targetOf(data: DataRef | undefined): SprintTarget | null {
  const value = data?.current as SprintTarget | undefined;
  return value?.kind === 'sprint' ? value : null;
}

/** A sprint under the pointer (or, for the keyboard, under the item) wins; otherwise the rows sort. */
const collide: CollisionDetection = (args) => {
  const sprints = args.droppableContainers.filter((c) => targetOf(c.data));
  const onSprint = args.pointerCoordinates
    ? pointerWithin({ ...args, droppableContainers: sprints })
    : rectIntersection({ ...args, droppableContainers: sprints });
  if (onSprint.length > 0) {
    return onSprint;
  }
  return rectIntersection({
    ...args,
    droppableContainers: args.droppableContainers.filter((c) => !targetOf(c.data)),
  });
};

const FORWARD = ['ArrowDown', 'ArrowRight'];
const BACKWARD = ['ArrowUp', 'ArrowLeft'];

/** A picked-up row moves to the next or previous sprint card, in reading order. */
export const sprintCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const forward = FORWARD.includes(event.code);
  if (!forward && !BACKWARD.includes(event.code)) {
    return undefined;
  }
  event.preventDefault();
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!collisionRect) {
    return undefined;
  }
  const targets = droppableContainers
    .getEnabled()
    .filter((c) => targetOf(c.data))
    .flatMap((c) => {
      const rect = droppableRects.get(c.id);
      return rect ? [{ id: c.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (targets.length === 0) {
    return undefined;
  }
  const at = targets.findIndex((t) => t.id === over?.id);
  const step = forward ? 1 : -1;
  const nextAt =
    at < 0 ? (forward ? 0 : targets.length - 1) : Math.min(targets.length - 1, Math.max(0, at + step));
  const { rect } = targets[nextAt] as (typeof targets)[number];
  return {
    x: rect.left + (rect.width - collisionRect.width) / 2,
    y: rect.top + (rect.height - collisionRect.height) / 2,
  };
};

interface PlanningDndProps {
  /** The loaded backlog rows, for names and the dragged item's preview. */
  items: readonly WorkItem[];
  selected: ReadonlySet<string>;
  /** A drop on a sprint: the dragged item, or every ticked one when it is ticked. */
  onPlan: (ids: string[], target: SprintTarget) => void;
  children: ReactNode;
}

export function PlanningDnd({ items, selected, onPlan, children }: PlanningDndProps) {
  const [dragged, setDragged] = useState<string | null>(null);
  const sensors = useBoardSensors({ sensor: PlanningKeyboardSensor, coordinateGetter: sprintCoordinates });
  const byId = new Map(items.map((item) => [item.id, item]));
  const name = (id: UniqueIdentifier) => byId.get(String(id))?.acronymId ?? '';
  const idsFor = (id: string) => (selected.has(id) ? [...selected] : [id]);

  const onDragEnd = ({ active, over, activatorEvent }: DragEndEvent) => {
    setDragged(null);
    const target = targetOf(over?.data);
    if (target) {
      onPlan(idsFor(String(active.id)), target);
      if (activatorEvent instanceof KeyboardEvent) {
        // The row has left the list: the keyboard carries on from the sprint it went to.
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(`[data-sprint-drop="${target.sprintId}"]`)?.focus(),
        );
      }
    }
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => UI.dragStart(name(active.id)),
    onDragOver: ({ active, over }) => {
      const target = targetOf(over?.data);
      if (target) {
        return UI.dragOverSprint(name(active.id), target.name);
      }
      return over ? UI.dragOver(name(active.id), name(over.id)) : undefined;
    },
    onDragEnd: ({ active, over }) => {
      const target = targetOf(over?.data);
      if (target) {
        return UI.droppedOnSprint(name(active.id), target.name);
      }
      return over ? UI.dragOver(name(active.id), name(over.id)) : UI.dragCancel;
    },
    onDragCancel: () => UI.dragCancel,
  };
  const item = dragged ? byId.get(dragged) : undefined;
  const more = dragged ? idsFor(dragged).length - 1 : 0;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collide}
      onDragStart={({ active }) => setDragged(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: UI.moveHint } }}
    >
      {children}
      {/* What follows the pointer: the row itself stays in the list, showing where it would rank. */}
      <DragOverlay dropAnimation={null}>
        {item ? (
          <Paper withBorder shadow="md" radius="sm" px="sm" py={6} className="backlog-drag-preview">
            <Group gap="xs" wrap="nowrap">
              <KindIcon kind={item.type} />
              <Text size="sm" fw={600} c="dimmed">
                {item.acronymId}
              </Text>
              <Text size="sm" truncate>
                {item.title}
              </Text>
              {more > 0 ? (
                <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {UI.dragMore(more)}
                </Text>
              ) : null}
            </Group>
          </Paper>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
