import { Button, Center, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AreaPlaceholder } from '../components/area-placeholder.tsx';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { ActionsPage } from '../features/actions/actions-page.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { ActivatePage } from '../features/auth/pages/activate-page.tsx';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page.tsx';
import { SignInPage } from '../features/auth/pages/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/pages/sign-up-page.tsx';
import { CalendarPage } from '../features/calendar/calendar-page.tsx';
import { DashboardPage } from '../features/dashboard/dashboard-page.tsx';
import { JoinRetroPage } from '../features/join-retro/join-retro-page.tsx';
import { PrivacyPage } from '../features/legal/privacy-page.tsx';
import { TermsPage } from '../features/legal/terms-page.tsx';
import { PermissionsPage } from '../features/permissions/permissions-page.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { CreateRetroPage } from '../features/retros/create-retro-page.tsx';
import { RetroArchivePage } from '../features/retros/retro-archive-page.tsx';
import { RetroListPage } from '../features/retros/retro-list-page.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { SprintSettingsPage } from '../features/sprint-settings/sprint-settings-page.tsx';
import { CreateSquadPage } from '../features/squads/create-squad-page.tsx';
import { SquadListPage } from '../features/squads/squad-list-page.tsx';
import { menuLabelFor } from './area-title.ts';
import { MemberOrVisitorLayout } from './layouts/member-or-visitor-layout.tsx';
import { PublicLayout } from './layouts/public-layout.tsx';
import { RetroRoomRoute } from './layouts/retro-room-layout.tsx';
import { SignedInLayout } from './layouts/signed-in-layout.tsx';
import { AREA_TITLES, UI } from './ui-strings.ts';

function placeholder(title: string) {
  return <AreaPlaceholder title={title} />;
}

function menuPlaceholder(path: string) {
  return placeholder(menuLabelFor(path));
}

/** Unknown addresses: members go to their dashboard, visitors to sign-in. */
function UnknownRoute() {
  const me = useMe();
  if (me.isPending) {
    return <FullPageLoader />;
  }
  return <Navigate to={me.data ? '/dashboard' : '/sign-in'} replace />;
}

/** Last line of defence for a render error: the spec's generic message and a way back. */
function RouteError() {
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Text>{MSG.generic.somethingWentWrong}</Text>
        <Button onClick={() => window.location.assign('/')}>{UI.tryAgain}</Button>
      </Stack>
    </Center>
  );
}

// Spec 000 §2: every public and signed-in route. Areas that later issues build render a titled
// placeholder so navigation, guards and menus can be exercised end to end today.
const publicRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'sign-up', element: <SignUpPage /> },
  { path: 'sign-up/:email', element: <SignUpPage /> },
  { path: 'forgot-password', element: <ForgotPasswordPage /> },
  { path: 'activate', element: <ActivatePage /> },
  { path: 'activate/:email', element: <ActivatePage /> },
  { path: 'join-retro', element: <JoinRetroPage /> },
  { path: 'join-retro/:id', element: <JoinRetroPage /> },
  { path: 'billing-form', element: placeholder(AREA_TITLES.billing) },
  { path: 'confirmed-bill', element: placeholder(AREA_TITLES.confirmedBill) },
  { path: 'unsubscribe', element: placeholder(AREA_TITLES.unsubscribe) },
  { path: 'unsubscribe/:id', element: placeholder(AREA_TITLES.unsubscribe) },
  { path: 'plans', element: placeholder(AREA_TITLES.plans) },
  { path: 'terms', element: <TermsPage /> },
  { path: 'privacy', element: <PrivacyPage /> },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', element: <DashboardPage /> },
  { path: 'squad/create-squad', element: <CreateSquadPage /> },
  { path: 'squad/squad-list', element: <SquadListPage /> },
  { path: 'portfolio/idea-canvas', element: menuPlaceholder('/portfolio/idea-canvas') },
  { path: 'portfolio/create-portfolio', element: menuPlaceholder('/portfolio/create-portfolio') },
  { path: 'portfolio/portfolio-list', element: menuPlaceholder('/portfolio/portfolio-list') },
  { path: 'backlog', element: menuPlaceholder('/backlog') },
  { path: 'sprint/active-sprint', element: menuPlaceholder('/sprint/active-sprint') },
  { path: 'sprint/past-sprints', element: menuPlaceholder('/sprint/past-sprints') },
  { path: 'retro/create-retro', element: <CreateRetroPage /> },
  { path: 'retro/retro-list', element: <RetroListPage /> },
  { path: 'retro/archive', element: <RetroArchivePage /> },
  { path: 'raid', element: menuPlaceholder('/raid') },
  { path: 'actions', element: <ActionsPage /> },
  { path: 'release-plan', element: menuPlaceholder('/release-plan') },
  { path: 'calender', element: <CalendarPage /> },
  {
    path: 'configuration-settings',
    children: [
      { index: true, element: <PermissionsPage /> },
      { path: 'permissions', element: <PermissionsPage /> },
      { path: 'sprint', element: <SprintSettingsPage /> },
      { path: 'settings', element: <SettingsPage /> },
    ],
  },
  {
    path: 'profile',
    children: [
      { index: true, element: <ProfilePage /> },
      { path: 'my-profile', element: <ProfilePage /> },
      { path: 'my-profile/:id', element: <ProfilePage /> },
    ],
  },
  { path: 'admin-dashboard', element: placeholder(AREA_TITLES.adminDashboard) },
  { path: 'edit-tab/portfolio/:id', element: placeholder(AREA_TITLES.editPortfolio) },
  { path: 'edit-tab/work-item/:id', element: placeholder(AREA_TITLES.editWorkItem) },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Navigate to="/sign-in" replace /> },
      { element: <PublicLayout />, children: publicRoutes },
      { element: <SignedInLayout />, children: signedInRoutes },
      // The room has its own full-screen layout for members and guests alike (spec 002 §2).
      { path: 'retro-session', element: <Navigate to="/join-retro" replace /> },
      { path: 'retro-session/:id', element: <RetroRoomRoute /> },
      {
        path: 'notification',
        element: <MemberOrVisitorLayout />,
        children: [{ index: true, element: placeholder(AREA_TITLES.notification) }],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
