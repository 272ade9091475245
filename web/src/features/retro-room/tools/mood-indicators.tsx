import { Group, ThemeIcon, Tooltip } from '@mantine/core';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import { IconMoodEmpty, IconMoodHappy, IconMoodSad } from '@tabler/icons-react';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

const INDICATORS = [
  { mood: 'sad', Icon: IconMoodSad, color: 'red' },
  { mood: 'flat', Icon: IconMoodEmpty, color: 'yellow' },
  { mood: 'happy', Icon: IconMoodHappy, color: 'teal' },
] as const;

/** Spec 002 §2 "Cadence indicators: Sad, Flat, Happy": the team's mood lit once it is known. */
export function MoodIndicators({ mood }: { mood: Mood }) {
  const label = `${UI.mood}: ${MOOD_LABELS[mood]}`;
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={label} data-mood={mood}>
      {INDICATORS.map(({ mood: m, Icon, color }) => (
        <Tooltip key={m} label={MOOD_LABELS[m]}>
          <ThemeIcon
            variant={mood === m ? 'filled' : 'light'}
            color={mood === m ? color : 'gray'}
            size="md"
            radius="xl"
            style={{ opacity: mood === m ? 1 : 0.45 }}
          >
            <Icon size={18} aria-hidden />
          </ThemeIcon>
        </Tooltip>
      ))}
    </Group>
  );
}
