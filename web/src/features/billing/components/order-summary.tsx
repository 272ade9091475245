import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { formatMoney, intervalOf } from '@squadboard/domain/billing/billing.rules';
import type { TestCheckout } from '@squadboard/domain/billing/billing.schema';
import { BILLING_UI } from '../billing-strings.ts';

/** What is bought and what is charged today, or the card change of "Update payment method". */
export function OrderSummary({ checkout }: { checkout: TestCheckout }) {
  if (checkout.mode === 'setup' || checkout.plan === null) {
    return (
      <Paper withBorder radius="md" p="md" component="section" aria-label={BILLING_UI.orderSummary}>
        <Stack gap={4}>
          <Title order={2} fz="lg">
            {BILLING_UI.updatePaymentMethod}
          </Title>
          <Text size="sm" c="dimmed">
            {BILLING_UI.updatePaymentText}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const trial = checkout.trialDays > 0 && checkout.dueToday === 0;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={BILLING_UI.orderSummary}>
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {BILLING_UI.orderSummary}
        </Title>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600}>{PLAN_LABELS[checkout.plan]}</Text>
          <Text>
            {BILLING_UI.priceLine(formatMoney(checkout.amount, checkout.currency), intervalOf(checkout.plan))}
          </Text>
        </Group>
        {trial ? (
          <Text size="sm" c="teal.9">
            {BILLING_UI.trialLength(checkout.trialDays)}
          </Text>
        ) : null}
        <Divider />
        <Text fw={700} data-testid="due-today">
          {BILLING_UI.dueToday(formatMoney(checkout.dueToday, checkout.currency))}
        </Text>
      </Stack>
    </Paper>
  );
}
