import { Button, Center, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageNav } from '../../../components/list-pagination.tsx';
import { RETROS_UI as UI } from '../retros-strings.ts';

export const CREATE_PATH = '/retro/create-retro';

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader aria-label={label} />
    </Center>
  );
}

export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text>{UI.listFailed}</Text>
      <Button variant="light" onClick={onRetry}>
        {UI.tryAgain}
      </Button>
    </Stack>
  );
}

export function EmptyList({ title, text, canCreate }: { title: string; text: string; canCreate: boolean }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md">
      <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
        <IconCalendarEvent size={28} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {text}
      </Text>
      {canCreate ? (
        <Button component={Link} to={CREATE_PATH} leftSection={<IconPlus size={18} aria-hidden />}>
          {UI.createTitle}
        </Button>
      ) : null}
    </Stack>
  );
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
