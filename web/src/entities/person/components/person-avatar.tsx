import { Avatar, type MantineSize } from '@mantine/core';
import { avatarColourFor } from '@squadboard/domain';
import type { ComponentPropsWithRef } from 'react';

/** Other props (a ref, event handlers) reach the root, so a Tooltip can wrap the avatar. */
type RootProps = Omit<ComponentPropsWithRef<'div'>, 'children' | 'id' | 'role' | 'title'>;

export interface PersonAvatarProps extends RootProps {
  /** A stable id of the person: picks their colour (spec 000 §9). */
  id: string;
  name: string;
  initials: string;
  avatarUrl: string | null;
  size?: MantineSize | number;
  /** Next to the written name the picture adds nothing for a screen reader. */
  decorative?: boolean;
}

/**
 * A person's picture, or their initials on their colour. Mantine shows the children instead of
 * the picture when there is no URL and when the picture fails to load, so a broken avatar URL
 * still gives the initials. The name sits on the root (role img) rather than on the <img>:
 * Mantine's fallback has no name of its own, and a person must be named the same whether their
 * picture loaded, failed or was never set. The initials' colour comes from the theme's filled
 * variant, which picks black or white for contrast (app/theme.ts).
 */
export function PersonAvatar({
  id,
  name,
  initials,
  avatarUrl,
  size = 'md',
  decorative = false,
  ...root
}: PersonAvatarProps) {
  const naming = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-label': name, title: name } as const);
  return (
    <Avatar
      {...root}
      src={avatarUrl || null}
      alt=""
      size={size}
      radius={1000}
      variant="filled"
      color={avatarColourFor(id)}
      {...naming}
    >
      {initials}
    </Avatar>
  );
}
