import { Button, Group, Stack, Text } from '@mantine/core';
import type { DashboardRetro } from '@squadboard/domain/dashboard/dashboard.schema';
import { canCreateRetros } from '@squadboard/domain/retro/retro.rules';
import { Link } from 'react-router';
import { formatDateTime } from '../../../entities/retro/components/retro-format.tsx';
import { roomPath } from '../../../entities/retro/room-path.ts';
import { useSessionUser } from '../../../lib/session.tsx';
import { useDashboardRetros } from '../api/dashboard-retros.ts';
import { DASHBOARD_PATHS, DASHBOARD_UI } from '../dashboard-strings.ts';
import { DashboardBlock, MoreCount } from './dashboard-block.tsx';

const UI = DASHBOARD_UI.retros;

function RetroLine({ retro, join }: { retro: DashboardRetro; join?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {retro.title}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {retro.squadName} ·{' '}
          {join && retro.startedAt
            ? UI.startedAt(formatDateTime(retro.startedAt))
            : formatDateTime(retro.scheduledAt)}
        </Text>
      </Stack>
      {join ? (
        <Button
          component={Link}
          to={roomPath(retro.room)}
          size="xs"
          color="teal"
          aria-label={UI.joinLabel(retro.title)}
          style={{ flexShrink: 0 }}
        >
          {UI.join}
        </Button>
      ) : null}
    </Group>
  );
}

/** Retros running now (joined in one click) and the next scheduled ones. */
export function RetrosBlock() {
  const query = useDashboardRetros();
  // Only those who may run a retro are sent to schedule one; the others to the list.
  const empty = canCreateRetros(useSessionUser())
    ? { text: UI.empty, to: DASHBOARD_PATHS.createRetro, label: UI.emptyLink }
    : { text: UI.empty, to: DASHBOARD_PATHS.retros, label: UI.link };
  return (
    <DashboardBlock
      title={UI.title}
      link={{ to: DASHBOARD_PATHS.retros, label: UI.link }}
      query={query}
      isEmpty={(data) => data.running.length === 0 && data.scheduled.length === 0}
      empty={empty}
    >
      {(data) => (
        <Stack gap="md">
          {data.running.length > 0 ? (
            <Stack gap="xs">
              <Text size="xs" fw={700} tt="uppercase" c="teal.9">
                {UI.running}
              </Text>
              {data.running.map((retro) => (
                <RetroLine key={retro.id} retro={retro} join />
              ))}
              <MoreCount shown={data.running.length} total={data.runningTotal} />
            </Stack>
          ) : null}
          {data.scheduled.length > 0 ? (
            <Stack gap="xs">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                {UI.scheduled}
              </Text>
              {data.scheduled.map((retro) => (
                <RetroLine key={retro.id} retro={retro} />
              ))}
              <MoreCount shown={data.scheduled.length} total={data.scheduledTotal} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </DashboardBlock>
  );
}
