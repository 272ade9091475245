import { Badge, Group, Text } from '@mantine/core';
import { formatDisplayDate } from '@squadboard/domain/common/calendar-date';
import { DASHBOARD_UI as UI } from '../dashboard-strings.ts';

/** A due date as dd/MM/y, with an Overdue badge (a word, not only a colour) once it has passed. */
export function DueDate({ date, overdue }: { date: string | null; overdue: boolean }) {
  return (
    <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
      {overdue ? (
        <Badge color="red" variant="light" size="sm" tt="none">
          {UI.overdue}
        </Badge>
      ) : null}
      <Text size="xs" c={overdue ? 'red.8' : 'dimmed'}>
        {date ? UI.due(formatDisplayDate(date)) : UI.noDueDate}
      </Text>
    </Group>
  );
}
