import {
  ActionIcon,
  Anchor,
  Box,
  Burger,
  Group,
  Indicator,
  Menu,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MSG, ROLE_LABELS, type SessionUser } from '@squadboard/domain';
import {
  IconBell,
  IconBug,
  IconChevronDown,
  IconCreditCard,
  IconHelp,
  IconLogout,
  IconUser,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { useUnreadCount } from '../../entities/notification/api/get-unread-count.ts';
import { NOTIFICATION_BELL_UI, unreadBadgeText } from '../../entities/notification/notification-strings.ts';
import { useLiveNotifications } from '../../entities/notification/use-live-notifications.ts';
import { fullNameOf, UserAvatar } from '../../entities/person/components/user-avatar.tsx';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import { GUIDE_URL } from '../../lib/ui-strings.ts';
import { BugReportModalOnDemand } from '../on-demand.tsx';
import { forgetSession } from '../session-expiry.ts';
import { SHELL_UI as UI } from '../shell-strings.ts';

interface TopBarProps {
  user: SessionUser;
  /** Shown below 820px when the page has a side menu. */
  showBurger: boolean;
  menuOpened: boolean;
  onOpenMenu: () => void;
  compact: boolean;
}

export function TopBar({ user, showBurger, menuOpened, onOpenMenu, compact }: TopBarProps) {
  const [bugOpened, bug] = useDisclosure(false);
  const { pathname } = useLocation();

  const openHelp = () => {
    window.open(GUIDE_URL, '_blank', 'noopener,noreferrer');
  };

  return (
    <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap">
        {showBurger ? (
          <Burger
            opened={menuOpened}
            onClick={onOpenMenu}
            size="sm"
            aria-label={UI.openMenu}
            aria-expanded={menuOpened}
            data-tour="side-menu"
          />
        ) : null}
        <Anchor component={Link} to="/dashboard" aria-label={UI.home} underline="never">
          <Logo compact={compact} />
        </Anchor>
      </Group>
      <Group gap={compact ? 2 : 6} wrap="nowrap">
        <Tooltip label={MSG.topBar.reportBug}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={MSG.topBar.reportBug}
            onClick={bug.open}
            data-tour="report-bug"
          >
            <IconBug size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <NotificationBell userId={user.id} />
        <Tooltip label={MSG.topBar.help}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={MSG.topBar.help}
            onClick={openHelp}
            data-tour="help"
          >
            <IconHelp size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
        <AccountMenu user={user} compact={compact} />
      </Group>
      <BugReportModalOnDemand
        opened={bugOpened}
        onClose={bug.close}
        defaultEmail={user.email}
        page={pathname}
      />
    </Group>
  );
}

/**
 * The bell: a link to /notification with the unread count on a badge and in its name. The count
 * comes over HTTP, then live from the user's socket room.
 */
export function NotificationBell({ userId }: { userId: string }) {
  useLiveNotifications(userId);
  // Unknown (loading, or the count could not be had) reads as nothing unread: the link still works.
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Tooltip label={NOTIFICATION_BELL_UI.tooltip(unread)}>
      <ActionIcon
        component={Link}
        to="/notification"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={NOTIFICATION_BELL_UI.name(unread)}
        data-tour="notifications"
      >
        <Indicator
          disabled={unread === 0}
          label={unreadBadgeText(unread)}
          size={16}
          offset={2}
          color="red"
          inline
          aria-hidden
          data-testid="unread-badge"
          styles={{ indicator: { fontSize: 10, fontWeight: 700, paddingInline: 4 } }}
        >
          <IconBell size={20} stroke={1.6} />
        </Indicator>
      </ActionIcon>
    </Tooltip>
  );
}

function AccountMenu({ user, compact }: { user: SessionUser; compact: boolean }) {
  const name = fullNameOf(user);
  const roleLabel = ROLE_LABELS[user.role];
  return (
    <Group gap="xs" wrap="nowrap" ml={compact ? 2 : 'xs'} data-tour="account-menu">
      <Box visibleFrom="sm" ta="right" maw={180}>
        <Text size="sm" fw={600} lh={1.25} truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed" lh={1.25}>
          {roleLabel}
        </Text>
      </Box>
      <AccountMenuButton user={user} />
    </Group>
  );
}

/**
 * The avatar's menu: My Profile, My Plan, Sign out. Whatever the server answers, this browser
 * forgets the user; `onSignedOut` then leaves (the signed-in layout does so by itself).
 */
export function AccountMenuButton({ user, onSignedOut }: { user: SessionUser; onSignedOut?: () => void }) {
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const doSignOut = () => {
    signOut.mutate(undefined, {
      onSettled: () => {
        forgetSession(queryClient);
        onSignedOut?.();
      },
    });
  };
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={UI.accountMenu} style={{ borderRadius: 999 }}>
          <Group gap={4} wrap="nowrap">
            <UserAvatar user={user} size={34} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label hiddenFrom="sm">
          {fullNameOf(user)} · {ROLE_LABELS[user.role]}
        </Menu.Label>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {MSG.topBar.myProfile}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/profile"
          state={{ tab: 'my-plan' }}
          leftSection={<IconCreditCard size={16} />}
        >
          {MSG.topBar.myPlan}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={doSignOut}
          closeMenuOnClick={false}
        >
          {MSG.topBar.signOut}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
