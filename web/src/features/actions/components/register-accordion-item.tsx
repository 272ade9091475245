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
import { viewItems } from '@squadboard/domain/actions/register.rules';
import type { ItemFilter, Register, RegisterItem } from '@squadboard/domain/actions/register.schema';
import { IconArchive, IconDots, IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useRegisterItems } from '../api/registers.ts';
import { ITEM_FILTER_OPTIONS, toItemFilter } from '../register-format.ts';
import { REGISTERS_UI as UI } from '../registers-strings.ts';
import { RegisterItemsTable } from './register-items-table.tsx';

export interface RegisterHandlers {
  onEdit: (register: Register) => void;
  onArchive: (register: Register) => void;
  onDelete: (register: Register) => void;
  /** Opens the item modal: a new item (null) or an existing one. */
  onOpenItem: (register: Register, item: RegisterItem | null) => void;
}

interface RegisterAccordionItemProps extends RegisterHandlers {
  register: Register;
  opened: boolean;
  /** The signed-in user, for 'Assigned to me'. */
  meId: string;
}

function RegisterMenu({ register, onEdit, onArchive, onDelete }: { register: Register } & RegisterHandlers) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={UI.menu(register.name)}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(register)}>
          {UI.edit}
        </Menu.Item>
        {register.status === 'Archive' ? null : (
          <Menu.Item leftSection={<IconArchive size={16} aria-hidden />} onClick={() => onArchive(register)}>
            {UI.archive}
          </Menu.Item>
        )}
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(register)}
        >
          {UI.delete}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** Spec 001 §2.3: one register: name, owner, counts and menu; expanded, its toolbar and items. */
export function RegisterAccordionItem({ register, opened, meId, ...handlers }: RegisterAccordionItemProps) {
  // Held here (not in the panel) so collapsing and reopening keeps the register's search.
  const [filter, setFilter] = useState<ItemFilter>('none');
  const [search, setSearch] = useState('');
  const items = useRegisterItems(register.id, opened);
  const all = items.data ?? [];
  const shown = viewItems(all, { filter, search, meId });

  return (
    <Accordion.Item value={register.id} data-testid="register">
      <Group wrap="nowrap" gap={4} pr="xs">
        <Accordion.Control style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {register.name}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {UI.ownerOf(register.ownerName)}
              </Text>
            </Stack>
            <Group gap={6}>
              {register.status === 'Open' ? null : (
                <Badge variant="outline" color="gray" tt="none">
                  {register.status}
                </Badge>
              )}
              <Badge variant="light" tt="none" data-testid="register-open-count">
                {UI.totalActions}: {register.openCount}
              </Badge>
              <Badge variant="light" color="teal" tt="none" data-testid="register-closed-count">
                {UI.closedActions}: {register.closedCount}
              </Badge>
            </Group>
          </Group>
        </Accordion.Control>
        {/* Beside the control, not inside it: a button may not hold another button. */}
        {register.canManage ? <RegisterMenu register={register} {...handlers} /> : null}
      </Group>
      <Accordion.Panel>
        {opened ? (
          <Stack gap="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {register.description}
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
            <RegisterItemsTable
              register={register}
              items={shown}
              loading={items.isPending}
              onRetry={items.isError ? () => void items.refetch() : null}
              hasAny={all.length > 0}
              onOpen={(item) => handlers.onOpenItem(register, item)}
            />
            <Group>
              <ActionIcon
                variant="filled"
                radius="xl"
                size="lg"
                aria-label={UI.addItem}
                onClick={() => handlers.onOpenItem(register, null)}
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
