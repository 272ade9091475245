import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ActionIcon,
  Badge,
  Group,
  Loader,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { BoardCard, BoardColumn as Column } from '@squadboard/domain/realtime/retro-board.events';
import type { BoardGroup } from '@squadboard/domain/retro/facilitation.model';
import {
  IconArrowLeft,
  IconArrowRight,
  IconColumnInsertRight,
  IconDots,
  IconGripVertical,
  IconLock,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { ShowMore } from '../../../../components/show-more.tsx';
import { AddComment } from './add-comment.tsx';
import { useBoardEnv } from './board-context.tsx';
import { columnSortId } from './board-dnd.ts';
import { BOARD_UI as UI } from './board-strings.ts';
import { CardList } from './card-list.tsx';
import { ColumnRename, ColumnTitleEditor } from './column-title-editor.tsx';

// One column of the board (spec 002 §4 "Columns"): its title (admins rename, move and delete
// it; while one edits, the column is locked for everyone else), its cards, and Add Comments.

export const COLUMN_STYLE: CSSProperties = {
  // Narrow screens scroll the board sideways, one column at a time.
  flex: '1 0 min(300px, 84vw)',
  maxWidth: 420,
  scrollSnapAlign: 'start',
  alignSelf: 'flex-start',
};

interface SortableColumnProps {
  column: Column;
  /** The cards rendered: the first of the column (card-window.ts), in display order. */
  cards: BoardCard[];
  /** All the column's cards, rendered or not. */
  cardCount: number;
  /** The board's groups: a group's cards show in one box. */
  groups: readonly BoardGroup[];
  /** Items (loose cards and groups) of the whole column. */
  unitTotal: number;
  /** Reveals more of the column's cards. */
  onShowMore: (columnId: string) => void;
  index: number;
  total: number;
}

export function SortableColumn({
  column,
  cards,
  cardCount,
  groups,
  unitTotal,
  onShowMore,
  index,
  total,
}: SortableColumnProps) {
  const { meId, isAdmin, live, run, nameOf } = useBoardEnv();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const lockedByOther = column.editingBy !== null && column.editingBy !== meId;
  const admin = isAdmin && live;
  const sortable = useSortable({
    id: columnSortId(column.id),
    data: { type: 'column' },
    disabled: !admin || editing || lockedByOther,
  });
  // The rename editor holds the title's lock while it is open (ColumnRename).
  const startEdit = () => setEditing(true);
  const endEdit = useCallback(() => setEditing(false), []);
  // Another admin took the title (ours had lapsed, or at the same moment): stop editing.
  useEffect(() => {
    if (editing && lockedByOther) {
      setEditing(false);
    }
  }, [editing, lockedByOther]);

  const style: CSSProperties = {
    ...COLUMN_STYLE,
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    opacity: sortable.isDragging ? 0.4 : lockedByOther ? 0.5 : 1,
    // Spec 002 §4: a column somebody else edits cannot be touched.
    pointerEvents: lockedByOther ? 'none' : undefined,
  };

  const header = editing ? (
    <ColumnRename column={column} onDone={endEdit} />
  ) : (
    <Group gap={4} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      {admin && !lockedByOther ? (
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={UI.dragColumn(column.name)}
          {...sortable.attributes}
          {...sortable.listeners}
          style={{ cursor: 'grab', touchAction: 'none' }}
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
      ) : null}
      <Title
        order={2}
        fz="md"
        fw={700}
        lineClamp={2}
        style={{ overflowWrap: 'anywhere', flex: 1, minWidth: 0 }}
        onDoubleClick={admin ? startEdit : undefined}
      >
        {column.name}
      </Title>
    </Group>
  );

  return (
    <Paper
      ref={sortable.setNodeRef}
      component="section"
      aria-label={UI.column(column.name)}
      aria-busy={lockedByOther || undefined}
      data-locked={lockedByOther || undefined}
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-1)"
      style={style}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          {header}
          {editing ? null : (
            <Group gap={4} wrap="nowrap">
              <Badge variant="light" color="gray" radius="sm" aria-hidden>
                {cardCount}
              </Badge>
              <VisuallyHidden>{UI.count(cardCount)}</VisuallyHidden>
              {admin && !lockedByOther ? (
                <Menu position="bottom-end" withinPortal shadow="md">
                  <Menu.Target>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size="sm"
                      aria-label={UI.columnOptions(column.name)}
                    >
                      <IconDots size={16} aria-hidden />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={startEdit}>
                      {UI.renameColumn}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconArrowLeft size={14} aria-hidden />}
                      disabled={index === 0}
                      onClick={() => void run('moveTitle', { columnId: column.id, toIndex: index - 1 })}
                    >
                      {UI.moveLeft}
                    </Menu.Item>
                    <Menu.Item
                      leftSection={<IconArrowRight size={14} aria-hidden />}
                      disabled={index >= total - 1}
                      onClick={() => void run('moveTitle', { columnId: column.id, toIndex: index + 1 })}
                    >
                      {UI.moveRight}
                    </Menu.Item>
                    <Menu.Item
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={() => setConfirming(true)}
                    >
                      {UI.deleteColumn}
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              ) : null}
            </Group>
          )}
        </Group>
        {lockedByOther ? (
          <Badge
            size="sm"
            variant="light"
            color="gray"
            tt="none"
            leftSection={<IconLock size={12} aria-hidden />}
          >
            {UI.editingBy(nameOf(column.editingBy ?? '') || UI.someone)}
          </Badge>
        ) : null}
        <CardList
          columnId={column.id}
          columnName={column.name}
          cards={cards}
          groups={groups}
          unitTotal={unitTotal}
        />
        {cardCount > cards.length ? (
          <ShowMore
            hidden={cardCount - cards.length}
            label={UI.moreCards(cardCount - cards.length)}
            onMore={() => onShowMore(column.id)}
          />
        ) : null}
        {live ? (
          <AddComment
            columnName={column.name}
            onAdd={(text) => void run('add', { columnId: column.id, text })}
          />
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={UI.deleteColumnTitle}
        confirmLabel={UI.yes}
        cancelLabel={UI.no}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('deleteTitle', { columnId: column.id });
        }}
        pending={false}
        focusConfirm
        size="sm"
      >
        <Text>{MSG.retro.deleteTitleConfirm}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** A column an admin is creating: only in this browser until it is saved with a name. */
export function DraftColumn({
  name,
  saving,
  onSave,
  onCancel,
}: {
  /** What was typed before a refused save, offered again. */
  name: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  return (
    <Paper
      component="section"
      aria-label={UI.column('')}
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-1)"
      style={{ ...COLUMN_STYLE, borderStyle: 'dashed' }}
    >
      <Stack gap="sm">
        {saving ? (
          <Group gap="xs" role="status" aria-label={name}>
            <Loader size="xs" />
            <Text fw={700}>{name}</Text>
          </Group>
        ) : (
          <ColumnTitleEditor initial={name} isNew onSave={onSave} onCancel={onCancel} />
        )}
        <AddComment columnName="" onAdd={() => undefined} />
      </Stack>
    </Paper>
  );
}

/** Spec 002 §2: the admin's add-column button, at the end of the columns. */
export function AddColumnTile({ onClick }: { onClick: () => void }) {
  return (
    <UnstyledButton
      onClick={onClick}
      aria-label={UI.addColumn}
      style={{
        ...COLUMN_STYLE,
        flex: '0 0 auto',
        width: 56,
        minHeight: 120,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        border: '2px dashed var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-md)',
        color: 'var(--mantine-color-gray-6)',
      }}
    >
      <IconColumnInsertRight size={24} aria-hidden />
    </UnstyledButton>
  );
}
