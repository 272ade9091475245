import { Badge } from '@mantine/core';
import { BOARD_UI as UI } from '../board-strings.ts';
import type { LiveState } from '../use-sprint-board-socket.ts';

const LOOK: Record<LiveState, { color: string; short: string; label: string }> = {
  live: { color: 'teal', short: UI.liveShort, label: UI.live },
  connecting: { color: 'gray', short: UI.connectingShort, label: UI.connecting },
  reconnecting: { color: 'yellow', short: UI.reconnectingShort, label: UI.reconnecting },
};

/** Whether others' changes reach this board now: a dot and a word, named in full for screen readers. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const look = LOOK[state];
  return (
    <Badge
      role="status"
      aria-label={look.label}
      title={look.label}
      variant="dot"
      color={look.color}
      size="lg"
      tt="none"
      data-live={state}
    >
      {look.short}
    </Badge>
  );
}
