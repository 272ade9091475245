import { ActionIcon, Badge, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { MSG, ROLE_LABELS, type UserStatus } from '@squadboard/domain';
import type { UserListItem } from '@squadboard/domain/users/users.schema';
import { IconDotsVertical, IconMailForward, IconPencil } from '@tabler/icons-react';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { PERMISSIONS_UI as UI } from '../permissions-strings.ts';

const STATUS_BADGES: Partial<Record<UserStatus, { label: string; color: string }>> = {
  UNVERIFIED: { label: UI.invited, color: 'yellow' },
  INACTIVE: { label: UI.inactive, color: 'gray' },
  DISABLED: { label: UI.disabled, color: 'red' },
};

function SquadNames({ user }: { user: UserListItem }) {
  if (user.squads.length === 0) {
    return (
      <Text size="sm" c="dimmed" aria-label="None">
        {UI.noSquads}
      </Text>
    );
  }
  return (
    <Group gap={4}>
      {user.squads.map((squad) => (
        <Badge key={squad.id} variant="light" color="gray" tt="none" fw={500}>
          {squad.name}
        </Badge>
      ))}
    </Group>
  );
}

interface RowActions {
  onEdit: (user: UserListItem) => void;
  /** Offered for invited people: a new link when the first was lost or has expired. */
  onResendInvitation: (user: UserListItem) => void;
}

function UserRow({ user, onEdit, onResendInvitation }: { user: UserListItem } & RowActions) {
  const name = fullNameOf(user);
  const status = STATUS_BADGES[user.status];
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar user={{ ...user, avatarUrl: null }} size={38} />
          <Stack gap={2} miw={0}>
            <Group gap={6}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              {status ? (
                <Badge size="xs" variant="light" color={status.color}>
                  {status.label}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Text>
            <Text size="xs" c="brand.7" fw={500}>
              {ROLE_LABELS[user.role]}
            </Text>
            {/* Narrow screens drop the Member Of column and show the squads here. */}
            {user.squads.length > 0 ? (
              <Stack gap={2} hiddenFrom="sm" mt={4}>
                <Text size="xs" c="dimmed">
                  {UI.memberOf}
                </Text>
                <SquadNames user={user} />
              </Stack>
            ) : null}
          </Stack>
        </Group>
      </Table.Td>
      <Table.Td visibleFrom="sm">
        <SquadNames user={user} />
      </Table.Td>
      <Table.Td w={56}>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={UI.actionsFor(name)}>
              <IconDotsVertical size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(user)}>
              {UI.edit}
            </Menu.Item>
            {user.status === 'UNVERIFIED' ? (
              <Menu.Item
                leftSection={<IconMailForward size={16} aria-hidden />}
                onClick={() => onResendInvitation(user)}
              >
                {MSG.permissions.resendInvitation}
              </Menu.Item>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}

/** The Users tab's list: columns Name and 'Member Of', a menu with Edit (and for invited people, Resend invitation). */
export function UserTable({ users, ...actions }: { users: UserListItem[] } & RowActions) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{UI.name}</Table.Th>
          <Table.Th visibleFrom="sm">{UI.memberOf}</Table.Th>
          <Table.Th w={56}>
            <VisuallyHidden>{UI.actionsColumn}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <UserRow key={user.id} user={user} {...actions} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
