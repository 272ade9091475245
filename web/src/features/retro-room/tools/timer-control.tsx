import { ActionIcon, Badge, Button, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import type { BoardTimer } from '@squadboard/domain/realtime/retro-board.events';
import {
  IconAlarm,
  IconClock,
  IconMinus,
  IconPlayerPlay,
  IconPlayerStop,
  IconPlus,
  IconVolume,
  IconVolumeOff,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { canPlay, dialStart, formatTimer, nextTimerValue, secondsLeft } from './timer-model.ts';
import { TIMER_UI } from './timer-strings.ts';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';
import { useServerNow } from './use-server-now.ts';
import { useTimerMuted, useTimeUp } from './use-time-up.ts';

interface TimerControlProps {
  timer: BoardTimer | null;
  /** Server clock minus this browser's (measured by the room's socket). */
  offset: number;
  /** Admins run the dial; everyone else only sees a running countdown. */
  admin: boolean;
  onStart: (seconds: number) => Promise<void>;
  onStop: () => Promise<void>;
}

/**
 * Spec 002 §4 "Timer": one shared countdown; the admin's popover sets, starts and stops it. At
 * zero everyone sees "Time is up" and hears a short beep, which each person may mute.
 */
export function TimerControl({ timer, offset, admin, onStart, onStop }: TimerControlProps) {
  const running = Boolean(timer?.running);
  const now = useServerNow(offset, running ? (timer?.endsAt ?? null) : null);
  const left = timer ? secondsLeft(timer, now) : 0;
  const [dial, setDial] = useState(() => dialStart(timer));
  const [busy, setBusy] = useState(false);
  const [muted, setMuted] = useTimerMuted();
  const timeUp = useTimeUp(timer, now, muted);

  // A stop (by any admin) leaves what was left on the dial, ready to run again.
  useEffect(() => {
    if (timer && !timer.running) {
      setDial(dialStart(timer));
    }
  }, [timer]);

  // Reaching zero shows the notice, not a countdown stuck at 00:00.
  const counting = running && !timeUp;
  const countdown = counting ? (
    <>
      {/* Seen; heard as the timer's own name. */}
      <Text component="span" fz="xs" fw={500} mr={6} aria-hidden>
        {TIMER_UI.timeLeft}
      </Text>
      <Text component="span" role="timer" aria-label={UI.timerLeft} ff="monospace" fw={600} fz="sm">
        {formatTimer(left)}
      </Text>
    </>
  ) : null;

  const notice = timeUp ? (
    <Badge
      role="alert"
      variant="filled"
      color="red"
      size="lg"
      tt="none"
      leftSection={<IconAlarm size={14} aria-hidden />}
    >
      {TIMER_UI.timeUp}
    </Badge>
  ) : null;

  // Next to the countdown or the notice: the person's own choice, remembered in this browser.
  const muteToggle =
    counting || timeUp ? (
      <Tooltip label={muted ? TIMER_UI.soundOff : TIMER_UI.soundOn}>
        <ActionIcon
          variant={muted ? 'light' : 'subtle'}
          color="gray"
          size="lg"
          aria-label={TIMER_UI.mute}
          aria-pressed={muted}
          onClick={() => setMuted(!muted)}
        >
          {muted ? <IconVolumeOff size={18} aria-hidden /> : <IconVolume size={18} aria-hidden />}
        </ActionIcon>
      </Tooltip>
    ) : null;

  if (!admin) {
    if (!countdown && !notice) {
      return null;
    }
    return (
      <Group gap={4} wrap="nowrap">
        {notice ?? (
          <Badge
            variant="light"
            color="blue"
            size="lg"
            tt="none"
            leftSection={<IconClock size={14} aria-hidden />}
          >
            {countdown}
          </Badge>
        )}
        {muteToggle}
      </Group>
    );
  }

  const act = async (run: () => Promise<void>) => {
    setBusy(true);
    try {
      await run();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap={4} wrap="nowrap">
      {notice}
      <Popover position="bottom" withArrow shadow="md" trapFocus returnFocus>
        <Popover.Target>
          {counting ? (
            <Button
              variant="light"
              color="blue"
              size="compact-md"
              leftSection={<IconClock size={16} />}
              aria-label={UI.timer}
            >
              {countdown}
            </Button>
          ) : (
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={UI.timer} title={UI.timer}>
              <IconClock size={20} stroke={1.6} />
            </ActionIcon>
          )}
        </Popover.Target>
        <Popover.Dropdown aria-label={UI.timer} role="dialog">
          <Stack gap="xs" align="center">
            <Group gap="sm" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={UI.timerMinus}
                disabled={running || dial <= 0}
                onClick={() => setDial((d) => nextTimerValue(d, -1))}
              >
                <IconMinus size={18} />
              </ActionIcon>
              <Text
                ff="monospace"
                fz={28}
                fw={700}
                miw={96}
                ta="center"
                aria-live="polite"
                data-testid="timer-dial"
              >
                {formatTimer(running ? left : dial)}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={UI.timerPlus}
                disabled={running || dial >= nextTimerValue(dial, 1)}
                onClick={() => setDial((d) => nextTimerValue(d, 1))}
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Group>
            {/* One button that turns from Play to Stop keeps the keyboard focus where it was. */}
            <Button
              color={running ? 'red' : undefined}
              leftSection={running ? <IconPlayerStop size={16} /> : <IconPlayerPlay size={16} />}
              disabled={!running && !canPlay(dial)}
              // Not `loading`: a disabled button would drop the focus; a second click waits instead.
              aria-busy={busy}
              onClick={() => !busy && void act(running ? onStop : () => onStart(dial))}
            >
              {running ? UI.timerStop : UI.timerPlay}
            </Button>
            <Text size="xs" c="dimmed">
              {UI.timerHint}
            </Text>
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {muteToggle}
    </Group>
  );
}
