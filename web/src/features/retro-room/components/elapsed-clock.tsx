import { Group, Text } from '@mantine/core';
import type { RoomRetro } from '@squadboard/domain/realtime/retro-room.events';
import { useEffect, useState } from 'react';
import { ROOM_UI as UI } from '../retro-room-strings.ts';
import { elapsedMs, formatElapsed } from '../room-format.ts';
import { TIMER_UI } from '../tools/timer-strings.ts';

/**
 * Time since the retro started, by the server's clock (`skew`), ticking every second while live.
 * Labelled in words, so it is not taken for the countdown; the timer element itself holds only
 * the time, named for screen readers, which read its name and then the time.
 */
export function ElapsedClock({ retro, skew, live }: { retro: RoomRetro; skew: number; live: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!live) {
      return;
    }
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [live]);
  const text = formatElapsed(elapsedMs(retro, now + skew));
  return (
    <Group
      gap={6}
      wrap="nowrap"
      px={8}
      py={2}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 6, whiteSpace: 'nowrap' }}
    >
      <Text component="span" fz="xs" c="dimmed" aria-hidden>
        {TIMER_UI.elapsed}
      </Text>
      <Text component="span" role="timer" aria-label={UI.elapsed} ff="monospace" fw={600} fz="sm">
        {text}
      </Text>
    </Group>
  );
}
