import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import type { BillingState, Subscription } from '@squadboard/domain/billing/billing.schema';
import { formatBillingDate } from '../../../../entities/billing/billing-date.ts';
import { showFailure } from '../../../../lib/failures.ts';
import { toast } from '../../../../lib/toast.ts';
import { useResumePlan } from '../../api/resume-plan.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { cardLabel, priceLabel } from './plan-format.ts';

const UI = PROFILE_UI.plan;

/** When the plan next does something: the trial's end, the next bill, or the end it is set to. */
function statusLine(subscription: Subscription): string {
  if (subscription.cancelAtPeriodEnd) {
    return MSG.billing.endsOn(formatBillingDate(subscription.currentPeriodEnd));
  }
  if (subscription.status === 'trialing') {
    return MSG.billing.trialEnds(formatBillingDate(subscription.trialEnd));
  }
  return MSG.billing.nextBill(formatBillingDate(subscription.currentPeriodEnd));
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

export interface PaidPlanSummaryProps {
  state: BillingState;
  subscription: Subscription;
  onSwitch: () => void;
}

/** A running paid plan: what it costs, when it bills or ends, what it allows, the card it uses. */
export function PaidPlanSummary({ state, subscription, onSwitch }: PaidPlanSummaryProps) {
  const resume = useResumePlan();
  const keep = () =>
    resume.mutate(undefined, {
      onSuccess: () => toast.success(MSG.billing.resumed),
      onError: (error) => showFailure(error),
    });
  const ending = subscription.cancelAtPeriodEnd;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{PLAN_LABELS[subscription.plan]}</Text>
            <Badge variant="light" color={subscription.status === 'past_due' ? 'red' : 'teal'}>
              {UI.statuses[subscription.status]}
            </Badge>
            {ending ? (
              <Badge variant="light" color="orange">
                {UI.endingBadge}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm">{statusLine(subscription)}</Text>
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
            <Fact label={UI.priceLabel} value={priceLabel(subscription)} />
            <Fact label={UI.squads} value={UI.squadsUsed(state.squadCount, state.limits.teams)} />
            <Fact label={UI.card} value={cardLabel(subscription.card)} />
          </SimpleGrid>
        </Stack>
      </Paper>
      {state.canManage ? (
        <Group gap="sm">
          {ending ? (
            <Button onClick={keep} loading={resume.isPending}>
              {UI.keepPlan}
            </Button>
          ) : (
            <Button onClick={onSwitch}>{UI.switchPlan}</Button>
          )}
        </Group>
      ) : null}
    </Stack>
  );
}
