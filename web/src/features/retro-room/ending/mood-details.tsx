import { Button, Divider, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { MoodSummary } from '@squadboard/domain/retro/mood.rules';
import { MOOD_LABELS } from '../../../entities/retro/retro-strings.ts';
import { ENDING_UI as UI } from './ending-strings.ts';

interface MoodDetailsProps {
  summary: MoodSummary;
  /** The answer to 'Is this metric useful?', once given (here or before a reload). */
  useful: boolean | null;
  answering: boolean;
  onAnswer: (useful: boolean) => void;
  onClose: () => void;
}

/** Spec 002 §3 "Cadence summary" and §4: what the retro produced, and whether it helped. */
export function MoodDetails({ summary, useful, answering, onAnswer, onClose }: MoodDetailsProps) {
  return (
    <Modal opened onClose={onClose} centered size="lg" title={UI.detailsTitle}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {UI.retro}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {summary.retroTitle}
          </Text>
        </Stack>
        <Group gap="xl">
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {UI.mood}
            </Text>
            <Text fw={600}>{MOOD_LABELS[summary.cadenceResult]}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {UI.countOfComments}
            </Text>
            <Text fw={600}>{summary.countOfComments}</Text>
          </Stack>
        </Group>
        <Table.ScrollContainer minWidth={240}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption>{UI.commentsPerColumn}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{UI.column}</Table.Th>
                <Table.Th ta="right">{UI.comments}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.cardDescription.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={2}>{UI.noColumns}</Table.Td>
                </Table.Tr>
              ) : (
                summary.cardDescription.map((row, i) => (
                  // Column names may repeat; their order is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id
                  <Table.Tr key={i}>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.columnTitle}</Table.Td>
                    <Table.Td ta="right">{row.numberOfComments}</Table.Td>
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={4}>
          <Text fw={600} size="sm">
            {UI.mostLiked}
          </Text>
          {summary.mostLikedComments.length === 0 ? (
            <Text size="sm" c="dimmed">
              {UI.noMostLiked}
            </Text>
          ) : (
            <Stack gap={4} component="ul" m={0} pl="md">
              {summary.mostLikedComments.map((card, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the summary's cards have no id
                <Text component="li" size="sm" key={i} style={{ overflowWrap: 'anywhere' }}>
                  {card.cardDescription} ({UI.likes}: {card.numberOfLikes})
                </Text>
              ))}
            </Stack>
          )}
        </Stack>
        <Divider />
        {useful === null ? (
          <Group justify="space-between" gap="sm">
            <Text fw={500}>{MSG.retro.metricUseful}</Text>
            <Group gap="xs">
              <Button variant="default" disabled={answering} onClick={() => onAnswer(false)}>
                {UI.no}
              </Button>
              <Button disabled={answering} onClick={() => onAnswer(true)}>
                {UI.yes}
              </Button>
            </Group>
          </Group>
        ) : (
          <Text fw={500} role="status" c="teal">
            {MSG.retro.thankYou}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
