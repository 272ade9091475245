import { Anchor, Box, Group, Paper, Stack, Title } from '@mantine/core';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ListLoadFailed, ListLoading } from '../../components/list-states.tsx';
import { KindIcon } from '../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../entities/work-item/components/status-badge.tsx';
import { OpenWorkItemProvider, workItemPagePath } from '../../entities/work-item/open-work-item.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useWorkItem } from './api/get-work-item.ts';
import { WorkItemEditor } from './components/work-item-editor.tsx';
import { isNotFound, WorkItemNotFound } from './components/work-item-not-found.tsx';
import { WORK_ITEM_UI as UI } from './work-items-strings.ts';
import './work-item.css';

export const backlogPathOf = (item: WorkItem) =>
  item.squadId ? `/backlog?squad=${encodeURIComponent(item.squadId)}` : '/backlog';

function ItemHeading({ item }: { item: WorkItem }) {
  return (
    <>
      <Anchor component={Link} to={backlogPathOf(item)} size="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {UI.backToBacklog}
        </Group>
      </Anchor>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <KindIcon kind={item.type} size={28} />
        <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
          {acronymTitle(item.acronymId, item.title)}
        </Title>
        <Box pt={6} style={{ flexShrink: 0 }}>
          <StatusBadge statusId={item.statusId} />
        </Box>
      </Group>
    </>
  );
}

/**
 * /edit-tab/work-item/:id: the Edit Work Item form as a page of its own, for a link that is
 * shared or opened in a new tab. A child item opens as its own page here, not as a dialog.
 */
export function WorkItemPage() {
  usePageTitle(UI.pageTitle);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const item = useWorkItem(id);

  let body: React.ReactNode;
  if (item.data) {
    body = (
      <>
        <ItemHeading item={item.data} />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          {/* Keyed: another item starts with its own form. */}
          <WorkItemEditor key={item.data.id} item={item.data} />
        </Paper>
      </>
    );
  } else if (item.isError) {
    body = isNotFound(item.error) ? (
      <Paper withBorder radius="md">
        <WorkItemNotFound />
      </Paper>
    ) : (
      <ListLoadFailed retryLabel={UI.tryAgain} onRetry={() => void item.refetch()} />
    );
  } else {
    body = <ListLoading label={UI.loading} />;
  }
  return (
    <OpenWorkItemProvider value={(childId) => void navigate(workItemPagePath(childId))}>
      <Stack gap="md" p={{ base: 'md', sm: 'lg' }} maw={1180}>
        {body}
      </Stack>
    </OpenWorkItemProvider>
  );
}
