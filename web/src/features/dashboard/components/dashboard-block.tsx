import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_UI as UI } from '../dashboard-strings.ts';

// The frame every dashboard block shares: a titled region linking to its area, and in place of
// its content a skeleton while loading, a retry on failure, or an empty state with a way on.

interface DashboardBlockProps<T> {
  title: string;
  link: { to: string; label: string };
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  empty: { text: string; to: string; label: string };
  /** Shown under the title whatever the state (a squad picker). */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

export function DashboardBlock<T>({
  title,
  link,
  query,
  isEmpty,
  empty,
  controls,
  children,
}: DashboardBlockProps<T>) {
  const headingId = useId();
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="xs" role="status" aria-busy="true" aria-label={title}>
        <Skeleton height={18} radius="sm" />
        <Skeleton height={18} radius="sm" />
        <Skeleton height={18} width="60%" radius="sm" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text size="sm">{UI.loadFailed}</Text>
        <Button size="xs" variant="light" onClick={() => void query.refetch()}>
          {UI.retry}
        </Button>
      </Stack>
    );
  } else if (isEmpty(query.data)) {
    content = (
      <Stack gap={6} align="flex-start">
        <Text size="sm" c="dimmed">
          {empty.text}
        </Text>
        <Anchor component={Link} to={empty.to} size="sm">
          {empty.label}
        </Anchor>
      </Stack>
    );
  } else {
    content = children(query.data);
  }

  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md" h="100%">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          <Anchor component={Link} to={link.to} size="sm" style={{ whiteSpace: 'nowrap' }}>
            {link.label}
          </Anchor>
        </Group>
        {controls}
        {content}
      </Stack>
    </Paper>
  );
}

/** "Showing 5 of 12" under a list cut short; nothing when every row is shown. */
export function MoreCount({ shown, total }: { shown: number; total: number }) {
  return total > shown ? (
    <Text size="xs" c="dimmed">
      {UI.more(shown, total)}
    </Text>
  ) : null;
}
