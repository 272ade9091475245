import type { MantineSize } from '@mantine/core';
import { initialsOf, personName, type SessionUser } from '@squadboard/domain';
import { PersonAvatar } from './person-avatar.tsx';

type AvatarUser = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

/** The shell's name for a person (kept under this name for its many callers). */
export const fullNameOf = personName;

/** The user's picture, or their initials on the colour derived from their id (also when the picture fails). */
export function UserAvatar({
  user,
  size = 'md',
  decorative = false,
}: {
  user: AvatarUser;
  size?: MantineSize | number;
  /** Set where the user's name is written next to the avatar. */
  decorative?: boolean;
}) {
  return (
    <PersonAvatar
      id={user.id}
      name={fullNameOf(user)}
      initials={initialsOf(user.firstName, user.lastName, user.email)}
      avatarUrl={user.avatarUrl}
      size={size}
      decorative={decorative}
    />
  );
}
