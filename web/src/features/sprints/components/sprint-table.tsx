import { Table, Text } from '@mantine/core';
import { formatDisplayDate } from '@squadboard/domain/sprints/calendar-date';
import type { Sprint } from '@squadboard/domain/sprints/sprint.schema';
import { SPRINT_UI } from '../sprint-settings-strings.ts';

/** Spec 000: Sprint Name, Start Date, End Date, dates as dd/MM/y. */
export function SprintTable({ sprints }: { sprints: Sprint[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label={SPRINT_UI.sprintsTable}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{SPRINT_UI.sprintName}</Table.Th>
            <Table.Th>{SPRINT_UI.startDate}</Table.Th>
            <Table.Th>{SPRINT_UI.endDate}</Table.Th>
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
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
