import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Squad } from '@squadboard/domain/squads/squads.schema';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { SQUADS_UI as UI } from '../squads-strings.ts';
import { MemberAvatars } from './member-avatars.tsx';

export interface SquadActions {
  onEdit: (squad: Squad) => void;
  onView: (squad: Squad) => void;
  onDelete: (squad: Squad) => void;
}

function Lead({ squad, callerId }: { squad: Squad; callerId: string }) {
  if (!squad.lead) {
    return (
      <Text size="sm" c="dimmed">
        {UI.noLead}
      </Text>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <UserAvatar user={squad.lead} size={28} />
      <Text size="sm" truncate>
        {fullNameOf(squad.lead)}
      </Text>
      {squad.lead.id === callerId ? (
        <Badge size="xs" variant="light" color="teal">
          {UI.youLead}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Edit and Delete for those allowed, otherwise a way to look at the members. */
function RowActions({ squad, actions }: { squad: Squad; actions: SquadActions }) {
  const { canEditDetails, canEditMembers, canDelete } = squad.permissions;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canEditDetails || canEditMembers ? (
        <Tooltip label={UI.edit(squad.name)} withArrow>
          <ActionIcon variant="subtle" aria-label={UI.edit(squad.name)} onClick={() => actions.onEdit(squad)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Tooltip label={UI.view(squad.name)} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={UI.view(squad.name)}
            onClick={() => actions.onView(squad)}
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete ? (
        <Tooltip label={UI.remove(squad.name)} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={UI.remove(squad.name)}
            onClick={() => actions.onDelete(squad)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}

interface ViewProps {
  squads: Squad[];
  callerId: string;
  actions: SquadActions;
}

/** 920px and wider: a table with name, acronym, lead and members. */
export function SquadTable({ squads, callerId, actions }: ViewProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{UI.columnSquad}</Table.Th>
          <Table.Th>{UI.columnAcronym}</Table.Th>
          <Table.Th>{UI.columnLead}</Table.Th>
          <Table.Th>{UI.columnMembers}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{UI.columnActions}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {squads.map((squad) => (
          <Table.Tr key={squad.id} data-testid="squad-row">
            <Table.Td>
              <Text fw={600} size="sm" miw={120} style={{ overflowWrap: 'anywhere' }}>
                {squad.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <Badge variant="light" tt="none">
                {squad.acronym}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Lead squad={squad} callerId={callerId} />
            </Table.Td>
            <Table.Td>
              <MemberAvatars members={squad.members} count={squad.memberCount} />
            </Table.Td>
            <Table.Td>
              <RowActions squad={squad} actions={actions} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Narrow screens: one card per squad. */
export function SquadCards({ squads, callerId, actions }: ViewProps) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {squads.map((squad) => (
        <Paper key={squad.id} component="li" withBorder radius="md" p="md" data-testid="squad-row">
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="xs" miw={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {squad.name}
                </Text>
                <Badge variant="light" tt="none">
                  {squad.acronym}
                </Badge>
              </Group>
              <RowActions squad={squad} actions={actions} />
            </Group>
            <Lead squad={squad} callerId={callerId} />
            <MemberAvatars members={squad.members} count={squad.memberCount} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
