import { Box, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from '../../../components/logo.tsx';
import { ROOM_UI as UI } from '../retro-room-strings.ts';

interface RoomTopBarProps {
  /** Elapsed clock, once the room is known. */
  clock: ReactNode;
  title: string | null;
  name: string;
  roleLabel: string;
  /** Bug report, notifications, help and the account menu, composed by the app. */
  actions: ReactNode;
  /** The way out, always there: the back button is trapped while the retro is live. */
  onLeave: () => void;
}

/** Spec 002 §2: logo, elapsed clock and retro title on the left; who you are and the actions right. */
export function RoomTopBar({ clock, title, name, roleLabel, actions, onLeave }: RoomTopBarProps) {
  return (
    <Box
      component="header"
      h={60}
      px={{ base: 'xs', sm: 'md' }}
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--mantine-color-body)',
        flexShrink: 0,
      }}
    >
      <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <Box hiddenFrom="xs">
            <Logo compact />
          </Box>
          <Box visibleFrom="xs">
            <Logo />
          </Box>
          {clock}
          {title ? (
            <Text fw={600} truncate="end" visibleFrom="xs" style={{ minWidth: 0 }} title={title}>
              {title}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          {name ? (
            <Box visibleFrom="sm" ta="right" maw={180}>
              <Text size="sm" fw={600} lh={1.25} truncate="end">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.25}>
                {roleLabel}
              </Text>
            </Box>
          ) : null}
          {actions}
          <Button
            variant="default"
            size="compact-sm"
            px={6}
            // Phones show the icon alone, so the name comes from the label, not the text.
            aria-label={UI.leaveWaiting}
            onClick={onLeave}
          >
            <Group gap={6} wrap="nowrap">
              <IconLogout size={16} aria-hidden />
              <Box component="span" visibleFrom="xs">
                {UI.leaveWaiting}
              </Box>
            </Group>
          </Button>
        </Group>
      </Group>
    </Box>
  );
}
