import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { IconBan, IconLink, IconLogin2, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { formatDateTime, StatusBadge } from '../../../entities/retro/components/retro-format.tsx';
import { toast } from '../../../lib/toast.ts';
import { RETROS_UI as UI } from '../retros-strings.ts';
import { Fact, SprintFact } from './retro-list-parts.tsx';

export interface ActiveRetroActions {
  onStart: (retro: Retro) => void;
  onJoin: (retro: Retro) => void;
  onCancel: (retro: Retro) => void;
  onDelete: (retro: Retro) => void;
}

async function copyLink(retro: Retro): Promise<void> {
  const link = `${window.location.origin}/join-retro/${retro.room}`;
  try {
    await navigator.clipboard.writeText(link);
    toast.success(MSG.retro.linkCopied);
  } catch {
    // Without clipboard access (an insecure origin, a denied permission) the link is still shown.
    toast.info(link);
  }
}

/** One scheduled or running retro: its facts, then what the caller may do with it. */
export function ActiveRetroCard({ retro, actions }: { retro: Retro; actions: ActiveRetroActions }) {
  // What the server lets the caller do with it (retroAbilities), never a role check of our own.
  const { can } = retro;
  // A running retro says when it started: its planned time is past news (an instant one has none).
  const running = retro.status === 'INPROGRESS';
  return (
    <Paper withBorder radius="md" p="md" data-testid="retro-row">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {retro.title}
          </Text>
          <StatusBadge status={retro.status} />
        </Group>
        <SimpleGrid cols={retro.sprint ? { base: 1, xs: 2, md: 4 } : { base: 1, xs: 3 }} spacing="sm">
          <Fact label={UI.squad}>{retro.squadName}</Fact>
          <SprintFact retro={retro} />
          {running ? (
            <Fact label={UI.startedAt}>{formatDateTime(retro.startedAt ?? retro.scheduledAt)}</Fact>
          ) : (
            <Fact label={UI.scheduledFor}>{formatDateTime(retro.scheduledAt)}</Fact>
          )}
          <Fact label={UI.meetingId}>{retro.meetingId}</Fact>
        </SimpleGrid>
        <Group gap="xs" justify="flex-end" wrap="wrap">
          {can.start ? (
            <Button
              size="xs"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              aria-label={UI.startRetro(retro.title)}
              onClick={() => actions.onStart(retro)}
            >
              {UI.startLabel}
            </Button>
          ) : null}
          {retro.status === 'INPROGRESS' ? (
            <Button
              size="xs"
              leftSection={<IconLogin2 size={16} aria-hidden />}
              aria-label={UI.joinRetro(retro.title)}
              onClick={() => actions.onJoin(retro)}
            >
              {UI.joinLabel}
            </Button>
          ) : null}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconLink size={16} aria-hidden />}
            aria-label={UI.copyLink(retro.title)}
            onClick={() => void copyLink(retro)}
          >
            {UI.copyLabel}
          </Button>
          {can.cancel ? (
            <Tooltip label={UI.cancelRetro(retro.title)} withArrow>
              <ActionIcon
                variant="subtle"
                color="orange"
                size="lg"
                aria-label={UI.cancelRetro(retro.title)}
                onClick={() => actions.onCancel(retro)}
              >
                <IconBan size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {can.delete ? (
            <Tooltip label={UI.deleteRetro(retro.title)} withArrow>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={UI.deleteRetro(retro.title)}
                onClick={() => actions.onDelete(retro)}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
