import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { StatusGroup } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconGripVertical, IconHandStop } from '@tabler/icons-react';
import { type KeyboardEvent, type MouseEvent, memo } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../../entities/work-item/components/kind-icon.tsx';
import { isPlainClick, workItemPagePath } from '../../../../entities/work-item/open-work-item.tsx';
import { BOARD_UI as UI } from '../board-strings.ts';

/** What a dragged card tells the board: where it was picked up. */
export interface CardDragData {
  item: WorkItem;
  lane: string;
  group: StatusGroup;
}

interface BoardCardProps {
  item: WorkItem;
  lane: string;
  group: StatusGroup;
  onOpen: (id: string) => void;
  /** The card's place (1-based) in its column, of `setSize`: the column may render its first cards only. */
  position: number;
  setSize: number;
}

/** The card's face: id, type, blocked marker, title, owner and priority (also the drag overlay). */
export function CardFace({
  item,
  onOpen,
  handle,
}: {
  item: WorkItem;
  onOpen?: (id: string) => void;
  handle?: React.ReactNode;
}) {
  const open = (event: MouseEvent) => {
    // A plain click opens the Edit Work Item dialog over the board; a modified one, a tab.
    if (onOpen && isPlainClick(event)) {
      event.preventDefault();
      onOpen(item.id);
    }
  };
  const onKey = (event: KeyboardEvent) => {
    if (onOpen && event.key === ' ') {
      event.preventDefault();
      onOpen(item.id);
    }
  };
  return (
    <>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Group gap={6} wrap="nowrap" miw={0}>
          <KindIcon kind={item.type} size={18} />
          <Text size="xs" c="dimmed" fw={600} truncate>
            {item.acronymId}
          </Text>
          {item.blocked ? (
            <Badge
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconHandStop size={12} aria-hidden />}
              className="sprint-card-blocked"
            >
              {UI.blocked}
            </Badge>
          ) : null}
        </Group>
        {handle}
      </Group>
      <Anchor
        component={Link}
        to={workItemPagePath(item.id)}
        size="sm"
        fw={500}
        c="inherit"
        underline="hover"
        className="sprint-card-title"
        onClick={open}
        onKeyDown={onKey}
      >
        {item.title}
      </Anchor>
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Text size="xs" c={item.ownerName ? undefined : 'dimmed'} truncate>
          {item.ownerName ?? UI.unassigned}
        </Text>
        <Badge variant="outline" color="gray" radius="sm" size="sm" title={UI.priorityName(item.priority)}>
          <span aria-hidden>{UI.priority(item.priority)}</span>
          <VisuallyHidden>{UI.priorityName(item.priority)}</VisuallyHidden>
        </Badge>
      </Group>
    </>
  );
}

/** One card on the board: dragged by its handle (pointer or keyboard), opened by a click. */
export const BoardCard = memo(function BoardCard({
  item,
  lane,
  group,
  onOpen,
  position,
  setSize,
}: BoardCardProps) {
  const data: CardDragData = { item, lane, group };
  const drag = useDraggable({ id: item.id, data });
  const onCardClick = (event: MouseEvent<HTMLDivElement>) => {
    // A click on the card's free space opens it too; its link and handle do their own thing.
    const target = event.target as HTMLElement;
    if (isPlainClick(event) && !target.closest('a, button')) {
      onOpen(item.id);
    }
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the card's link is its keyboard way in (Enter or Space on it opens the item).
    // biome-ignore lint/a11y/useSemanticElements: a flex box of the column's list (see board-columns.tsx).
    <div
      ref={drag.setNodeRef}
      role="listitem"
      aria-posinset={position}
      aria-setsize={setSize}
      className="sprint-card"
      data-card-id={item.id}
      data-dragging={drag.isDragging || undefined}
      onClick={onCardClick}
    >
      <CardFace
        item={item}
        onOpen={onOpen}
        handle={
          <ActionIcon
            ref={drag.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            size="sm"
            className="sprint-card-handle"
            {...drag.attributes}
            {...drag.listeners}
            aria-label={UI.move(item.acronymId)}
          >
            <IconGripVertical size={16} aria-hidden />
          </ActionIcon>
        }
      />
    </div>
  );
});
