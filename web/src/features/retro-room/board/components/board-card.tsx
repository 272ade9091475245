import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Text, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { BoardCard as Card } from '@squadboard/domain/realtime/retro-board.events';
import { canChangeCard, isHighlighted } from '@squadboard/domain/retro/board.rules';
import {
  IconDots,
  IconEyeOff,
  IconGripVertical,
  IconLayoutList,
  IconListCheck,
  IconLock,
  IconPencil,
  IconStack2,
  IconStarFilled,
  IconTrash,
} from '@tabler/icons-react';
import { type CSSProperties, lazy, memo, Suspense, useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useBoardEnv } from './board-context.tsx';
import { groupDrop } from './board-dnd.ts';
import { BOARD_UI as UI } from './board-strings.ts';
import { CardBacklogMarks } from './card-backlog-marks.tsx';
import { CardEditor } from './card-editor.tsx';
import { CardReactions } from './card-reactions.tsx';
import { CONVERT_UI } from './convert-strings.ts';
import { DiscussingBadge } from './group-box.tsx';
import { GroupWithModal } from './group-with-modal.tsx';
import { useDiscussed } from './use-discussed.ts';

// The action form (owner search, date picker, selects) is loaded the first time someone
// converts a card, not with every board: most board visits never open it.
const ConvertActionModal = lazy(() =>
  import('./convert-action-modal.tsx').then((m) => ({ default: m.ConvertActionModal })),
);
const BacklogCardModal = lazy(() =>
  import('./backlog-card-modal.tsx').then((m) => ({ default: m.BacklogCardModal })),
);

// One comment card (spec 002 §4 "Cards"). Its author or the admin edits it (double-click or the
// menu) while others see it locked; while blur is on, others' cards arrive without their text,
// so there is nothing to show but a placeholder.

type Listeners = ReturnType<typeof useSortable>['listeners'];

/**
 * Drag listeners that ignore events from portals (menus, the emoji picker, dialogs), which
 * React bubbles through the card although they are elsewhere on the page.
 */
export function ownListeners(listeners: Listeners): Listeners {
  if (!listeners) {
    return listeners;
  }
  return Object.fromEntries(
    Object.entries(listeners).map(([name, listener]) => [
      name,
      (event: React.SyntheticEvent) => {
        if ((event.currentTarget as Node).contains(event.target as Node)) {
          listener(event);
        }
      },
    ]),
  );
}

/** Memoised: a board event re-renders only the cards it changed. */
export const SortableCard = memo(function SortableCard({ card }: { card: Card }) {
  const { meId, live, grouping, dragOff } = useBoardEnv();
  const [editing, setEditing] = useState(false);
  const lockedByOther = card.editingBy !== null && card.editingBy !== meId;
  const draggable = live && !dragOff && !lockedByOther;
  const sortable = useSortable({
    id: card.id,
    data: { type: 'card', columnId: card.columnId, groupId: card.groupId },
    disabled: !draggable || editing,
  });
  // Drag to group: the card under the dragged one shows that dropping here groups them.
  const dragged = sortable.active;
  const groupTarget =
    sortable.isOver &&
    dragged !== null &&
    groupDrop(
      [{ id: String(dragged.id), groupId: dragged.data.current?.groupId ?? null }, card],
      String(dragged.id),
      card.id,
      grouping,
    ) !== null;
  const style: CSSProperties = {
    transform: CSS.Translate.toString(sortable.transform),
    transition: sortable.transition,
    // The overlay shows the card under the pointer; its place stays visible, dimmed.
    opacity: sortable.isDragging ? 0.35 : undefined,
    borderRadius: 'var(--mantine-radius-md)',
    outline: groupTarget ? '2px solid var(--mantine-color-blue-5)' : undefined,
    outlineOffset: 2,
  };
  return (
    <div
      ref={sortable.setNodeRef}
      style={style}
      data-group-target={groupTarget || undefined}
      {...ownListeners(sortable.listeners)}
    >
      <CardView
        card={card}
        editing={editing}
        setEditing={setEditing}
        handle={
          draggable && !editing ? (
            <ActionIcon
              ref={sortable.setActivatorNodeRef}
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={UI.dragCard(card.authorName)}
              {...sortable.attributes}
              style={{ cursor: 'grab', touchAction: 'none' }}
            >
              <IconGripVertical size={14} aria-hidden />
            </ActionIcon>
          ) : null
        }
      />
    </div>
  );
});

interface CardViewProps {
  card: Card;
  editing?: boolean;
  setEditing?: (on: boolean) => void;
  handle?: React.ReactNode;
  /** The copy under the pointer while dragging: no controls. */
  overlay?: boolean;
}

export function CardView({ card, editing = false, setEditing, handle, overlay = false }: CardViewProps) {
  const { meId, isAdmin, signedIn, mayBacklog, live, attendees, blur, nameOf, run, grouping } = useBoardEnv();
  const [confirming, setConfirming] = useState(false);
  const { discussed, ref } = useDiscussed<HTMLElement>(overlay ? null : card.id);
  const mineOrAdmin = canChangeCard({ id: meId, isAdmin }, card);
  const lockedByOther = card.editingBy !== null && card.editingBy !== meId;
  const hidden = card.text === null;
  const canEdit = live && mineOrAdmin && !hidden && !lockedByOther && !overlay;
  const canDelete = live && mineOrAdmin && !lockedByOther && !overlay;
  // Actions belong to the organisation: only the room's admin (a signed-in user) raises one.
  const canConvert = live && isAdmin && !hidden && !lockedByOther && !overlay;
  // Work items are the squad's: offered to whoever sees the retro's squad (never a guest); the
  // server answers by the same work-items rule.
  const canBacklog = live && mayBacklog && !hidden && !lockedByOther && !overlay;
  // Anyone groups cards; the menu offers it while Drag to group is on.
  const canGroup = live && grouping && !lockedByOther && !overlay;
  const [groupingWith, setGroupingWith] = useState(false);
  const [converting, setConverting] = useState(false);
  // Mounted from the first opening on, so closing it still fades out.
  const [convertOpened, setConvertOpened] = useState(false);
  const [backlogging, setBacklogging] = useState(false);
  const [backlogOpened, setBacklogOpened] = useState(false);
  const highlighted = isHighlighted(card, attendees);
  const actioned = card.actionIds.length > 0;
  const editorName = lockedByOther ? nameOf(card.editingBy ?? '') || UI.someone : '';

  return (
    <Paper
      ref={ref}
      component="article"
      aria-label={hidden ? UI.hiddenCard(card.authorName) : UI.card(card.authorName)}
      aria-busy={lockedByOther || undefined}
      aria-current={discussed ? 'true' : undefined}
      data-discussing={discussed || undefined}
      withBorder
      radius="md"
      p="xs"
      shadow={overlay ? 'lg' : 'xs'}
      data-highlighted={highlighted || undefined}
      data-locked={lockedByOther || undefined}
      onDoubleClick={
        canEdit && !editing
          ? (event) => {
              // Menus and dialogs are portals: their events bubble here through React only.
              if (event.currentTarget.contains(event.target as Node)) {
                setEditing?.(true);
              }
            }
          : undefined
      }
      style={{
        borderColor: discussed
          ? 'var(--mantine-color-violet-6)'
          : highlighted
            ? 'var(--mantine-color-yellow-5)'
            : undefined,
        borderWidth: highlighted || discussed ? 2 : undefined,
        background: highlighted ? 'var(--mantine-color-yellow-0)' : 'var(--mantine-color-white)',
        // Spec 002 §4: a card somebody else edits is faded and cannot be touched.
        opacity: lockedByOther ? 0.5 : 1,
        pointerEvents: lockedByOther ? 'none' : undefined,
        cursor: overlay ? 'grabbing' : undefined,
      }}
    >
      <Group gap={4} wrap="nowrap" align="flex-start">
        {handle}
        <Box style={{ flex: 1, minWidth: 0 }}>
          {editing && setEditing ? (
            <CardEditor card={card} onDone={() => setEditing(false)} />
          ) : hidden ? (
            <BlurredText />
          ) : (
            <Text
              size="sm"
              className="retro-card-text"
              style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
              data-testid="card-text"
            >
              {card.text}
            </Text>
          )}
        </Box>
        {(canEdit || canDelete || canConvert || canBacklog || canGroup) && !editing ? (
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={UI.cardOptions(card.authorName)}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {canEdit ? (
                <Menu.Item
                  leftSection={<IconPencil size={14} aria-hidden />}
                  onClick={() => setEditing?.(true)}
                >
                  {UI.edit}
                </Menu.Item>
              ) : null}
              {canConvert ? (
                <Menu.Item
                  leftSection={<IconListCheck size={14} aria-hidden />}
                  onClick={() => {
                    setConvertOpened(true);
                    setConverting(true);
                  }}
                >
                  {CONVERT_UI.convert}
                </Menu.Item>
              ) : null}
              {canBacklog ? (
                <Menu.Item
                  leftSection={<IconLayoutList size={14} aria-hidden />}
                  onClick={() => {
                    setBacklogOpened(true);
                    setBacklogging(true);
                  }}
                >
                  {MSG.workItems.toBacklog.menu}
                </Menu.Item>
              ) : null}
              {canGroup ? (
                <Menu.Item
                  leftSection={<IconStack2 size={14} aria-hidden />}
                  onClick={() => setGroupingWith(true)}
                >
                  {UI.groupWith}
                </Menu.Item>
              ) : null}
              {canDelete ? (
                <Menu.Item
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {UI.delete}
                </Menu.Item>
              ) : null}
            </Menu.Dropdown>
          </Menu>
        ) : null}
      </Group>
      <Group justify="space-between" gap={6} mt={6} wrap="wrap">
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} truncate="end">
            {card.authorName}
          </Text>
          {lockedByOther ? (
            <Badge
              size="xs"
              variant="light"
              color="gray"
              tt="none"
              leftSection={<IconLock size={10} aria-hidden />}
            >
              {UI.editingBy(editorName)}
            </Badge>
          ) : null}
          {actioned ? (
            <Badge size="xs" variant="light" color="teal" aria-label={UI.actionedLabel}>
              {UI.actioned}
            </Badge>
          ) : null}
          {discussed ? <DiscussingBadge /> : null}
          {highlighted ? (
            <Tooltip label={UI.highlighted}>
              <IconStarFilled
                size={12}
                color="var(--mantine-color-yellow-6)"
                aria-label={UI.highlighted}
                role="img"
              />
            </Tooltip>
          ) : null}
          {blur && !hidden && card.authorId === meId && !overlay ? <OnlyYouHint /> : null}
        </Group>
        {overlay ? null : <CardReactions card={card} />}
      </Group>
      {card.workItems.length > 0 ? (
        <Box mt={4}>
          <CardBacklogMarks items={card.workItems} linked={signedIn && !overlay} />
        </Box>
      ) : null}
      {canConvert && convertOpened ? (
        <Suspense fallback={null}>
          <ConvertActionModal card={card} opened={converting} onClose={() => setConverting(false)} />
        </Suspense>
      ) : null}
      {canBacklog && backlogOpened ? (
        <Suspense fallback={null}>
          <BacklogCardModal card={card} opened={backlogging} onClose={() => setBacklogging(false)} />
        </Suspense>
      ) : null}
      {canGroup && groupingWith ? (
        <GroupWithModal card={card} opened={groupingWith} onClose={() => setGroupingWith(false)} />
      ) : null}
      <ConfirmDialog
        opened={confirming}
        title={UI.deleteCardTitle}
        confirmLabel={UI.yes}
        cancelLabel={UI.no}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void run('delete', { cardId: card.id });
        }}
        pending={false}
        focusConfirm
        size="sm"
      >
        <Text>{UI.deleteCardConfirm}</Text>
      </ConfirmDialog>
    </Paper>
  );
}

/** Blur is on and this is somebody else's card: no text reached this browser. */
function BlurredText() {
  return (
    <Box role="img" aria-label={UI.blurred} py={2}>
      <Box aria-hidden style={{ filter: 'blur(3px)', userSelect: 'none' }}>
        <Box h={8} mb={6} w="90%" bg="gray.4" style={{ borderRadius: 4 }} />
        <Box h={8} w="60%" bg="gray.4" style={{ borderRadius: 4 }} />
      </Box>
    </Box>
  );
}

/** Blur is on: the author reads their own card, nobody else does. */
function OnlyYouHint() {
  return (
    <Tooltip label={UI.onlyYou}>
      <IconEyeOff size={14} color="var(--mantine-color-dimmed)" aria-label={UI.onlyYou} role="img" />
    </Tooltip>
  );
}
