import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { acronymTitle } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { Link } from 'react-router';
import { KindIcon } from '../../../entities/work-item/components/kind-icon.tsx';
import { StatusBadge } from '../../../entities/work-item/components/status-badge.tsx';
import {
  isPlainClick,
  useOpenWorkItem,
  workItemPagePath,
} from '../../../entities/work-item/open-work-item.tsx';
import { useWorkItemChildren } from '../api/list-children.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { AddChild } from './add-child.tsx';

/** The item's child items, each a link to its own view. */
export function ItemChildren({ item }: { item: WorkItem }) {
  const { id } = item;
  const children = useWorkItemChildren(id);
  const openWorkItem = useOpenWorkItem();
  const items = children.data ?? [];
  let body: React.ReactNode;
  if (children.isPending) {
    body = null;
  } else if (children.isError) {
    body = (
      <Text size="sm" c="red">
        {UI.loadFailed}
      </Text>
    );
  } else if (items.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {UI.noChildren}
      </Text>
    );
  } else {
    body = (
      <Stack component="ul" gap={6} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((child) => (
          <Group component="li" key={child.id} gap="xs" wrap="nowrap" justify="space-between">
            <Group gap="xs" wrap="nowrap" miw={0}>
              <KindIcon kind={child.type} size={18} />
              <Anchor
                component={Link}
                to={workItemPagePath(child.id)}
                size="sm"
                truncate
                onClick={(event) => {
                  // A plain click opens the child in place; with a modifier, the browser's way (a new tab).
                  if (isPlainClick(event)) {
                    event.preventDefault();
                    openWorkItem(child.id);
                  }
                }}
              >
                {acronymTitle(child.acronymId, child.title)}
              </Anchor>
            </Group>
            <Box style={{ flexShrink: 0 }}>
              <StatusBadge statusId={child.statusId} />
            </Box>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Box component="section" aria-label={UI.children} aria-busy={children.isPending}>
      {body}
      <AddChild item={item} />
    </Box>
  );
}
