import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import type { Board, BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { useState } from 'react';
import { cardsIn, orderedColumns } from '../board-state.ts';
import { useBoardEnv } from './board-context.tsx';
import { BOARD_UI as UI } from './board-strings.ts';

// Grouping without dragging: the keyboard's way to drop a card onto another. The
// choices are the board's other cards, by column, except those already in the card's group.

/** Characters of a card's text a choice shows. */
const CHOICE_TEXT_MAX = 60;

/** How a card reads in the list: its first words, or who wrote it while its text is hidden. */
export function choiceLabel(card: Pick<BoardCard, 'text' | 'authorName'>): string {
  const text = card.text?.replace(/\s+/g, ' ').trim();
  if (!text) {
    return UI.card(card.authorName);
  }
  return text.length > CHOICE_TEXT_MAX ? `${text.slice(0, CHOICE_TEXT_MAX - 1).trimEnd()}…` : text;
}

/** The choices for `card`: per column, the cards it could be grouped with. */
export function groupChoices(board: Board, card: Pick<BoardCard, 'id' | 'groupId'>) {
  return orderedColumns(board).flatMap((column) => {
    const items = cardsIn(board, column.id)
      .filter((c) => c.id !== card.id && (card.groupId === null || c.groupId !== card.groupId))
      .map((c) => ({ value: c.id, label: choiceLabel(c) }));
    return items.length > 0 ? [{ group: column.name, items }] : [];
  });
}

interface GroupWithModalProps {
  card: BoardCard;
  opened: boolean;
  onClose: () => void;
}

export function GroupWithModal({ card, opened, onClose }: GroupWithModalProps) {
  const { boardNow, run } = useBoardEnv();
  const [onto, setOnto] = useState<string | null>(null);
  const board = boardNow();
  const choices = board ? groupChoices(board, card) : [];
  const close = () => {
    setOnto(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={UI.groupWithTitle} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (onto) {
            void run('group', { cardId: card.id, ontoCardId: onto });
            close();
          }
        }}
      >
        <Stack gap="md">
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {UI.groupWithEmpty}
            </Text>
          ) : (
            <Select
              label={UI.groupWithSelect}
              data={choices}
              value={onto}
              onChange={setOnto}
              searchable
              data-autofocus
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {UI.cancel}
            </Button>
            <Button type="submit" disabled={!onto}>
              {UI.groupButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
