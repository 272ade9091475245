import { Avatar, type MantineSize } from '@mantine/core';
import { avatarColourFor, initialsOf, personName, type SessionUser } from '@squadboard/domain';

type AvatarUser = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

/** The shell's name for a person (kept under this name for its many callers). */
export const fullNameOf = personName;

/** The user's picture, or their initials on the colour derived from their id. */
export function UserAvatar({ user, size = 'md' }: { user: AvatarUser; size?: MantineSize | number }) {
  const name = fullNameOf(user);
  const initials = initialsOf(user.firstName, user.lastName, user.email);
  if (user.avatarUrl) {
    // The initials show while the picture loads and if it cannot be loaded.
    return (
      <Avatar
        src={user.avatarUrl}
        alt={name}
        size={size}
        radius={1000}
        variant="filled"
        color={avatarColourFor(user.id)}
      >
        {initials}
      </Avatar>
    );
  }
  return (
    <Avatar
      size={size}
      radius={1000}
      variant="filled"
      color={avatarColourFor(user.id)}
      alt={name}
      title={name}
    >
      {initials}
    </Avatar>
  );
}
