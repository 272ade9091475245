import { Avatar, Group, Text, Tooltip } from '@mantine/core';
import type { SquadUser } from '@squadboard/domain/squads/squads.schema';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { SQUADS_UI as UI } from '../squads-strings.ts';

const SHOWN = 4;

/** Up to four member avatars, a "+N" for the rest, and the count in words. */
export function MemberAvatars({ members, count }: { members: SquadUser[]; count: number }) {
  if (count === 0) {
    return (
      <Text size="sm" c="dimmed">
        {UI.noMembers}
      </Text>
    );
  }
  const shown = members.slice(0, SHOWN);
  const rest = members.slice(SHOWN);
  return (
    <Group gap="xs" wrap="nowrap">
      <Tooltip.Group openDelay={200} closeDelay={100}>
        <Avatar.Group>
          {shown.map((member) => (
            <Tooltip key={member.id} label={fullNameOf(member)} withArrow>
              <span>
                <UserAvatar user={member} size={30} />
              </span>
            </Tooltip>
          ))}
          {rest.length > 0 ? (
            <Tooltip label={rest.map(fullNameOf).join(', ')} withArrow multiline maw={260}>
              <Avatar size={30} radius="xl" aria-label={UI.moreMembers(rest.length)}>
                +{rest.length}
              </Avatar>
            </Tooltip>
          ) : null}
        </Avatar.Group>
      </Tooltip.Group>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {UI.memberCount(count)}
      </Text>
    </Group>
  );
}
