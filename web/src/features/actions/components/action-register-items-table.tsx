import { Button, Center, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { ActionRegister, ActionRegisterItem } from '@squadboard/domain/actions/action-register.schema';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { ACTIONS_UI } from '../actions-strings.ts';
import { ActionRegisterItemRow } from './action-register-item-row.tsx';

interface ActionRegisterItemsTableProps {
  actionRegister: ActionRegister;
  /** Already searched and filtered by the panel's toolbar. */
  items: ActionRegisterItem[];
  loading: boolean;
  /** Set when the items could not be loaded: offers a retry. */
  onRetry: (() => void) | null;
  /** Whether the register has items at all (to tell "none yet" from "none match"). */
  hasAny: boolean;
  onOpen: (item: ActionRegisterItem) => void;
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
  onRetry,
  hasAny,
  onOpen,
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
          {ACTIONS_UI.tryAgain}
        </Button>
      </Group>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" size="sm" py="sm">
        {hasAny ? UI.noItemMatch : UI.noItems}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" highlightOnHover aria-label={UI.items(actionRegister.name)}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c}>{c}</Table.Th>
            ))}
            <Table.Th w={80}>
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
  );
}
