import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkItem } from './api/get-work-item.ts';
import { WorkItemView } from './components/work-item-view.tsx';
import { WORK_ITEM_UI as UI } from './work-items-strings.ts';

/** 404, or an id that is no work item's at all (the server refuses it as 400). */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function NotFound() {
  return (
    <Paper withBorder radius="md">
      <Stack align="center" gap="sm" py="xl" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" aria-hidden>
          <IconFileUnknown size={28} />
        </ThemeIcon>
        <Title order={1} fz="lg">
          {UI.notFoundTitle}
        </Title>
        <Text c="dimmed" ta="center" maw={440}>
          {UI.notFoundText}
        </Text>
        <Button component={Link} to="/backlog" variant="light">
          {UI.toBacklog}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /edit-tab/work-item/:id: one work item's view (issue 13). */
export function WorkItemPage() {
  usePageTitle(UI.pageTitle);
  const { id = '' } = useParams();
  const item = useWorkItem(id);

  let body: React.ReactNode;
  if (item.data) {
    // Keyed: another item starts with its own form.
    body = <WorkItemView key={item.data.id} item={item.data} />;
  } else if (item.isError) {
    body = isNotFound(item.error) ? (
      <NotFound />
    ) : (
      <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void item.refetch()} />
    );
  } else {
    body = <ListLoading label={UI.loading} />;
  }
  return (
    <Stack gap="md" p={{ base: 'md', sm: 'lg' }} maw={1280}>
      {body}
    </Stack>
  );
}
