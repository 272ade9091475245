import { Box, Button, Center, Divider, Grid, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { isProfileTab, PROFILE_TABS, type ProfileTab } from '@squadboard/domain/profile/profile.rules';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { useLocation, useNavigate, useParams } from 'react-router';
import { DESKTOP_QUERY } from '../../lib/media-queries.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useProfile } from './api/get-profile.ts';
import { AccountSettingsForm } from './components/account-settings-form.tsx';
import { CalendarFeedSettings } from './components/calendar-feed-settings.tsx';
import { HelpPanel } from './components/help-panel.tsx';
import { MyProfileForm } from './components/my-profile-form.tsx';
import { NotificationMailSettings } from './components/notification-mail-settings.tsx';
import { MyPlanPanel } from './components/plan/my-plan-panel.tsx';
import { PaymentHistoryPanel } from './components/plan/payment-history-panel.tsx';
import { ProfileCard } from './components/profile-card.tsx';
import { PROFILE_UI } from './profile-strings.ts';

/**
 * The open tab comes from the address: /profile/my-profile/<tab>, or the state the top bar's
 * "My Plan" entry passes ({ tab: 'my-plan' }); otherwise My Profile.
 */
function useCurrentTab(): [ProfileTab, (tab: ProfileTab) => void] {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const fromState = (location.state as { tab?: unknown } | null)?.tab;
  const tab: ProfileTab = isProfileTab(id) ? id : isProfileTab(fromState) ? fromState : 'my-profile';
  // Replace, so tab clicks do not pile up history entries for the Back arrow to walk through.
  const select = (next: ProfileTab) => void navigate(`/profile/my-profile/${next}`, { replace: true });
  return [tab, select];
}

export function ProfilePage() {
  usePageTitle(PROFILE_UI.pageTitle);
  const profile = useProfile();

  if (profile.data) {
    return <ProfileView profile={profile.data} />;
  }
  if (profile.isError) {
    return (
      <Center p="xl">
        <Stack align="center" gap="sm">
          <Text>{PROFILE_UI.loadFailed}</Text>
          <Button onClick={() => void profile.refetch()}>{PROFILE_UI.tryAgain}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center p="xl">
      <Loader aria-label={PROFILE_UI.pageTitle} />
    </Center>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const [tab, selectTab] = useCurrentTab();
  // Beside the panel the tabs stack; above it (phones, narrow tablets) they wrap in rows.
  const wide = useMediaQuery(DESKTOP_QUERY, true, { getInitialValueInEffect: false });

  return (
    <Box p={{ base: 'sm', sm: 'lg' }} maw={1200} mx="auto">
      <Tabs
        value={tab}
        onChange={(next) => isProfileTab(next) && selectTab(next)}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="pills"
        keepMounted={false}
        styles={{
          root: { display: 'block' },
          list: wide ? undefined : { flexWrap: 'wrap', justifyContent: 'center' },
          tab: { flexShrink: 0 },
          tabLabel: { textAlign: wide ? 'left' : 'center' },
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
            <Stack gap="md">
              <ProfileCard profile={profile} />
              <Paper withBorder radius="md" p="xs">
                <Tabs.List aria-label={PROFILE_UI.sections}>
                  {PROFILE_TABS.map((value) => (
                    <Tabs.Tab key={value} value={value}>
                      {PROFILE_UI.tabs[value]}
                    </Tabs.Tab>
                  ))}
                </Tabs.List>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
              {PROFILE_TABS.map((value) => (
                <Tabs.Panel key={value} value={value}>
                  <Stack gap="lg">
                    <Title order={1} fz={{ base: 20, sm: 24 }}>
                      {PROFILE_UI.tabs[value]}
                    </Title>
                    <TabContent tab={value} profile={profile} />
                  </Stack>
                </Tabs.Panel>
              ))}
            </Paper>
          </Grid.Col>
        </Grid>
      </Tabs>
    </Box>
  );
}

function TabContent({ tab, profile }: { tab: ProfileTab; profile: Profile }) {
  switch (tab) {
    case 'my-profile':
      return <MyProfileForm profile={profile} />;
    case 'my-plan':
      return <MyPlanPanel profile={profile} />;
    case 'payment-history':
      return <PaymentHistoryPanel profile={profile} />;
    case 'account-settings':
      return (
        <Stack gap="xl">
          <AccountSettingsForm email={profile.email} />
          <Divider />
          <NotificationMailSettings />
          <Divider />
          <CalendarFeedSettings superAdmin={profile.role === 'SUPER_ADMIN'} />
        </Stack>
      );
    case 'help':
      return <HelpPanel />;
  }
}
