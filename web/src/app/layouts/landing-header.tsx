import { ActionIcon, Anchor, Box, Button, Container, Group, Menu } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  DEFAULT_PLAN,
  type LandingAnchor,
  type LandingButton,
  type LandingMode,
  landingNavFor,
} from '@squadboard/domain';
import { IconMenu2 } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PHONE_QUERY } from '../../lib/media-queries.ts';
import { rememberPlan } from '../../lib/plan-storage.ts';
import { usePublicConfig } from '../../lib/public-config.ts';
import { CONTACT_EMAIL, GUIDE_URL } from '../../lib/ui-strings.ts';
import { SHELL_UI as UI } from '../shell-strings.ts';

/** Product and Features live in the static guide, so they are plain page loads, not router links. */
/** Contact writes to the server's CONTACT_EMAIL, the same address the profile's Help tab shows. */
function anchorTargets(contactEmail: string): Record<LandingAnchor, { href: string; router: boolean }> {
  return {
    Product: { href: `${GUIDE_URL}#product`, router: false },
    Features: { href: `${GUIDE_URL}#features`, router: false },
    Pricing: { href: '/plans', router: true },
    Contact: { href: `mailto:${contactEmail}`, router: false },
  };
}

function LandingButtonLink({ name, compact }: { name: LandingButton; compact: boolean }) {
  const navigate = useNavigate();
  const size = compact ? 'xs' : 'sm';
  switch (name) {
    case 'Join Retro':
      return (
        <Button component={Link} to="/join-retro" variant="subtle" size={size}>
          {name}
        </Button>
      );
    case 'Sign in':
      return (
        <Button component={Link} to="/sign-in" variant="default" size={size}>
          {name}
        </Button>
      );
    case 'Get Started':
      // An action (choose the default plan) followed by navigation, hence a button.
      return (
        <Button
          size={size}
          onClick={() => {
            rememberPlan(DEFAULT_PLAN);
            void navigate('/sign-up');
          }}
        >
          {name}
        </Button>
      );
  }
}

/** Signed-in members who stay on a public page (join a retro, notifications) need a way back, not a sign-in. */
const SIGNED_OUT_ONLY: readonly LandingButton[] = ['Sign in', 'Get Started'];

export function LandingHeader({ mode, signedIn }: { mode: LandingMode; signedIn: boolean }) {
  const nav = landingNavFor(mode);
  const buttons = signedIn ? nav.buttons.filter((b) => !SIGNED_OUT_ONLY.includes(b)) : nav.buttons;
  const isPhone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });
  const targets = anchorTargets(usePublicConfig().data?.contactEmail ?? CONTACT_EMAIL);

  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h={64} px={{ base: 'sm', xs: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" aria-label={UI.home} underline="never">
            <Logo compact={isPhone && buttons.length > 2} />
          </Anchor>
          {nav.anchors.length > 0 ? (
            <Group component="nav" aria-label={UI.siteNavigation} gap="lg" visibleFrom="sm">
              {nav.anchors.map((name) => {
                const target = targets[name];
                return target.router ? (
                  <Anchor key={name} component={Link} to={target.href} c="dimmed" fw={500}>
                    {name}
                  </Anchor>
                ) : (
                  <Anchor key={name} href={target.href} c="dimmed" fw={500}>
                    {name}
                  </Anchor>
                );
              })}
            </Group>
          ) : null}
          <Group gap={isPhone ? 4 : 'xs'} wrap="nowrap">
            {buttons.map((name) => (
              <LandingButtonLink key={name} name={name} compact={isPhone} />
            ))}
            {signedIn && mode !== 'drag' ? (
              <Button component={Link} to="/dashboard" size={isPhone ? 'xs' : 'sm'}>
                {UI.backToDashboard}
              </Button>
            ) : null}
            {nav.anchors.length > 0 ? (
              <Box hiddenFrom="sm">
                <Menu position="bottom-end" width={180}>
                  <Menu.Target>
                    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={UI.openMenu}>
                      <IconMenu2 size={20} />
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {nav.anchors.map((name) => {
                      const target = targets[name];
                      return target.router ? (
                        <Menu.Item key={name} component={Link} to={target.href}>
                          {name}
                        </Menu.Item>
                      ) : (
                        <Menu.Item key={name} component="a" href={target.href}>
                          {name}
                        </Menu.Item>
                      );
                    })}
                  </Menu.Dropdown>
                </Menu>
              </Box>
            ) : null}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
