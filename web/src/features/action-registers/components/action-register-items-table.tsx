import { Button, Center, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type {
  ActionRegister,
  ActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { UI as COMMON_UI } from '../../../lib/ui-strings.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { ActionRegisterItemRow } from './action-register-item-row.tsx';

interface ActionRegisterItemsTableProps {
  actionRegister: ActionRegister;
  /** The pages loaded so far, searched and filtered by the server as the toolbar asks. */
  items: ActionRegisterItem[];
  /** How many items match the toolbar, loaded or not. */
  total: number;
  loading: boolean;
  /** Set when the items could not be loaded: offers a retry. */
  onRetry: (() => void) | null;
  /** Whether a search or "Assigned to me" narrows the list (to tell "none yet" from "none match"). */
  narrowed: boolean;
  onOpen: (item: ActionRegisterItem) => void;
  /** Set while more items follow the loaded ones. */
  more: { loading: boolean; failed: boolean; load: () => void } | null;
}

const COLUMNS = [
  UI.columns.title,
  UI.columns.status,
  UI.columns.dueDate,
  UI.columns.priority,
  UI.columns.project,
  UI.columns.assignedTo,
  UI.columns.comments,
];

/** Spec 001 §2.3: Title, Status, Due Date, Priority, Project, Assigned to, Comments; scrolls on a phone. */
export function ActionRegisterItemsTable({
  actionRegister,
  items,
  loading,
  total,
  onRetry,
  narrowed,
  onOpen,
  more,
}: ActionRegisterItemsTableProps) {
  if (loading) {
    return (
      <Center py="md">
        <Loader size="sm" aria-label={UI.loadingItems} />
      </Center>
    );
  }
  if (onRetry) {
    return (
      <Group gap="sm" py="sm">
        <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
        <Button variant="light" size="xs" onClick={onRetry}>
          {COMMON_UI.tryAgain}
        </Button>
      </Group>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {narrowed ? UI.noItemMatch : UI.noItems}
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="xs" highlightOnHover aria-label={UI.items(actionRegister.name)}>
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((c) => (
                <Table.Th key={c}>{c}</Table.Th>
              ))}
              <Table.Th w={80} className="register-cell-actions">
                <VisuallyHidden>{UI.columns.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <ActionRegisterItemRow
                key={item.id}
                actionRegister={actionRegister}
                item={item}
                onOpen={onOpen}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {more || items.length < total ? (
        <Group gap="sm" justify="space-between">
          <Text size="sm" c="dimmed" data-testid="register-items-shown" aria-live="polite">
            {UI.itemsShown(items.length, total)}
          </Text>
          {more ? (
            <Button variant="light" size="xs" onClick={more.load} loading={more.loading}>
              {more.failed ? COMMON_UI.tryAgain : UI.loadMoreItems}
            </Button>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}
