import { useDroppable } from '@dnd-kit/core';
import { SortableContext, type SortingStrategy, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Box, Stack, Text, ThemeIcon } from '@mantine/core';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import type { BoardGroup } from '@squadboard/domain/retro/facilitation.model';
import { IconMessageCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { SortableCard } from './board-card.tsx';
import { useBoardEnv } from './board-context.tsx';
import { listId } from './board-dnd.ts';
import { unitsOf } from './board-layout.ts';
import { BOARD_UI as UI } from './board-strings.ts';
import { GroupBox } from './group-box.tsx';

// A column's cards (spec 002 §4 "Cards"), each a list item; a group is one item
// holding its cards. The cards stay one sortable list in display order (board-layout.ts), so
// a card in a group drags like any other.

/** Drag to group: the cards under the pointer stay in place, so the one below can take the drop. */
const inPlace: SortingStrategy = () => null;

interface CardListProps {
  columnId: string;
  columnName: string;
  /** The cards rendered, in display order. */
  cards: BoardCard[];
  groups: readonly BoardGroup[];
  /** Items (loose cards and groups) of the whole column, rendered or not. */
  unitTotal: number;
}

export function CardList({ columnId, columnName, cards, groups, unitTotal }: CardListProps) {
  const { live, grouping } = useBoardEnv();
  const droppable = useDroppable({ id: listId(columnId), data: { type: 'list', columnId }, disabled: !live });
  const ids = useStableIds(cards.map((c) => c.id));
  const units = unitsOf(cards, groups);
  return (
    <SortableContext items={ids} strategy={grouping ? inPlace : verticalListSortingStrategy}>
      <Stack
        ref={droppable.setNodeRef}
        gap="xs"
        role="list"
        aria-label={UI.cards(columnName)}
        style={{
          minHeight: 72,
          borderRadius: 'var(--mantine-radius-md)',
          outline: droppable.isOver ? '2px dashed var(--mantine-color-blue-4)' : undefined,
          outlineOffset: 2,
        }}
      >
        {cards.length === 0 ? (
          <Box role="listitem">
            <EmptyColumn live={live} />
          </Box>
        ) : null}
        {/* The list may hold the first cards only: its size tells assistive technology the rest. */}
        {units.map((unit, i) =>
          unit.kind === 'card' ? (
            <Box role="listitem" key={unit.card.id} aria-setsize={unitTotal} aria-posinset={i + 1}>
              <SortableCard card={unit.card} />
            </Box>
          ) : (
            <Box role="listitem" key={unit.group.id} aria-setsize={unitTotal} aria-posinset={i + 1}>
              <GroupBox group={unit.group} cards={unit.cards}>
                {unit.cards.map((card) => (
                  <SortableCard key={card.id} card={card} />
                ))}
              </GroupBox>
            </Box>
          ),
        )}
      </Stack>
    </SortableContext>
  );
}

/** The same array while the ids stay the same, so the cards' sortable context stays unchanged. */
function useStableIds(ids: string[]): string[] {
  const ref = useRef(ids);
  if (ref.current.length !== ids.length || ref.current.some((id, i) => id !== ids[i])) {
    ref.current = ids;
  }
  return ref.current;
}

function EmptyColumn({ live }: { live: boolean }) {
  return (
    <Stack
      align="center"
      justify="center"
      gap={4}
      style={{
        border: '1px dashed var(--mantine-color-gray-4)',
        borderRadius: 'var(--mantine-radius-md)',
        padding: 'var(--mantine-spacing-md) var(--mantine-spacing-sm)',
      }}
    >
      <ThemeIcon variant="light" color="gray" radius="xl" size={32} aria-hidden>
        <IconMessageCircle size={18} />
      </ThemeIcon>
      <Text size="sm" fw={600} c="dimmed">
        {UI.emptyColumn}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {live ? UI.emptyColumnLive : UI.emptyColumnEnded}
      </Text>
    </Stack>
  );
}
