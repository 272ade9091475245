import { useDroppable } from '@dnd-kit/core';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PlannedSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconPlayerPlay, IconSquareCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { CapacityMeter } from '../../../entities/sprint/components/capacity-meter.tsx';
import { SPRINT_UI } from '../../../entities/sprint/sprint-strings.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { type SprintTarget, sprintDropId } from './planning-dnd.tsx';

interface SprintCardProps {
  planned: PlannedSprint;
  /** Start or Complete, when the caller may manage the squad's sprints; null otherwise. */
  action: {
    label: string;
    onClick: () => void;
    pending?: boolean;
    /** Why it cannot be pressed now (the id of an element saying so), when it cannot. */
    disabledBy?: string;
  } | null;
}

/** One sprint of the planning panel, and a drop target for backlog rows. */
export function SprintCard({ planned, action }: SprintCardProps) {
  const { sprint, state } = planned;
  const titleId = useId();
  const target: SprintTarget = { kind: 'sprint', sprintId: sprint.id, name: sprint.name };
  const { setNodeRef, isOver } = useDroppable({ id: sprintDropId(sprint.id), data: target });
  const active = state === 'ACTIVE';

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="sm"
      className="sprint-card"
      data-over={isOver || undefined}
      data-sprint-drop={sprint.id}
      tabIndex={-1}
      data-active={active || undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={3} size="sm" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {sprint.name}
          </Title>
          {active ? (
            <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
              {UI.active}
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          {SPRINT_UI.dates(sprint.startDate, sprint.endDate)}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Text size="sm">{SPRINT_UI.items(planned.itemCount)}</Text>
          <Text size="xs" c="dimmed">
            · {SPRINT_UI.workingDays(planned.workingDays)}
          </Text>
        </Group>
        <CapacityMeter planned={planned} name={sprint.name} />
        {isOver ? (
          <Text size="xs" c="var(--mantine-primary-color-filled)" fw={600}>
            {UI.dropHere}
          </Text>
        ) : null}
        {action ? (
          <Button
            size="compact-sm"
            variant={active ? 'light' : 'default'}
            leftSection={
              active ? <IconSquareCheck size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
            }
            aria-label={`${action.label}: ${sprint.name}`}
            aria-describedby={action.disabledBy}
            disabled={Boolean(action.disabledBy)}
            loading={action.pending}
            onClick={action.onClick}
            style={{ alignSelf: 'flex-start' }}
          >
            {action.label}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
