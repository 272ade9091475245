import { Button, Group, Loader, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import type { ItemsDestination } from '@squadboard/domain/sprints/sprint-run.schema';
import { useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteSprint } from '../api/complete-sprint.ts';
import { useSprintPlan } from '../api/get-sprint-plan.ts';
import { SPRINT_UI as UI } from '../sprint-strings.ts';

export interface CompleteSprintDialogProps {
  opened: boolean;
  onClose: () => void;
  squadId: string;
  sprint: { id: string; name: string };
  /** After the server completed it (the caller refreshes what it shows). */
  onCompleted?: () => void;
  /** How many of its items are not done, when the caller knows (the board does). */
  openItems?: number;
}

const BACKLOG = 'backlog';
/** Up to this many upcoming sprints are offered as radios; more as a list to pick from. */
const MAX_RADIOS = 3;

/**
 * Completes a squad's active sprint. The person chooses where its unfinished items go: the next
 * sprint (chosen at first, when there is one), another upcoming one, or the backlog. The toast
 * then shows the figures the server recorded.
 */
export function CompleteSprintDialog(props: CompleteSprintDialogProps) {
  const { opened, onClose, squadId, sprint, onCompleted, openItems } = props;
  const plan = useSprintPlan(squadId, opened);
  const complete = useCompleteSprint();
  // Null until the person picks: the default follows the plan as it loads.
  const [picked, setPicked] = useState<ItemsDestination | null>(null);
  const upcoming = (plan.data?.upcoming ?? []).filter((p) => p.sprint.id !== sprint.id);
  const next = upcoming[0];
  const choice = picked ?? next?.sprint.id ?? BACKLOG;
  const close = () => {
    if (!complete.isPending) {
      setPicked(null);
      onClose();
    }
  };
  const confirm = () =>
    complete.mutate(
      { sprintId: sprint.id, squadId, carryTo: choice },
      {
        onSuccess: (result) => {
          toast.success(UI.completedWith(result.message, result.figures));
          setPicked(null);
          onCompleted?.();
          onClose();
        },
        onError: (error) => showFailure(error),
      },
    );

  const options = [
    ...upcoming.map((p, i) => ({
      value: p.sprint.id,
      label: i === 0 ? UI.nextSprint(p.sprint.name) : p.sprint.name,
    })),
    { value: BACKLOG, label: UI.backlog },
  ];
  let destination: React.ReactNode;
  if (plan.isPending) {
    destination = <Loader size="sm" aria-label={UI.carryTo} />;
  } else if (upcoming.length > MAX_RADIOS) {
    destination = (
      <Select
        label={UI.carryTo}
        data={options}
        value={choice}
        onChange={(value) => value && setPicked(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
    );
  } else {
    destination = (
      <Radio.Group label={UI.carryTo} value={choice} onChange={setPicked}>
        <Stack gap="xs" mt="xs">
          {options.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title={UI.completeSprintOf(sprint.name)} centered>
      <Stack gap="md">
        {openItems === undefined ? null : <Text size="sm">{UI.openItems(openItems)}</Text>}
        <Text size="sm" c="dimmed">
          {UI.completeIntro}
        </Text>
        {destination}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={complete.isPending}>
            {UI.cancel}
          </Button>
          <Button onClick={confirm} loading={complete.isPending} disabled={plan.isPending}>
            {UI.completeSprint}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
