import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import type { PlannedSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSprintPlan } from '../../../entities/sprint/api/get-sprint-plan.ts';
import { useStartSprint } from '../../../entities/sprint/api/start-sprint.ts';
import { CompleteSprintDialog } from '../../../entities/sprint/components/complete-sprint-dialog.tsx';
import { SPRINT_UI } from '../../../entities/sprint/sprint-strings.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { SprintCard } from './sprint-card.tsx';

const SPRINT_SETTINGS = '/configuration-settings/sprint';

interface SprintPanelProps {
  squad: { id: string; name: string };
}

/**
 * The backlog's planning panel: the squad's active sprint and the upcoming ones, each with its
 * load against the squad's capacity, as drop targets for backlog rows. The squad's lead (or a
 * Super Admin) starts and completes sprints here. It folds away, and stays as left.
 */
export function SprintPanel({ squad }: SprintPanelProps) {
  const [open, setOpen] = useLocalStorage({ key: 'squadboard.backlog.sprints-open', defaultValue: true });
  const bodyId = useId();
  return (
    <Paper
      component="aside"
      aria-label={UI.sprintsOf(squad.name)}
      withBorder
      radius="md"
      p="sm"
      className="sprint-panel"
      data-open={open || undefined}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Title order={2} size="h4">
          {UI.sprints}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={open}
          aria-controls={bodyId}
          rightSection={
            open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
          }
          onClick={() => setOpen(!open)}
        >
          {open ? UI.hideSprints : UI.showSprints}
        </Button>
      </Group>
      {open ? (
        <div id={bodyId} className="sprint-panel-body">
          <PlanBody squadId={squad.id} />
        </div>
      ) : null}
    </Paper>
  );
}

function PlanBody({ squadId }: { squadId: string }) {
  const plan = useSprintPlan(squadId);
  const start = useStartSprint();
  const [completing, setCompleting] = useState<{ id: string; name: string } | null>(null);
  const noteId = useId();

  if (plan.isPending) {
    // Laid out as the loaded panel is (a hint, then the cards: a row above a narrow list, a column
    // beside a wide one), each card as tall as a sprint's, so nothing moves when they arrive.
    return (
      <Stack gap="xs" mt={4} role="status" aria-label={UI.loadingSprints} aria-busy>
        <Skeleton h={32} w="80%" radius="sm" />
        <div className="sprint-cards">
          <Skeleton className="sprint-card-skeleton" radius="md" />
          <Skeleton className="sprint-card-skeleton" radius="md" />
        </div>
      </Stack>
    );
  }
  if (plan.isError) {
    return (
      <Stack gap="xs" mt="sm" align="flex-start">
        <Text size="sm" c="red">
          {MSG.generic.somethingWentWrong}
        </Text>
        <Button variant="default" size="compact-sm" onClick={() => void plan.refetch()}>
          {UI.tryAgain}
        </Button>
      </Stack>
    );
  }
  const { active, upcoming, canManage } = plan.data;
  if (!active && upcoming.length === 0) {
    return (
      <Stack gap={4} mt="xs" align="flex-start" className="sprint-panel-empty">
        <Text size="sm" fw={600}>
          {UI.noSprints}
        </Text>
        <Text size="sm" c="dimmed">
          {UI.noSprintsText}
        </Text>
        <Anchor component={Link} to={SPRINT_SETTINGS} size="sm">
          {UI.openSprintSettings}
        </Anchor>
      </Stack>
    );
  }

  const onStart = (planned: PlannedSprint) =>
    start.mutate(
      { sprintId: planned.sprint.id, squadId },
      {
        onSuccess: () => toast.success(MSG.sprint.started(planned.sprint.name)),
        onError: (error) => showFailure(error),
      },
    );

  const manageNote = canManage && active && upcoming.length > 0;
  return (
    <Stack gap="xs" mt={4}>
      <Text size="xs" c="dimmed">
        {UI.dropHint}
      </Text>
      {manageNote ? (
        <Text size="xs" c="dimmed" id={noteId}>
          {MSG.sprint.anotherActive(active.sprint.name)}
        </Text>
      ) : null}
      {/* A row that scrolls sideways above a narrow list, a column beside a wide one (backlog.css);
          focusable, so the keyboard can scroll it too. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="sprint-cards" aria-label={UI.sprintList} tabIndex={0}>
        {active ? (
          <SprintCard
            planned={active}
            action={
              canManage
                ? {
                    label: SPRINT_UI.completeSprint,
                    onClick: () => setCompleting({ id: active.sprint.id, name: active.sprint.name }),
                  }
                : null
            }
          />
        ) : null}
        {upcoming.map((planned) => (
          <SprintCard
            key={planned.sprint.id}
            planned={planned}
            action={
              canManage
                ? {
                    label: SPRINT_UI.startSprint,
                    onClick: () => onStart(planned),
                    pending: start.isPending && start.variables?.sprintId === planned.sprint.id,
                    disabledBy: active ? noteId : undefined,
                  }
                : null
            }
          />
        ))}
      </section>
      {completing ? (
        <CompleteSprintDialog
          opened
          onClose={() => setCompleting(null)}
          squadId={squadId}
          sprint={completing}
        />
      ) : null}
    </Stack>
  );
}
