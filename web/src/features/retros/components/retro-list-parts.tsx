import { Button, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageNav } from '../../../components/list-pagination.tsx';
import { ListEmpty, ListLoadFailed } from '../../../components/list-states.tsx';
import { RETROS_UI as UI } from '../retros-strings.ts';

export const CREATE_PATH = '/retro/create-retro';

/** A retro list's empty state: the shared one, with Create Retro for those who may create. */
export function EmptyList({ title, text, canCreate }: { title: string; text: string; canCreate: boolean }) {
  return (
    <ListEmpty
      icon={<IconCalendarEvent size={28} />}
      title={title}
      text={text}
      action={
        canCreate ? (
          <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
            {UI.createTitle}
          </Button>
        ) : null
      }
    />
  );
}

/** A retro list's failed load: the shared state with the list's own words. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return <ListLoadFailed message={UI.listFailed} retryLabel={UI.tryAgain} onRetry={onRetry} />;
}

export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  return (
    <PageNav
      total={total}
      pageSize={pageSize}
      page={page}
      onChange={onChange}
      label={UI.pagination}
      centered
    />
  );
}

/** A label above a value, the way each retro card lays out its facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {typeof children === 'string' ? (
        <Text size="sm" truncate>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** The sprint a retro looks back on, with its dates; nothing for a retro of none. */
export function SprintFact({ retro }: { retro: Retro }) {
  const { sprint } = retro;
  if (!sprint) {
    return null;
  }
  // Not truncated like the other facts: the dates are what tell two sprints of one name apart.
  return (
    <Fact label={MSG.retroSprint.sprint}>
      <Text size="sm">{MSG.retroSprint.withDates(sprint.name, sprint.startDate, sprint.endDate)}</Text>
    </Fact>
  );
}
