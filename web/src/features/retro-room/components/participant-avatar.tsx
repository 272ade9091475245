import { Avatar, type MantineSize } from '@mantine/core';
import { avatarColourFor } from '@squadboard/domain';
import { initialsOfName } from '../room-format.ts';

/** A picture, or the person's initials on the colour derived from their stable room id. */
export function ParticipantAvatar({
  person,
  size = 36,
  decorative = false,
}: {
  person: { id: string; name: string; avatarUrl: string | null };
  size?: MantineSize | number;
  /** Next to the written name, the picture adds nothing for a screen reader. */
  decorative?: boolean;
}) {
  if (decorative) {
    return (
      <Avatar
        src={person.avatarUrl ?? undefined}
        alt=""
        aria-hidden
        size={size}
        radius={1000}
        variant="filled"
        color={avatarColourFor(person.id)}
      >
        {initialsOfName(person.name)}
      </Avatar>
    );
  }
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt={person.name}
      title={person.name}
      // Initials alone are not a name: screen readers (and tests) get the whole one.
      role={person.avatarUrl ? undefined : 'img'}
      aria-label={person.avatarUrl ? undefined : person.name}
      size={size}
      radius={1000}
      variant="filled"
      color={avatarColourFor(person.id)}
    >
      {initialsOfName(person.name)}
    </Avatar>
  );
}
