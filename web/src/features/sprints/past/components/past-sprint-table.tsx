import { Table, UnstyledButton } from '@mantine/core';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import type { PastSprint } from '@squadboard/domain/sprints/sprint-run.schema';
import {
  type ChartUnit,
  completionPercent,
  formatFigure,
} from '../../../../entities/sprint/sprint-charts-data.ts';
import { PAST_UI } from '../past-sprints-strings.ts';
import { RetroLink } from './retro-link.tsx';

interface Props {
  sprints: PastSprint[];
  unit: ChartUnit;
  selectedId: string;
  onSelect: (sprintId: string) => void;
}

/** The completed sprints, latest first; a sprint's name is a toggle button choosing the burndown shown. */
export function PastSprintTable({ sprints, unit, selectedId, onSelect }: Props) {
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={PAST_UI.sprints}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{PAST_UI.sprint}</Table.Th>
            <Table.Th>{PAST_UI.dates}</Table.Th>
            <Table.Th>{PAST_UI.itemsColumn}</Table.Th>
            <Table.Th>{PAST_UI.hoursColumn}</Table.Th>
            <Table.Th>{PAST_UI.completion}</Table.Th>
            <Table.Th>{PAST_UI.retro}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sprints.map((sprint) => {
            const selected = sprint.sprintId === selectedId;
            const percent = completionPercent(sprint, unit);
            return (
              <Table.Tr
                key={sprint.sprintId}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                aria-current={selected ? 'true' : undefined}
              >
                <Table.Td>
                  <UnstyledButton
                    onClick={() => onSelect(sprint.sprintId)}
                    aria-pressed={selected}
                    title={PAST_UI.select(sprint.name)}
                    fz="sm"
                    fw={selected ? 700 : 500}
                    c="var(--mantine-primary-color-filled)"
                    td="underline"
                  >
                    {sprint.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {PAST_UI.dateRange(formatDisplayDate(sprint.startDate), formatDisplayDate(sprint.endDate))}
                </Table.Td>
                <Table.Td>
                  {PAST_UI.ratio(formatFigure(sprint.completedItems), formatFigure(sprint.committedItems))}
                </Table.Td>
                <Table.Td>
                  {PAST_UI.ratio(formatFigure(sprint.completedHours), formatFigure(sprint.committedHours))}
                </Table.Td>
                <Table.Td>{percent === null ? '–' : `${percent}%`}</Table.Td>
                <Table.Td>{sprint.retro ? <RetroLink retro={sprint.retro} /> : PAST_UI.noRetro}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
