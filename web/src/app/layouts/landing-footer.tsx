import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { UI } from '../../lib/ui-strings.ts';
import { SHELL_UI } from '../shell-strings.ts';

export function LandingFooter({ signedIn }: { signedIn: boolean }) {
  return (
    <Box component="footer" py="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Container size="lg">
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {SHELL_UI.copyright(new Date().getFullYear())}
          </Text>
          {signedIn ? null : (
            <Anchor component={Link} to="/terms" size="sm" c="dimmed">
              {UI.termsOfService}
            </Anchor>
          )}
        </Group>
      </Container>
    </Box>
  );
}
