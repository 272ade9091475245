import { ActionIcon } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { SHELL_UI as UI } from '../shell-strings.ts';

/** The phone header's burger; also stands in for the menu while its code arrives. */
export const MenuButton = forwardRef<HTMLButtonElement, { onClick?: () => void }>(
  function MenuButton(props, ref) {
    return (
      <ActionIcon ref={ref} variant="subtle" color="gray" size="lg" aria-label={UI.openMenu} {...props}>
        <IconMenu2 size={20} />
      </ActionIcon>
    );
  },
);
