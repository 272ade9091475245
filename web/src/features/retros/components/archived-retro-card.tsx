import { Anchor, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { IconArchive } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime, MoodResult, StatusBadge } from '../../../entities/retro/components/retro-format.tsx';
import { roomPath } from '../../../entities/retro/room-path.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';
import { Fact, SprintFact } from './retro-list-parts.tsx';

interface ArchivedRetroCardProps {
  retro: Retro;
  onArchive: (retro: Retro) => void;
  archiving: boolean;
}

/** A finished retro: its title opens the read-only board. */
export function ArchivedRetroCard({ retro, onArchive, archiving }: ArchivedRetroCardProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="retro-row">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Anchor
            component={Link}
            to={roomPath(retro.room)}
            fw={600}
            size="lg"
            aria-label={UI.openRetro(retro.title)}
            style={{ overflowWrap: 'anywhere' }}
          >
            {retro.title}
          </Anchor>
          <StatusBadge status={retro.status} />
        </Group>
        <SimpleGrid cols={retro.sprint ? { base: 2, sm: 3, lg: 5 } : { base: 2, sm: 4 }} spacing="sm">
          <Fact label={UI.date}>{formatDateTime(retro.endedAt ?? retro.startedAt ?? retro.scheduledAt)}</Fact>
          <Fact label={UI.squad}>{retro.squadName}</Fact>
          <SprintFact retro={retro} />
          <Fact label={UI.mood}>
            <MoodResult mood={retro.mood} />
          </Fact>
          <Fact label={UI.cards}>{UI.cardCount(retro.cardCount)}</Fact>
        </SimpleGrid>
        {retro.can.archive ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
              aria-label={UI.archiveRetro(retro.title)}
              loading={archiving}
              onClick={() => onArchive(retro)}
            >
              {UI.archiveTitle}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
