import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_PLAN, type LandingButton, type LandingMode, landingNavFor } from '@squadboard/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { PHONE_QUERY } from '../../lib/media-queries.ts';
import { rememberPlan } from '../../lib/plan-storage.ts';
import { SHELL_UI as UI } from '../shell-strings.ts';
import { MenuButton } from './landing-menu-button.tsx';

// The anchors exist on the home and plans pages only: their code is a chunk of its own.
const loadAnchors = () => import('./landing-anchors.tsx');
const LandingAnchorNav = lazy(async () => ({ default: (await loadAnchors()).LandingAnchorNav }));
const LandingPhoneMenu = lazy(async () => ({ default: (await loadAnchors()).LandingPhoneMenu }));

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
  // A tap on the burger before the menu's code arrived opens the menu when it does.
  const [menuTapped, setMenuTapped] = useState(false);

  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg" h={64} px={{ base: 'sm', xs: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to="/" aria-label={UI.home} underline="never">
            <Logo compact={isPhone && buttons.length > 2} />
          </Anchor>
          {nav.anchors.length > 0 ? (
            <Suspense fallback={null}>
              <LandingAnchorNav anchors={nav.anchors} />
            </Suspense>
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
                <Suspense fallback={<MenuButton onClick={() => setMenuTapped(true)} />}>
                  <LandingPhoneMenu anchors={nav.anchors} defaultOpened={menuTapped} />
                </Suspense>
              </Box>
            ) : null}
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
