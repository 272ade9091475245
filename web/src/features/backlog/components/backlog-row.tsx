import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Anchor, Badge, Checkbox, Text, VisuallyHidden } from '@mantine/core';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconGripVertical } from '@tabler/icons-react';
import { type CSSProperties, type KeyboardEvent, memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import { isPlainClick, workItemPagePath } from '../../../entities/work-item/open-work-item.tsx';
import type { Direction } from '../backlog-order.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';

/** A cell of the row, placed by the row's CSS grid areas (backlog.css). */
function Cell({ area, children }: { area: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: cells of a CSS grid row that wraps onto three lines on a phone, which a <td> cannot.
    // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the row and to the controls inside its cells (the grid's row-focus pattern).
    <div role="gridcell" className={`backlog-cell-${area}`}>
      {children}
    </div>
  );
}

export interface RowActions {
  onToggle: (id: string) => void;
  /** A keyboard step of the drag handle. */
  onStep: (id: string, direction: Direction) => void;
  /** Focus moves to the row `delta` places away. */
  onNavigate: (index: number, delta: number) => void;
  onFocusRow: (id: string) => void;
  onOpen: (id: string) => void;
}

interface BacklogRowProps {
  item: WorkItem;
  index: number;
  selected: boolean;
  /** The row the list's one tab stop is on (a roving tab stop: Tab leaves the list in one go). */
  active: boolean;
  rankable: boolean;
  /** The layout's fixed row height (backlog-list.tsx ROW_HEIGHT). */
  height: number;
  actions: RowActions;
}

/**
 * One backlog row. The keyboard: Arrow Up and Down move between rows, Space ticks the row,
 * Enter opens the item; on the drag handle the arrows move the item itself one place.
 */
export const BacklogRow = memo(function BacklogRow({
  item,
  index,
  selected,
  active,
  rankable,
  height,
  actions,
}: BacklogRowProps) {
  // What the server lets the caller do with the item (item.can): no tick, no handle otherwise.
  const sortable = useSortable({ id: item.id, disabled: !rankable || !item.can.move });
  const style: CSSProperties = {
    height,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
  };
  const tabIndex = active ? 0 : -1;

  const onRowKey = (event: KeyboardEvent<HTMLDivElement>) => {
    // Picked up with the keyboard: the arrows choose a sprint (planning-dnd.tsx), not a row.
    if (sortable.isDragging) {
      return;
    }
    const onRow = event.target === event.currentTarget;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      actions.onNavigate(index, event.key === 'ArrowDown' ? 1 : -1);
    } else if (onRow && event.key === ' ' && item.can.edit) {
      // Space on a focused row ticks it rather than scrolling the page.
      event.preventDefault();
      actions.onToggle(item.id);
    } else if (onRow && event.key === 'Enter') {
      event.preventDefault();
      actions.onOpen(item.id);
    }
  };
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (sortable.isDragging) {
      // The drag context listens on the document: the key must reach it.
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      actions.onStep(item.id, event.key === 'ArrowDown' ? 'down' : 'up');
      return;
    }
    // Space or Enter picks the item up (dnd-kit's keyboard sensor), to drop it on a sprint.
    sortable.listeners?.onKeyDown?.(event);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid row of div cells, laid out by CSS grid; a <tr> cannot wrap onto three lines on a phone.
    <div
      ref={sortable.setNodeRef}
      role="row"
      aria-selected={selected}
      aria-rowindex={index + 1}
      tabIndex={tabIndex}
      className="backlog-row"
      data-row-index={index}
      data-dragging={sortable.isDragging || undefined}
      style={style}
      onKeyDown={onRowKey}
      onFocus={() => actions.onFocusRow(item.id)}
    >
      <Cell area="check">
        {item.can.edit ? (
          <Checkbox
            aria-label={UI.select(item.acronymId)}
            checked={selected}
            tabIndex={tabIndex}
            onChange={() => actions.onToggle(item.id)}
          />
        ) : null}
      </Cell>
      <Cell area="handle">
        {item.can.move ? (
          <ActionIcon
            ref={sortable.setActivatorNodeRef}
            variant="subtle"
            color="gray"
            className="backlog-handle"
            {...sortable.attributes}
            {...sortable.listeners}
            aria-label={UI.move(item.acronymId)}
            data-handle-id={item.id}
            disabled={!rankable}
            tabIndex={tabIndex}
            onKeyDown={onHandleKey}
          >
            <IconGripVertical size={18} aria-hidden />
          </ActionIcon>
        ) : null}
      </Cell>
      <Cell area="kind">
        <KindIcon kind={item.type} />
      </Cell>
      <Cell area="id">
        <Text size="sm" c="dimmed" fw={600} truncate>
          {item.acronymId}
        </Text>
      </Cell>
      <Cell area="title">
        <Anchor
          component={Link}
          to={workItemPagePath(item.id)}
          size="sm"
          fw={500}
          title={item.title}
          tabIndex={tabIndex}
          onClick={(event) => {
            // A plain click opens the Edit Work Item dialog over the backlog; a modified one, a tab.
            if (isPlainClick(event)) {
              event.preventDefault();
              actions.onOpen(item.id);
            }
          }}
        >
          {item.title}
        </Anchor>
      </Cell>
      <Cell area="status">
        <StatusBadge statusId={item.statusId} />
      </Cell>
      <Cell area="owner">
        <Text size="sm" c={item.ownerName ? undefined : 'dimmed'} truncate>
          {item.ownerName ?? UI.unassigned}
        </Text>
      </Cell>
      <Cell area="priority">
        <Badge variant="outline" color="gray" radius="sm" title={UI.priorityName(item.priority)}>
          <span aria-hidden>{UI.priority(item.priority)}</span>
          <VisuallyHidden>{UI.priorityName(item.priority)}</VisuallyHidden>
        </Badge>
      </Cell>
    </div>
  );
});
