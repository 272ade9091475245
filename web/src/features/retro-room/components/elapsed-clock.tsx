import { Text } from '@mantine/core';
import type { RoomRetro } from '@squadboard/domain/realtime/retro-room.events';
import { useEffect, useState } from 'react';
import { ROOM_UI as UI } from '../retro-room-strings.ts';
import { elapsedMs, formatElapsed } from '../room-format.ts';

/** Time since the retro started, by the server's clock (`skew`), ticking every second while live. */
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
    <Text
      component="span"
      role="timer"
      aria-label={`${UI.elapsed} ${text}`}
      ff="monospace"
      fw={600}
      fz="sm"
      px={8}
      py={2}
      bg="var(--mantine-color-default-hover)"
      style={{ borderRadius: 6, whiteSpace: 'nowrap' }}
    >
      {text}
    </Text>
  );
}
