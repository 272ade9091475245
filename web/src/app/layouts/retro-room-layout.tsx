import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { MSG, type SessionUser } from '@squadboard/domain';
import { IconBell, IconBug, IconHelp } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useMe } from '../../features/auth/api/me.ts';
import { RetroRoomPage } from '../../features/retro-room/retro-room-page.tsx';
import { PHONE_QUERY } from '../../lib/media-queries.ts';
import { GUIDE_URL } from '../../lib/ui-strings.ts';
import { BugReportModalOnDemand } from '../on-demand.tsx';
import { usePreloadedToasts } from '../providers.tsx';
import { AccountMenuButton } from '../shell/top-bar.tsx';

// The retro room has its own full-screen layout (spec 002 §2): no side menu, no landing header.
// Members and guests both reach it, so it waits for /me and hands the page the user and the
// top-bar actions the shell owns (features do not import the auth or bug-report features). The
// one bug report dialog opens from the top bar and from the room's sub-header alike.

export function RetroRoomRoute() {
  usePreloadedToasts();
  const me = useMe();
  const [bugOpened, bug] = useDisclosure(false);
  const { pathname } = useLocation();
  if (me.isPending) {
    return <FullPageLoader />;
  }
  const user = me.data ?? null;
  return (
    <>
      <RetroRoomPage
        user={user}
        topBarActions={<RoomTopBarActions user={user} onReportBug={bug.open} />}
        onReportBug={bug.open}
      />
      <BugReportModalOnDemand
        opened={bugOpened}
        onClose={bug.close}
        defaultEmail={user?.email ?? ''}
        page={pathname}
      />
    </>
  );
}

function RoomTopBarActions({ user, onReportBug }: { user: SessionUser | null; onReportBug: () => void }) {
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const size = isPhone ? 'md' : 'lg';

  return (
    <Group gap={isPhone ? 0 : 4} wrap="nowrap">
      <Tooltip label={MSG.topBar.reportBug}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={MSG.topBar.reportBug}
          onClick={onReportBug}
        >
          <IconBug size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {/* A guest has no account, hence no notifications: /notification would only ask them to sign in. */}
      {user ? (
        <Tooltip label={MSG.topBar.noNotifications}>
          <ActionIcon
            component={Link}
            to="/notification"
            variant="subtle"
            color="gray"
            size={size}
            aria-label={MSG.topBar.notifications}
          >
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Tooltip>
      ) : null}
      <Tooltip label={MSG.topBar.help}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size={size}
          aria-label={MSG.topBar.help}
          onClick={() => window.open(GUIDE_URL, '_blank', 'noopener,noreferrer')}
        >
          <IconHelp size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {user ? <RoomAccountMenu user={user} /> : null}
    </Group>
  );
}

function RoomAccountMenu({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  return (
    <Group ml={4}>
      <AccountMenuButton user={user} onSignedOut={() => void navigate('/sign-in', { replace: true })} />
    </Group>
  );
}
