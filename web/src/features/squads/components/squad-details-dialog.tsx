import { Badge, Group, Modal, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Squad, SquadUser } from '@squadboard/domain/squads/squads.schema';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { SQUADS_UI as UI } from '../squads-strings.ts';

function Person({ user }: { user: SquadUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} size={32} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500} truncate>
          {fullNameOf(user)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
        </Text>
      </Stack>
    </Group>
  );
}

/** Read-only view for those who may not change the squad: who leads it and who is in it. */
export function SquadDetailsDialog({ squad, onClose }: { squad: Squad | null; onClose: () => void }) {
  return (
    <Modal opened={squad !== null} onClose={onClose} title={UI.viewTitle} centered>
      {squad ? (
        <Stack gap="md">
          <Group gap="sm">
            <Title order={3} fz="lg">
              {squad.name}
            </Title>
            <Badge variant="light">{squad.acronym}</Badge>
          </Group>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {UI.lead}
            </Text>
            {squad.lead ? <Person user={squad.lead} /> : <Text size="sm">{UI.noLead}</Text>}
          </Stack>
          <Stack gap={6}>
            <Text size="sm" c="dimmed">
              {`${UI.members} · ${UI.memberCount(squad.memberCount)}`}
            </Text>
            <ScrollArea.Autosize mah={320}>
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {squad.members.map((member) => (
                  <li key={member.id}>
                    <Person user={member} />
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}
