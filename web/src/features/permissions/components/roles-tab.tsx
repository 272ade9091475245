import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { MSG, ROLE_LABELS } from '@squadboard/domain';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { PERMISSIONS_UI as UI } from '../permissions-strings.ts';
import { SquadAdminsDialog } from './squad-admins-dialog.tsx';

/** Roles tab: Super Admin greyed out and locked; Squad Admin opens ADD ROLES. */
export function RolesTab() {
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }}>
      <Table verticalSpacing="md" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{UI.roleName}</Table.Th>
            <Table.Th>{UI.roleDescription}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr
            aria-disabled="true"
            title={UI.superAdminLocked}
            style={{ opacity: 0.55, cursor: 'not-allowed' }}
          >
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <IconLock size={16} aria-hidden />
                <Text fw={600} size="sm">
                  {ROLE_LABELS.SUPER_ADMIN}
                </Text>
              </Group>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{MSG.permissions.superAdminDescription}</Text>
            </Table.Td>
          </Table.Tr>
          <Table.Tr onClick={() => setOpened(true)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              {/* The row is clickable with a mouse; this button makes it reachable by keyboard too. */}
              <Anchor
                component="button"
                type="button"
                fw={600}
                size="sm"
                onClick={(event) => {
                  event.stopPropagation();
                  setOpened(true);
                }}
              >
                {ROLE_LABELS.SQUAD_ADMIN}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{MSG.permissions.squadAdminDescription}</Text>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <SquadAdminsDialog opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
