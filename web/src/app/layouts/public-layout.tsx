import { Box, Container } from '@mantine/core';
import { landingModeForPath, publicPathKeepsSignedInUser } from '@squadboard/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../../features/auth/api/me.ts';
import { LandingFooter } from './landing-footer.tsx';
import { LandingHeader } from './landing-header.tsx';

export function PublicLayout() {
  const { pathname } = useLocation();
  // The page renders at once; a signed-in visitor is moved on as soon as /me answers.
  const me = useMe();
  const signedIn = Boolean(me.data);
  if (signedIn && !publicPathKeepsSignedInUser(pathname)) {
    return <Navigate to="/dashboard" replace />;
  }
  const mode = landingModeForPath(pathname);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <LandingHeader mode={mode} signedIn={signedIn} />
      <Box component="main" bg="var(--mantine-color-gray-0)" style={{ flex: 1 }}>
        <Container
          fluid={mode === 'drag'}
          size="lg"
          py={{ base: 'md', sm: 'xl' }}
          px={{ base: 'sm', xs: 'md' }}
        >
          <Outlet />
        </Container>
      </Box>
      <LandingFooter signedIn={signedIn} />
    </Box>
  );
}
