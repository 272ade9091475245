import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';

/** 404, or an id that is no work item's at all (the server refuses it as 400). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function WorkItemNotFound() {
  return (
    <Stack align="center" gap="sm" py="xl" px="md">
      <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
        <IconFileUnknown size={28} />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {UI.notFoundTitle}
      </Title>
      <Text c="dimmed" ta="center" maw={440}>
        {UI.notFoundText}
      </Text>
      <Button component={Link} to="/backlog" variant="light">
        {UI.toBacklog}
      </Button>
    </Stack>
  );
}
