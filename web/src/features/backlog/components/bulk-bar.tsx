import { Box, Button, Group, Paper, Select, Text } from '@mantine/core';
import type { PlannedSprint, SprintPlan } from '@squadboard/domain/sprints/sprint-run.schema';
import { statusName, type WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { type BulkWorkItemChange, WORK_ITEM_LIMITS } from '@squadboard/domain/work-items/work-item.schema';
import { IconX } from '@tabler/icons-react';
import { useSprintPlan } from '../../../entities/sprint/api/get-sprint-plan.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useBulkChange } from '../api/bulk-change.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';
import { bulkBarState } from '../bulk-selection.ts';
import { OwnerFilter } from './owner-filter.tsx';

function plannable(plan: SprintPlan | undefined): PlannedSprint[] {
  return plan ? [...(plan.active ? [plan.active] : []), ...plan.upcoming] : [];
}

interface BulkBarProps {
  squadId: string;
  selectedIds: string[];
  /** The statuses the squad uses, in workflow order. */
  statuses: readonly WorkItemStatusId[];
  onDone: () => void;
  onClear: () => void;
}

/**
 * What to do with the ticked rows: move them to one of the squad's open sprints, set their
 * status or their owner. Each choice applies at once, to all of them or (refused) to none; the
 * server's refusal names why, e.g. a status one of them may not move to.
 */
export function BulkBar({ squadId, selectedIds, statuses, onDone, onClear }: BulkBarProps) {
  const bulk = useBulkChange();
  const state = bulkBarState(selectedIds.length, bulk.isPending);
  // The sprints the squad can still plan into (the panel's): a completed one is never offered.
  const plan = useSprintPlan(squadId, state.visible);
  if (!state.visible) {
    return null;
  }
  const apply = (change: Omit<BulkWorkItemChange, 'ids'>) => {
    bulk.mutate(
      { ids: selectedIds, ...change },
      {
        onSuccess: (result) => {
          // Nothing changed (they all had it already) is news, not a success.
          if (result.count === 0) {
            toast.info(result.message);
          } else {
            toast.success(result.message);
          }
          onDone();
        },
        onError: (error) => showFailure(error),
      },
    );
  };
  // The ticked rows are backlog rows already, so only the squad's open sprints are offered.
  const sprintOptions = plannable(plan.data).map((p) => ({
    value: p.sprint.id,
    label: p.state === 'ACTIVE' ? UI.activeSprint(p.sprint.name) : p.sprint.name,
  }));
  const sprintPlaceholder = plan.isPending
    ? UI.loadingSprints
    : sprintOptions.length === 0
      ? UI.noOpenSprints
      : UI.sprintPlaceholder;

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      shadow="sm"
      component="section"
      aria-label={UI.bulkActions}
      className="backlog-bulk"
      style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Group gap="xs" style={{ alignSelf: 'center' }}>
          <Text fw={600} role="status">
            {UI.selected(state.count)}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={onClear}
          >
            {UI.clearSelection}
          </Button>
        </Group>
        <Select
          label={UI.moveToSprint}
          placeholder={sprintPlaceholder}
          data={sprintOptions}
          value={null}
          disabled={!state.canApply || sprintOptions.length === 0}
          onChange={(value) => value && apply({ sprintId: value })}
          w={{ base: '100%', xs: 200 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={UI.setStatus}
          placeholder={UI.statusPlaceholder}
          data={statuses.map((id) => ({ value: String(id), label: statusName(id) }))}
          value={null}
          disabled={!state.canApply}
          onChange={(value) => value && apply({ statusId: Number(value) as WorkItemStatusId })}
          w={{ base: '100%', xs: 180 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Box w={{ base: '100%', xs: 240 }}>
          <OwnerFilter
            label={UI.setOwner}
            placeholder={UI.setOwnerPlaceholder}
            value={null}
            disabled={!state.canApply}
            onChange={(owner) => owner && apply({ ownerId: owner.id })}
          />
        </Box>
      </Group>
      {state.tooMany ? (
        <Text size="sm" c="red" mt="xs">
          {UI.tooMany(WORK_ITEM_LIMITS.bulkMax)}
        </Text>
      ) : null}
    </Paper>
  );
}
