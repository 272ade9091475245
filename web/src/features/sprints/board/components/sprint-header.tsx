import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import type { PlannedSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconAlertTriangle, IconFlagCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BOARD_UI as UI } from '../board-strings.ts';

interface SprintHeaderProps {
  planned: PlannedSprint;
  /** Cards in Done. */
  doneCount: number;
  canManage: boolean;
  onComplete: () => void;
  live: ReactNode;
}

/** The active sprint's name and dates, its load against the squad's capacity, its counts. */
export function SprintHeader({ planned, doneCount, canManage, onComplete, live }: SprintHeaderProps) {
  const { sprint, capacityHours, committedHours, overCapacity, itemCount } = planned;
  let load: ReactNode;
  if (capacityHours === null) {
    load = (
      <Text size="sm" c="dimmed">
        {UI.committedOnly(committedHours)} · {MSG.sprint.noWorkingHours}
      </Text>
    );
  } else if (overCapacity) {
    load = (
      <Group gap={4} wrap="nowrap" c="red.7">
        <IconAlertTriangle size={16} aria-hidden />
        <Text size="sm" fw={600} c="red.7">
          {MSG.sprint.overCapacity(committedHours, capacityHours)}
        </Text>
      </Group>
    );
  } else {
    load = (
      <Text size="sm">
        {UI.capacity}: {UI.committed(committedHours, capacityHours)}
      </Text>
    );
  }
  return (
    <Group justify="space-between" align="flex-start" gap="sm" className="sprint-header">
      <Stack gap={4} miw={0}>
        <Group gap="sm" align="center">
          <Title order={2} fz={{ base: 'lg', sm: 'xl' }}>
            {sprint.name}
          </Title>
          {live}
        </Group>
        <Text size="sm" c="dimmed">
          {UI.dates(formatDisplayDate(sprint.startDate), formatDisplayDate(sprint.endDate))}
        </Text>
        <Group gap="md">
          {load}
          <Text size="sm">
            {UI.items(itemCount)} · {UI.done(doneCount)}
          </Text>
        </Group>
      </Stack>
      {canManage ? (
        <Button variant="light" leftSection={<IconFlagCheck size={18} aria-hidden />} onClick={onComplete}>
          {UI.completeSprint}
        </Button>
      ) : null}
    </Group>
  );
}
