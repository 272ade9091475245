import { ActionIcon, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { SPRINT_UI } from '../sprint-settings-strings.ts';

interface Props {
  sprints: Sprint[];
  /** Today in the caller's time zone: a sprint that has ended can no longer change. */
  today: string;
  /** The caller plans these sprints (the list's canCreate): rows get Edit and Delete. */
  canManage: boolean;
  onEdit: (sprint: Sprint) => void;
  onDelete: (sprint: Sprint) => void;
}

/** Why a sprint offers no Edit or Delete, or null when it can still change. */
function lockedReason(sprint: Sprint, today: string): string | null {
  if (sprint.started) {
    return MSG.sprint.alreadyStarted;
  }
  return sprint.endDate < today ? SPRINT_UI.ended : null;
}

/** Spec 000: Sprint Name, Start Date, End Date, dates as dd/MM/y; then the row actions. */
export function SprintTable({ sprints, today, canManage, onEdit, onDelete }: Props) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={SPRINT_UI.sprintsTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{SPRINT_UI.sprintName}</Table.Th>
            <Table.Th>{SPRINT_UI.startDate}</Table.Th>
            <Table.Th>{SPRINT_UI.endDate}</Table.Th>
            {canManage ? (
              <Table.Th w={96}>
                <VisuallyHidden>{SPRINT_UI.actions}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sprints.map((sprint) => (
            <Table.Tr key={sprint.id} aria-current={sprint.active ? 'date' : undefined}>
              <Table.Td>
                <Text size="sm" fw={sprint.active ? 600 : undefined}>
                  {sprint.name}
                </Text>
              </Table.Td>
              <Table.Td>{formatDisplayDate(sprint.startDate)}</Table.Td>
              <Table.Td>{formatDisplayDate(sprint.endDate)}</Table.Td>
              {canManage ? (
                <Table.Td>
                  <RowActions sprint={sprint} today={today} onEdit={onEdit} onDelete={onDelete} />
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowActions({
  sprint,
  today,
  onEdit,
  onDelete,
}: { sprint: Sprint; today: string } & Pick<Props, 'onEdit' | 'onDelete'>) {
  const reason = lockedReason(sprint, today);
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={reason ?? SPRINT_UI.edit(sprint.name)} withArrow multiline maw={260}>
        <ActionIcon
          variant="subtle"
          aria-label={SPRINT_UI.edit(sprint.name)}
          aria-description={reason ?? undefined}
          // aria-disabled rather than disabled: the tooltip still explains why on hover and focus.
          aria-disabled={reason ? true : undefined}
          data-disabled={reason ? true : undefined}
          onClick={() => (reason ? undefined : onEdit(sprint))}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={reason ?? SPRINT_UI.remove(sprint.name)} withArrow multiline maw={260}>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={SPRINT_UI.remove(sprint.name)}
          aria-description={reason ?? undefined}
          aria-disabled={reason ? true : undefined}
          data-disabled={reason ? true : undefined}
          onClick={() => (reason ? undefined : onDelete(sprint))}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
