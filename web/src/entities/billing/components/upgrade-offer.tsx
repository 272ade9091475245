import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { canManagePlan } from '@squadboard/domain/billing/billing.rules';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useOptionalSessionUser } from '../../../lib/session.tsx';

export const UPGRADE_OFFER_UI = {
  seePlans: 'See plans',
  askSuperAdmin: 'Ask your Super Admin to upgrade the plan.',
} as const;

/**
 * A plan limit that refused something (a squad, a retro session): the refusal as the server or
 * the rule words it, and the way out. Only a Super Admin manages the plan, so only they get the
 * link to /plans; everyone else is told whom to ask.
 */
export function UpgradeOffer({ message }: { message: string }) {
  const user = useOptionalSessionUser();
  const canManage = user !== null && canManagePlan(user.role);
  return (
    <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />} data-testid="upgrade-offer">
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        {canManage ? (
          <Anchor component={Link} to="/plans" size="sm" fw={600}>
            {UPGRADE_OFFER_UI.seePlans}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {UPGRADE_OFFER_UI.askSuperAdmin}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
