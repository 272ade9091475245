import { Badge, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ListPageHeaderProps {
  title: string;
  /** e.g. "Total: 12"; hidden until the list has loaded. */
  total?: string | null;
  /** Buttons on the right, such as "New Squad". */
  actions?: ReactNode;
}

/** The heading row of the list pages (squads, retros, archive): title, count, actions. */
export function ListPageHeader({ title, total, actions }: ListPageHeaderProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {total ? (
          <Badge variant="light" color="gray" size="lg" tt="none">
            {total}
          </Badge>
        ) : null}
      </Group>
      {actions}
    </Group>
  );
}
