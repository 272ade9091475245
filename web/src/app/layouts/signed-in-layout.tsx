import { AppShell, Box, Button, Center, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { isPathAllowed, MSG, type SessionUser, showsSideMenu } from '@squadboard/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader.tsx';
import { useMe } from '../../features/auth/api/me.ts';
import { DESKTOP_QUERY, NARROW_QUERY } from '../../lib/media-queries.ts';
import { SessionUserProvider } from '../../lib/session.tsx';
import { UI } from '../../lib/ui-strings.ts';
import { FirstLoginDialogOnDemand, ShellTourOnDemand } from '../on-demand.tsx';
import { usePreloadedToasts } from '../providers.tsx';
import { SideMenu } from '../shell/side-menu.tsx';
import { TopBar } from '../shell/top-bar.tsx';
import { SHELL_UI } from '../shell-strings.ts';
import { WorkItemDialogHost } from '../work-item-dialog-host.tsx';
import { LandingFooter } from './landing-footer.tsx';

export function SignedInLayout() {
  const { pathname } = useLocation();
  const me = useMe();
  // The user this layout has shown. Once the shell and its page are on screen, only a definite
  // answer that nobody is signed in (null) takes them down: a probe that is merely pending again
  // (its cache entry dropped or reset, a refetch in flight) must never swap the page for the
  // loader, which would unmount every form under it and throw away what the person typed.
  const shown = useRef<SessionUser | null>(null);
  const user = me.data ?? (me.data === undefined ? shown.current : null);
  if (me.data !== undefined) {
    shown.current = me.data;
  }

  if (user) {
    if (!isPathAllowed(user.role, pathname)) {
      return <Navigate to="/dashboard" replace />;
    }
    return (
      <SessionUserProvider user={user}>
        <Shell user={user} />
      </SessionUserProvider>
    );
  }
  if (me.isPending) {
    return <FullPageLoader />;
  }
  if (me.isError) {
    return (
      <Center h="100dvh" p="md">
        <Stack align="center" gap="sm">
          <Text>{MSG.generic.somethingWentWrong}</Text>
          <Button onClick={() => void me.refetch()}>{UI.tryAgain}</Button>
        </Stack>
      </Center>
    );
  }
  return <Navigate to="/sign-in" replace />;
}

const NAVBAR_WIDTH = { expanded: 260, collapsed: 76 };

function Shell({ user }: { user: SessionUser }) {
  usePreloadedToasts();
  const { pathname } = useLocation();
  const isDesktop = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });
  const isNarrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false });
  const [drawerOpened, drawer] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage({
    key: 'sb-side-menu-collapsed',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const withSideMenu = showsSideMenu(pathname);
  // First sign-in: the compact profile form, then the tour. Local state closes the form at once,
  // before the refreshed session user (firstLogin false) arrives.
  const [firstLoginSaved, setFirstLoginSaved] = useState(false);
  const [touring, setTouring] = useState(false);
  const startTour = useCallback(() => {
    setFirstLoginSaved(true);
    setTouring(true);
  }, []);
  const endTour = useCallback(() => setTouring(false), []);

  // A tap on a menu entry navigates; the drawer should not stay over the new page.
  const closeDrawer = drawer.close;
  useEffect(() => {
    if (pathname) {
      closeDrawer();
    }
  }, [pathname, closeDrawer]);

  const desktopMenu = withSideMenu && isDesktop;
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{
        width: collapsed ? NAVBAR_WIDTH.collapsed : NAVBAR_WIDTH.expanded,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: !withSideMenu },
      }}
      padding={0}
    >
      <AppShell.Header>
        <TopBar
          user={user}
          showBurger={withSideMenu && !isDesktop}
          menuOpened={drawerOpened}
          onOpenMenu={drawer.open}
          compact={isNarrow}
        />
      </AppShell.Header>
      {desktopMenu ? (
        <AppShell.Navbar aria-label={SHELL_UI.mainNavigation} data-tour="side-menu">
          <SideMenu
            role={user.role}
            collapsed={collapsed}
            onToggleCollapsed={() => setCollapsed((c) => !c)}
          />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main
        bg="var(--mantine-color-gray-0)"
        mih="100dvh"
        display="flex"
        style={{ flexDirection: 'column' }}
      >
        <Box flex={1} miw={0}>
          <WorkItemDialogHost>
            <Outlet />
          </WorkItemDialogHost>
        </Box>
        {/* Spec 001 §1: the copyright line as the public pages have it (no terms link once signed in). */}
        <LandingFooter signedIn />
      </AppShell.Main>
      {withSideMenu && !isDesktop ? (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={SHELL_UI.menuTitle}
          size={300}
          padding={0}
          closeButtonProps={{ 'aria-label': SHELL_UI.closeMenu }}
          styles={{
            header: { paddingInline: 'var(--mantine-spacing-md)' },
            body: { height: 'calc(100% - 60px)' },
          }}
        >
          <nav aria-label={SHELL_UI.mainNavigation} style={{ height: '100%' }}>
            <SideMenu role={user.role} collapsed={false} />
          </nav>
        </Drawer>
      ) : null}
      <FirstLoginDialogOnDemand user={user} opened={user.firstLogin && !firstLoginSaved} onDone={startTour} />
      {touring ? <ShellTourOnDemand onClose={endTour} /> : null}
    </AppShell>
  );
}
