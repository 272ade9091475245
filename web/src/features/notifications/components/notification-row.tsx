import { ActionIcon, Anchor, Box, Group, Text, ThemeIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import type { NotificationKind } from '@squadboard/domain/notifications/notification.model';
import type { Notification } from '@squadboard/domain/notifications/notification.schema';
import {
  IconAt,
  IconCalendarEvent,
  IconCheck,
  IconDoorEnter,
  IconPlayerPlay,
  IconTag,
  IconUserCheck,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { NOTIFICATIONS_UI as UI } from '../notifications-strings.ts';
import { timeAgo } from '../time-ago.ts';

const KIND_ICONS: Record<NotificationKind, ComponentType<{ size?: number; stroke?: number }>> = {
  mention: IconAt,
  assignment: IconUserCheck,
  retro_scheduled: IconCalendarEvent,
  retro_started: IconPlayerPlay,
  guest_waiting: IconDoorEnter,
  release_tagged: IconTag,
};

/**
 * Only a path of this app is followed: the server makes the links, and a value that would leave
 * the app ("//elsewhere", "https:…") is shown as plain text instead.
 */
export function isAppPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

interface NotificationRowProps {
  notification: Notification;
  now: number;
  /** The person followed its link (the row is marked read on the way). */
  onOpen: (notification: Notification) => void;
  onMarkRead: (notification: Notification) => void;
  marking: boolean;
}

export function NotificationRow({ notification, now, onOpen, onMarkRead, marking }: NotificationRowProps) {
  const unread = notification.readAt === null;
  const Icon = KIND_ICONS[notification.kind];
  const meta = [UI.kinds[notification.kind], notification.actorName].filter(Boolean).join(' · ');
  const title = isAppPath(notification.link) ? (
    <Anchor
      component={Link}
      to={notification.link}
      onClick={() => onOpen(notification)}
      c="inherit"
      underline="hover"
      fw={unread ? 600 : 400}
      lineClamp={2}
      style={{ overflowWrap: 'anywhere' }}
    >
      {notification.title}
    </Anchor>
  ) : (
    <Text fw={unread ? 600 : 400} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {notification.title}
    </Text>
  );

  return (
    <Box
      component="li"
      px={{ base: 'sm', sm: 'md' }}
      py="sm"
      bg={unread ? 'var(--mantine-color-blue-0)' : undefined}
      data-unread={unread || undefined}
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ThemeIcon variant="light" color={unread ? 'blue' : 'gray'} radius="xl" size={36} aria-hidden>
          <Icon size={18} stroke={1.8} />
        </ThemeIcon>
        <Box flex={1} miw={0}>
          {unread ? <VisuallyHidden>{UI.unreadMarker}</VisuallyHidden> : null}
          {title}
          <Text size="xs" c="dimmed" mt={2}>
            {meta}
            {meta ? ' · ' : null}
            <time dateTime={notification.createdAt} title={formatTimestamp(notification.createdAt)}>
              {timeAgo(notification.createdAt, now)}
            </time>
          </Text>
        </Box>
        {unread ? (
          <Group gap={6} wrap="nowrap" align="center">
            <Box w={8} h={8} bg="blue.6" style={{ borderRadius: 999 }} aria-hidden />
            <Tooltip label={UI.markRead}>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={UI.markRead}
                onClick={() => onMarkRead(notification)}
                loading={marking}
              >
                <IconCheck size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ) : null}
      </Group>
    </Box>
  );
}
