import { Avatar, Badge, Group, Menu, ScrollArea, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';
import { useId } from 'react';
import type { OpAck } from '../board/use-board.ts';
import { HandOverMenu } from '../facilitation/handover-menu.tsx';
import { ROOM_UI as UI } from '../retro-room-strings.ts';
import { retroRoleLabel, splitAvatars } from '../room-format.ts';
import { ParticipantAvatar } from './participant-avatar.tsx';

/**
 * Spec 002 §2: the first six avatars, the rest behind +N in the 'Retro Participants' menu.
 * Given `onHandOver` (the live room's admin only), a menu to pass the facilitator's
 * role to another signed-in participant.
 */
export function AttendeeRow({
  participants,
  meId,
  onHandOver,
}: {
  participants: RoomParticipant[];
  meId: string;
  onHandOver?: (participantId: string) => Promise<OpAck>;
}) {
  const { shown, more } = splitAvatars(participants);
  return (
    <Group gap="xs" wrap="nowrap" aria-label={UI.attendees} role="group">
      <Avatar.Group>
        {shown.map((person) => (
          <Tooltip key={person.id} label={person.id === meId ? `${person.name} ${UI.you}` : person.name}>
            <ParticipantAvatar person={person} />
          </Tooltip>
        ))}
      </Avatar.Group>
      {/* Outside the group: its context would overlap the avatars listed in the menu too. */}
      {more > 0 ? <ParticipantsMenu participants={participants} meId={meId} more={more} /> : null}
      {onHandOver ? <HandOverMenu participants={participants} meId={meId} onHandOver={onHandOver} /> : null}
    </Group>
  );
}

function ParticipantsMenu({
  participants,
  meId,
  more,
}: {
  participants: RoomParticipant[];
  meId: string;
  more: number;
}) {
  const titleId = useId();
  return (
    <Menu position="bottom-end" width={280} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={UI.moreParticipants(more)} style={{ borderRadius: 999 }}>
          <Avatar size={36} radius={1000} color="gray" variant="light">
            +{more}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      {/* The menu is named by its title, not by the +N button that opens it. */}
      <Menu.Dropdown aria-labelledby={titleId}>
        <Menu.Label id={titleId}>{MSG.retro.participants}</Menu.Label>
        <ScrollArea h={300} type="auto" offsetScrollbars>
          {participants.map((person) => (
            <Menu.Item
              key={person.id}
              leftSection={<ParticipantAvatar person={person} size={28} decorative />}
            >
              <Text size="sm" truncate="end">
                {person.name} {person.id === meId ? UI.you : ''}
              </Text>
              <Group gap={4}>
                <Text size="xs" c="dimmed">
                  {retroRoleLabel(person.role)}
                </Text>
                {person.guest ? (
                  <Badge size="xs" variant="light" color="gray">
                    {UI.guest}
                  </Badge>
                ) : null}
              </Group>
            </Menu.Item>
          ))}
        </ScrollArea>
      </Menu.Dropdown>
    </Menu>
  );
}
