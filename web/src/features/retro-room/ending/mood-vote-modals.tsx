import { Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { VOTE_TIMING } from '@squadboard/domain/retro/mood.rules';
import type { Mood } from '@squadboard/domain/retro/retro.schema';
import { IconMoodEmpty, IconMoodHappy, IconMoodNeutral, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';
import { ENDING_UI as UI } from './ending-strings.ts';

/** Spec 002 §4: the static modal after voting, until the server counts the vote. */
export function MoodVoteWaiting() {
  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      centered
      size={400}
      title={UI.resultTitle}
    >
      <Stack align="center" gap="md" py="md">
        <Loader aria-hidden />
        <Text ta="center" role="status">
          {MSG.retro.moodPreparing}
        </Text>
      </Stack>
    </Modal>
  );
}

const MOOD_ICONS: Record<Mood, { Icon: typeof IconMoodHappy; color: string }> = {
  happy: { Icon: IconMoodHappy, color: 'var(--mantine-color-teal-6)' },
  flat: { Icon: IconMoodEmpty, color: 'var(--mantine-color-yellow-7)' },
  sad: { Icon: IconMoodSad, color: 'var(--mantine-color-red-6)' },
  none: { Icon: IconMoodNeutral, color: 'var(--mantine-color-gray-6)' },
};

/** The mood once counted; it closes itself after 7 s (spec 002 §9), then the details open. */
export function MoodVoteResult({ mood, onClose }: { mood: Mood; onClose: () => void }) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    const id = window.setTimeout(() => closeRef.current(), VOTE_TIMING.resultModalMs);
    return () => window.clearTimeout(id);
  }, []);
  const { Icon, color } = MOOD_ICONS[mood];
  return (
    <Modal opened onClose={onClose} centered size={400} title={UI.resultTitle}>
      <Stack align="center" gap="xs" py="md">
        <Icon size={72} stroke={1.3} color={color} aria-hidden />
        <Text c="dimmed" size="sm">
          {UI.resultText}
        </Text>
        <Title order={2} data-testid="mood-result">
          {MOOD_LABELS[mood]}
        </Title>
      </Stack>
    </Modal>
  );
}
