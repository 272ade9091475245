import { Anchor, Button, Group, Skeleton, Stack, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { showsTeamCountPanel } from '@squadboard/domain/profile/profile.rules';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { PROFILE_UI } from '../profile-strings.ts';

/** My Plan: the current plan; Beta shows its number of teams and an Upgrade button for later. */
export function MyPlanPanel({ profile }: { profile: Profile }) {
  const planLabel = profile.plan ? PLAN_LABELS[profile.plan] : '—';
  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Text size="xs" fw={700} c="dimmed" lts={1}>
          {PROFILE_UI.currentPlan}
        </Text>
        <Title order={3} fz="xl">
          {planLabel}
        </Title>
      </Stack>
      {showsTeamCountPanel(profile.role, profile.plan) ? (
        <Stack gap="xs">
          <Group align="flex-end" gap="md">
            <TextInput label={PROFILE_UI.numberOfTeams} value={String(profile.teamNos)} readOnly w={180} />
            <Tooltip label={PROFILE_UI.upgradeLater}>
              {/* A disabled button gets no pointer events; the wrapper lets the tooltip still show. */}
              <span>
                <Button disabled aria-describedby="upgrade-later">
                  {PROFILE_UI.upgrade}
                </Button>
              </span>
            </Tooltip>
          </Group>
          <Text id="upgrade-later" size="sm" c="dimmed">
            {PROFILE_UI.upgradeLater}
          </Text>
        </Stack>
      ) : (
        <Text>{PROFILE_UI.planSummary(planLabel)}</Text>
      )}
    </Stack>
  );
}

export function PaymentHistoryPanel({ profile }: { profile: Profile }) {
  return (
    <Text>{profile.plan === 'BETA' ? MSG.billing.betaPaymentMethod : PROFILE_UI.paymentHistoryEmpty}</Text>
  );
}

/** Help: the support address configured on the server (CONTACT_EMAIL). */
export function HelpPanel() {
  const config = usePublicConfig();
  return (
    <Stack gap="xs">
      <Text>{MSG.profile.supportQueries}</Text>
      {config.data ? (
        <Anchor href={`mailto:${config.data.contactEmail}`}>{config.data.contactEmail}</Anchor>
      ) : config.isError ? (
        <Group gap="sm">
          <Text c="dimmed">{MSG.generic.somethingWentWrong}</Text>
          <Button size="xs" variant="light" onClick={() => void config.refetch()}>
            {PROFILE_UI.tryAgain}
          </Button>
        </Group>
      ) : (
        <Skeleton h={20} w={220} />
      )}
    </Stack>
  );
}
