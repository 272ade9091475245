import type { MantineSize } from '@mantine/core';
import { PersonAvatar, type PersonAvatarProps } from '../../../entities/person/components/person-avatar.tsx';
import { initialsOfName } from '../room-format.ts';

/**
 * A picture, or the person's initials on the colour derived from their stable room id. Named by
 * the whole name (initials alone are not a name), also when the picture fails to load.
 */
export function ParticipantAvatar({
  person,
  size = 36,
  decorative = false,
  ...root
}: Omit<PersonAvatarProps, 'id' | 'name' | 'initials' | 'avatarUrl'> & {
  person: { id: string; name: string; avatarUrl: string | null };
  size?: MantineSize | number;
  /** Next to the written name, the picture adds nothing for a screen reader. */
  decorative?: boolean;
}) {
  return (
    <PersonAvatar
      {...root}
      id={person.id}
      name={person.name}
      initials={initialsOfName(person.name)}
      avatarUrl={person.avatarUrl}
      size={size}
      decorative={decorative}
    />
  );
}
