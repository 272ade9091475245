import { Group, Progress, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { PlannedSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconAlertTriangle } from '@tabler/icons-react';
import { SPRINT_UI as UI } from '../sprint-strings.ts';

interface CapacityMeterProps {
  planned: Pick<PlannedSprint, 'committedHours' | 'capacityHours' | 'overCapacity'>;
  /** The sprint's name, for the meter's accessible name. */
  name: string;
}

/**
 * A sprint's committed hours against the squad's capacity. Over capacity the bar turns red and a
 * warning says so in words (never colour alone); without working hours in Settings there is no
 * capacity to measure against, and it says how to get one.
 */
export function CapacityMeter({ planned, name }: CapacityMeterProps) {
  const { committedHours: committed, capacityHours: capacity, overCapacity } = planned;
  if (capacity === null) {
    return (
      <Stack gap={2}>
        <Text size="sm">{UI.committed(committed)}</Text>
        <Text size="xs" c="dimmed">
          {MSG.sprint.noWorkingHours}
        </Text>
      </Stack>
    );
  }
  const percent = capacity > 0 ? Math.min(100, (committed / capacity) * 100) : committed > 0 ? 100 : 0;
  const colour = overCapacity ? 'red' : 'teal';
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {UI.capacity}
        </Text>
        <Text size="sm" fw={600} c={overCapacity ? 'red.8' : undefined}>
          {UI.committedOf(committed, capacity)}
        </Text>
      </Group>
      {/* role="meter" (not progressbar): a level against a limit, which it may pass. */}
      <Progress.Root
        size="md"
        role="meter"
        aria-label={UI.capacityOf(name)}
        aria-valuemin={0}
        aria-valuemax={capacity}
        aria-valuenow={Math.min(committed, capacity)}
        aria-valuetext={UI.capacityText(committed, capacity)}
      >
        <Progress.Section value={percent} color={colour} withAria={false} />
      </Progress.Root>
      {overCapacity ? (
        <Group gap={4} wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={16}
            color="var(--mantine-color-red-8)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text size="xs" c="red.8" fw={600}>
            {MSG.sprint.overCapacity(committed, capacity)}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
