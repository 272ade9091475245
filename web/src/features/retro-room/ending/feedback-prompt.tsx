import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Vote } from '@squadboard/domain/retro/mood.rules';
import { VOTE_TIMING } from '@squadboard/domain/retro/mood.rules';
import { IconMoodEmpty, IconMoodHappy, IconMoodSad } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { ENDING_UI as UI } from './ending-strings.ts';

const FACES = [
  { vote: 'happy', label: UI.happy, Icon: IconMoodHappy, color: 'var(--mantine-color-teal-6)' },
  { vote: 'flat', label: UI.flat, Icon: IconMoodEmpty, color: 'var(--mantine-color-yellow-7)' },
  { vote: 'sad', label: UI.sad, Icon: IconMoodSad, color: 'var(--mantine-color-red-6)' },
] as const;

/**
 * Spec 002 §4: the feedback prompt with happy, flat and sad faces and Not Interested. Closing
 * it without a choice counts as 'dismissed', and so does letting it run out (20 s from opening).
 */
export function FeedbackPrompt({ onVote }: { onVote: (vote: Vote) => void }) {
  const voted = useRef(false);
  const vote = (choice: Vote) => {
    if (!voted.current) {
      voted.current = true;
      onVote(choice);
    }
  };
  const voteRef = useRef(vote);
  voteRef.current = vote;

  useEffect(() => {
    const id = window.setTimeout(() => voteRef.current('dismissed'), VOTE_TIMING.promptMs);
    return () => window.clearTimeout(id);
  }, []);

  return (
    <Modal opened onClose={() => vote('dismissed')} title={UI.promptTitle} centered size={420}>
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {UI.promptText}
        </Text>
        <Group justify="center" gap="md" wrap="nowrap">
          {FACES.map(({ vote: choice, label, Icon, color }) => (
            <UnstyledButton
              key={choice}
              onClick={() => vote(choice)}
              aria-label={label}
              p="xs"
              style={{ borderRadius: 'var(--mantine-radius-md)', textAlign: 'center' }}
              className="sb-face"
            >
              <Stack gap={4} align="center">
                <Icon size={56} stroke={1.4} color={color} aria-hidden />
                <Text size="sm" fw={500} aria-hidden>
                  {label}
                </Text>
              </Stack>
            </UnstyledButton>
          ))}
        </Group>
        <Group justify="center">
          <Button variant="subtle" color="gray" onClick={() => vote('not_interested')}>
            {UI.notInterested}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
