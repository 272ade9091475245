import { Button, Center, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { type ComponentType, useEffect } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useRouteError } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader.tsx';
import { useMe } from '../features/auth/api/me.ts';
import { SignInPage } from '../features/auth/pages/sign-in-page.tsx';
import { reportError } from '../lib/error-reporter.ts';
import { UI } from '../lib/ui-strings.ts';
import { PublicLayout } from './layouts/public-layout.tsx';

/**
 * A page whose code is fetched the first time its route is opened. React Router resolves `lazy`
 * before the navigation commits, so the address and the page change together: the old page is
 * never left on screen under the new address, where typing into it would be lost (React.lazy in
 * a transition would do exactly that).
 */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] {
  return async () => ({ Component: pick(await load()) });
}

// The sign-in page and the public layout stay in the entry chunk: most visits start there. The
// signed-in shell (app shell, menus, tour, first-login dialog) is a chunk of its own, fetched in
// parallel with the page it frames, so a visitor on /sign-in never downloads it.
const signedInLayout = lazyPage(
  () => import('./layouts/signed-in-layout.tsx'),
  (m) => m.SignedInLayout,
);
const memberOrVisitorLayout = lazyPage(
  () => import('./layouts/member-or-visitor-layout.tsx'),
  (m) => m.MemberOrVisitorLayout,
);
const signUpPage = lazyPage(
  () => import('../features/auth/pages/sign-up-page.tsx'),
  (m) => m.SignUpPage,
);
const forgotPasswordPage = lazyPage(
  () => import('../features/auth/pages/forgot-password-page.tsx'),
  (m) => m.ForgotPasswordPage,
);
const activatePage = lazyPage(
  () => import('../features/auth/pages/activate-page.tsx'),
  (m) => m.ActivatePage,
);
const joinRetroPage = lazyPage(
  () => import('../features/join-retro/join-retro-page.tsx'),
  (m) => m.JoinRetroPage,
);
const termsPage = lazyPage(
  () => import('../features/legal/terms-page.tsx'),
  (m) => m.TermsPage,
);
const privacyPage = lazyPage(
  () => import('../features/legal/privacy-page.tsx'),
  (m) => m.PrivacyPage,
);
const plansPage = lazyPage(
  () => import('../features/billing/plans-page.tsx'),
  (m) => m.PlansPage,
);
const billingFormPage = lazyPage(
  () => import('../features/billing/billing-form-page.tsx'),
  (m) => m.BillingFormPage,
);
const confirmedBillPage = lazyPage(
  () => import('../features/billing/confirmed-bill-page.tsx'),
  (m) => m.ConfirmedBillPage,
);
const notificationsPage = lazyPage(
  () => import('../features/notifications/notifications-page.tsx'),
  (m) => m.NotificationsPage,
);
const unsubscribePage = lazyPage(
  () => import('../features/unsubscribe/unsubscribe-page.tsx'),
  (m) => m.UnsubscribePage,
);
const adminDashboardPage = lazyPage(
  () => import('../features/admin-dashboard/admin-dashboard-page.tsx'),
  (m) => m.AdminDashboardPage,
);
const dashboardPage = lazyPage(
  () => import('../features/dashboard/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const createSquadPage = lazyPage(
  () => import('../features/squads/create-squad-page.tsx'),
  (m) => m.CreateSquadPage,
);
const squadListPage = lazyPage(
  () => import('../features/squads/squad-list-page.tsx'),
  (m) => m.SquadListPage,
);
const createRetroPage = lazyPage(
  () => import('../features/retros/create-retro-page.tsx'),
  (m) => m.CreateRetroPage,
);
const retroListPage = lazyPage(
  () => import('../features/retros/retro-list-page.tsx'),
  (m) => m.RetroListPage,
);
const retroArchivePage = lazyPage(
  () => import('../features/retros/retro-archive-page.tsx'),
  (m) => m.RetroArchivePage,
);
// The Actions page (actions feature) shows the Project view (action-registers feature) behind
// its toggle; features do not import each other, so the two are joined here.
const actionsPage: RouteObject['lazy'] = async () => {
  const [{ ActionsPage }, { ProjectView }] = await Promise.all([
    import('../features/actions/actions-page.tsx'),
    import('../features/action-registers/components/project-view.tsx'),
  ]);
  return { Component: () => <ActionsPage projectView={(toggle) => <ProjectView toggle={toggle} />} /> };
};
const calendarPage = lazyPage(
  () => import('../features/calendar/calendar-page.tsx'),
  (m) => m.CalendarPage,
);
const permissionsPage = lazyPage(
  () => import('../features/permissions/permissions-page.tsx'),
  (m) => m.PermissionsPage,
);
const sprintSettingsPage = lazyPage(
  () => import('../features/sprints/sprint-settings-page.tsx'),
  (m) => m.SprintSettingsPage,
);
const activeSprintPage = lazyPage(
  () => import('../features/sprints/active-sprint-page.tsx'),
  (m) => m.ActiveSprintPage,
);
const pastSprintsPage = lazyPage(
  () => import('../features/sprints/past-sprints-page.tsx'),
  (m) => m.PastSprintsPage,
);
const settingsPage = lazyPage(
  () => import('../features/settings/settings-page.tsx'),
  (m) => m.SettingsPage,
);
const profilePage = lazyPage(
  () => import('../features/profile/profile-page.tsx'),
  (m) => m.ProfilePage,
);
const createPortfolioPage = lazyPage(
  () => import('../features/portfolio/create-portfolio-page.tsx'),
  (m) => m.CreatePortfolioPage,
);
const portfolioListPage = lazyPage(
  () => import('../features/portfolio/portfolio-list-page.tsx'),
  (m) => m.PortfolioListPage,
);
const portfolioDetailPage = lazyPage(
  () => import('../features/portfolio/portfolio-detail-page.tsx'),
  (m) => m.PortfolioDetailPage,
);
const ideaCanvasPage = lazyPage(
  () => import('../features/ideas/idea-canvas-page.tsx'),
  (m) => m.IdeaCanvasPage,
);
const backlogPage = lazyPage(
  () => import('../features/backlog/backlog-page.tsx'),
  (m) => m.BacklogPage,
);
const workItemPage = lazyPage(
  () => import('../features/work-items/work-item-page.tsx'),
  (m) => m.WorkItemPage,
);
const raidPage = lazyPage(
  () => import('../features/raid/raid-page.tsx'),
  (m) => m.RaidPage,
);
const releasePlanPage = lazyPage(
  () => import('../features/releases/release-plan-page.tsx'),
  (m) => m.ReleasePlanPage,
);
const retroRoom = lazyPage(
  () => import('./layouts/retro-room-layout.tsx'),
  (m) => m.RetroRoomRoute,
);

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
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <Center h="100dvh" p="md">
      <Stack align="center" gap="sm">
        <Text>{MSG.generic.somethingWentWrong}</Text>
        <Button onClick={() => window.location.assign('/')}>{UI.tryAgain}</Button>
      </Stack>
    </Center>
  );
}

// Spec 000 §2: every public and signed-in route, each page loaded the first time it is opened.
const publicRoutes: RouteObject[] = [
  { path: 'sign-in', element: <SignInPage /> },
  { path: 'sign-up', lazy: signUpPage },
  { path: 'sign-up/:email', lazy: signUpPage },
  { path: 'forgot-password', lazy: forgotPasswordPage },
  { path: 'activate', lazy: activatePage },
  { path: 'activate/:email', lazy: activatePage },
  { path: 'join-retro', lazy: joinRetroPage },
  { path: 'join-retro/:id', lazy: joinRetroPage },
  { path: 'unsubscribe', lazy: unsubscribePage },
  { path: 'unsubscribe/:id', lazy: unsubscribePage },
  { path: 'terms', lazy: termsPage },
  { path: 'privacy', lazy: privacyPage },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: dashboardPage },
  { path: 'squad/create-squad', lazy: createSquadPage },
  { path: 'squad/squad-list', lazy: squadListPage },
  { path: 'portfolio/idea-canvas', lazy: ideaCanvasPage },
  { path: 'portfolio/create-portfolio', lazy: createPortfolioPage },
  { path: 'portfolio/portfolio-list', lazy: portfolioListPage },
  { path: 'backlog', lazy: backlogPage },
  { path: 'sprint/active-sprint', lazy: activeSprintPage },
  { path: 'sprint/past-sprints', lazy: pastSprintsPage },
  { path: 'retro/create-retro', lazy: createRetroPage },
  { path: 'retro/retro-list', lazy: retroListPage },
  { path: 'retro/archive', lazy: retroArchivePage },
  // One page for both: with an id its edit dialog opens over the register (spec 001 §2.6).
  { path: 'raid', lazy: raidPage },
  { path: 'raid/:id', lazy: raidPage },
  { path: 'actions', lazy: actionsPage },
  // One page for both tabs: ?release=<id> opens a release's dashboard (spec 001 §2.7).
  { path: 'release-plan', lazy: releasePlanPage },
  { path: 'calender', lazy: calendarPage },
  {
    path: 'configuration-settings',
    children: [
      { index: true, lazy: permissionsPage },
      { path: 'permissions', lazy: permissionsPage },
      { path: 'sprint', lazy: sprintSettingsPage },
      { path: 'settings', lazy: settingsPage },
    ],
  },
  {
    path: 'profile',
    children: [
      { index: true, lazy: profilePage },
      { path: 'my-profile', lazy: profilePage },
      { path: 'my-profile/:id', lazy: profilePage },
    ],
  },
  { path: 'admin-dashboard', lazy: adminDashboardPage },
  { path: 'edit-tab/portfolio/:id', lazy: portfolioDetailPage },
  { path: 'edit-tab/work-item/:id', lazy: workItemPage },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while the first page's code arrives when the app opens on a lazily loaded route.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      { index: true, element: <Navigate to="/sign-in" replace /> },
      { element: <PublicLayout />, children: publicRoutes },
      { lazy: signedInLayout, children: signedInRoutes },
      // The room has its own full-screen layout for members and guests alike (spec 002 §2).
      { path: 'retro-session', element: <Navigate to="/join-retro" replace /> },
      { path: 'retro-session/:id', lazy: retroRoom },
      // Plans and payment are public routes (spec 000 §2) that a Super Admin also uses to buy,
      // pay and come back from checkout: members see them in their shell, visitors on the landing.
      {
        lazy: memberOrVisitorLayout,
        children: [
          { path: 'plans', lazy: plansPage },
          { path: 'billing-form', lazy: billingFormPage },
          { path: 'confirmed-bill', lazy: confirmedBillPage },
        ],
      },
      {
        path: 'notification',
        lazy: memberOrVisitorLayout,
        children: [{ index: true, lazy: notificationsPage }],
      },
      { path: '*', element: <UnknownRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
