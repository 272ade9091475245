import { Badge, Group, Text } from '@mantine/core';
import type { Mood, RetroStatus } from '@squadboard/domain/retro/retro.schema';
import {
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodNeutral,
  IconMoodSad,
  type TablerIcon,
} from '@tabler/icons-react';
import { MOOD_LABELS, NO_VALUE, RETRO_STATUS_LABELS } from '../retro-strings.ts';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** en-GB in the browser's zone, e.g. "22 Nov 2026, 14:30". */
export function formatDateTime(iso: string | null): string {
  if (!iso) {
    return NO_VALUE;
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? NO_VALUE : DATE_TIME.format(date);
}

const STATUS_COLOURS: Record<RetroStatus, string> = {
  SCHEDULED: 'blue',
  INPROGRESS: 'teal',
  COMPLETED: 'grape',
  ARCHIVED: 'gray',
  DELETED: 'red',
  CANCELLED: 'red',
};

export function StatusBadge({ status }: { status: RetroStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOURS[status]} tt="none">
      {RETRO_STATUS_LABELS[status]}
    </Badge>
  );
}

const MOOD_ICONS: Record<Mood, { icon: TablerIcon; colour: string }> = {
  none: { icon: IconMoodEmpty, colour: 'gray' },
  sad: { icon: IconMoodSad, colour: 'red' },
  flat: { icon: IconMoodNeutral, colour: 'yellow' },
  happy: { icon: IconMoodHappy, colour: 'teal' },
};

/** The mood (the spec's "cadence result") with an icon and a word, so colour is never the only signal. */
export function MoodResult({ mood }: { mood: Mood | null }) {
  if (!mood) {
    return <Text size="sm">{NO_VALUE}</Text>;
  }
  const { icon: Icon, colour } = MOOD_ICONS[mood];
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={18} color={`var(--mantine-color-${colour}-6)`} aria-hidden />
      <Text size="sm">{MOOD_LABELS[mood]}</Text>
    </Group>
  );
}
