import {
  Accordion,
  ActionIcon,
  Badge,
  CloseButton,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type {
  ActionRegister,
  ActionRegisterItem,
  ItemFilter,
} from '@squadboard/domain/action-registers/action-register.schema';
import { IconArchive, IconDots, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ITEM_FILTER_OPTIONS, toItemFilter } from '../action-register-format.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import { useActionRegisterItems } from '../api/list-action-register-items.ts';
import { ActionRegisterItemsTable } from './action-register-items-table.tsx';

export interface ActionRegisterHandlers {
  onEdit: (actionRegister: ActionRegister) => void;
  onArchive: (actionRegister: ActionRegister) => void;
  onDelete: (actionRegister: ActionRegister) => void;
  /** Opens the item modal: a new item (null) or an existing one. */
  onOpenItem: (actionRegister: ActionRegister, item: ActionRegisterItem | null) => void;
}

interface ActionRegisterAccordionItemProps extends ActionRegisterHandlers {
  actionRegister: ActionRegister;
  opened: boolean;
}

function ActionRegisterMenu({
  actionRegister,
  onEdit,
  onArchive,
  onDelete,
}: { actionRegister: ActionRegister } & ActionRegisterHandlers) {
  const { can } = actionRegister;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={UI.menu(actionRegister.name)}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      {/* Only what the server says the caller may do (actionRegister.can). */}
      <Menu.Dropdown>
        {can.edit ? (
          <Menu.Item
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => onEdit(actionRegister)}
          >
            {UI.edit}
          </Menu.Item>
        ) : null}
        {can.archive ? (
          <Menu.Item
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => onArchive(actionRegister)}
          >
            {UI.archive}
          </Menu.Item>
        ) : null}
        {can.delete ? (
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(actionRegister)}
          >
            {UI.delete}
          </Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 001 §2.3: one register: name, owner, counts and menu; expanded, its toolbar and items. */
export function ActionRegisterAccordionItem({
  actionRegister,
  opened,
  ...handlers
}: ActionRegisterAccordionItemProps) {
  // Held here (not in the panel) so collapsing and reopening keeps the register's search.
  const [filter, setFilter] = useState<ItemFilter>('none');
  const [search, setSearch] = useState('');
  // The server searches: ask once typing pauses, not at every key.
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const items = useActionRegisterItems(actionRegister.id, { filter, search: debouncedSearch }, opened);
  const pages = items.data?.pages ?? [];
  const shown = pages.flatMap((p) => p.items);
  const total = pages[0]?.total ?? 0;

  return (
    <Accordion.Item value={actionRegister.id} data-testid="action-register">
      <Group wrap="nowrap" gap={4} pr="xs">
        <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {actionRegister.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {UI.ownerOf(actionRegister.ownerName)}
              </Text>
            </Stack>
            <Group gap={6}>
              {actionRegister.status === 'Open' ? null : (
                <Badge variant="outline" color="gray" tt="none">
                  {actionRegister.status}
                </Badge>
              )}
              <Badge variant="light" tt="none" data-testid="register-open-count">
                {UI.totalActions}: {actionRegister.openCount}
              </Badge>
              <Badge variant="light" color="teal" tt="none" data-testid="register-closed-count">
                {UI.closedActions}: {actionRegister.closedCount}
              </Badge>
            </Group>
          </Group>
        </Accordion.Control>
        {/* Beside the control, not inside it: a button may not hold another button. */}
        {actionRegister.can.edit || actionRegister.can.archive || actionRegister.can.delete ? (
          <ActionRegisterMenu actionRegister={actionRegister} {...handlers} />
        ) : null}
      </Group>
      <Accordion.Panel>
        {opened ? (
          <Stack gap="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {actionRegister.description}
            </Text>
            <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
              <Select
                label={UI.itemFilter}
                data={ITEM_FILTER_OPTIONS}
                value={filter}
                onChange={(value) => setFilter(toItemFilter(value))}
                allowDeselect={false}
              />
              <TextInput
                label={UI.itemSearch}
                placeholder={UI.itemSearchPlaceholder}
                type="search"
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                rightSection={
                  search ? (
                    <CloseButton size="sm" aria-label={UI.clearItemSearch} onClick={() => setSearch('')} />
                  ) : null
                }
              />
            </SimpleGrid>
            <ActionRegisterItemsTable
              actionRegister={actionRegister}
              items={shown}
              total={total}
              loading={items.isPending}
              onRetry={items.isError && !items.isFetchNextPageError ? () => void items.refetch() : null}
              narrowed={debouncedSearch !== '' || filter === 'mine'}
              onOpen={(item) => handlers.onOpenItem(actionRegister, item)}
              more={
                items.hasNextPage
                  ? {
                      loading: items.isFetchingNextPage,
                      failed: items.isFetchNextPageError,
                      load: () => void items.fetchNextPage(),
                    }
                  : null
              }
            />
            <Group>
              <ActionIcon
                variant="filled"
                radius="xl"
                size="lg"
                aria-label={UI.addItem}
                onClick={() => handlers.onOpenItem(actionRegister, null)}
              >
                <IconPlus size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Stack>
        ) : null}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
