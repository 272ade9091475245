import { Button, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { Link } from 'react-router';
import { PROFILE_UI } from '../../profile-strings.ts';

/** Upgrade: to the plans page for a Super Admin; for anyone else disabled, saying who can. */
export function UpgradeButton({ canManage }: { canManage: boolean }) {
  if (canManage) {
    return (
      <Button component={Link} to="/plans">
        {PROFILE_UI.upgrade}
      </Button>
    );
  }
  return (
    <Stack gap={4} align="flex-start">
      <Button disabled aria-describedby="upgrade-only-super-admin">
        {PROFILE_UI.upgrade}
      </Button>
      <Text id="upgrade-only-super-admin" size="sm" c="dimmed">
        {MSG.billing.onlySuperAdmin}
      </Text>
    </Stack>
  );
}
