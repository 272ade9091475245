import { Button, Group, Text } from '@mantine/core';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import { stepDiscussion } from '@squadboard/domain/retro/facilitation.rules';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';
import { discussedText, discussionOf } from './facilitation-view.ts';

/**
 * The discuss phase: what the room talks about now, for everyone; for the admin, the way through
 * the items by votes (groups count their cards' votes together).
 */
export function DiscussControls({
  board,
  admin,
  busy,
  onDiscuss,
}: {
  board: Board;
  admin: boolean;
  busy: boolean;
  onDiscuss: (itemId: string) => void;
}) {
  const order = discussionOf(board);
  const current = board.facilitation.discussId;
  const at = current === null ? -1 : order.findIndex((item) => item.id === current);
  const text = discussedText(board, current);
  const step = (direction: 1 | -1) => {
    const next = stepDiscussion(order, at < 0 ? null : current, direction);
    if (next !== null && next !== current) {
      onDiscuss(next);
    }
  };
  return (
    <Group gap="xs" wrap="wrap" align="center" justify="space-between">
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 12rem' }}>
        {text !== null ? UI.discussing(text) : order.length === 0 ? UI.nothingToDiscuss : null}
      </Text>
      {admin ? (
        <Group gap={6} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconChevronLeft size={14} aria-hidden />}
            disabled={busy || order.length === 0 || at === 0}
            onClick={() => step(-1)}
          >
            {UI.previousCard}
          </Button>
          <Text size="sm" c="dimmed" miw={48} ta="center">
            {UI.position(at < 0 ? 0 : at + 1, order.length)}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            rightSection={<IconChevronRight size={14} aria-hidden />}
            disabled={busy || order.length === 0 || at === order.length - 1}
            onClick={() => step(1)}
          >
            {UI.nextCard}
          </Button>
        </Group>
      ) : null}
    </Group>
  );
}
