import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { formatMoney } from '@squadboard/domain/billing/billing.rules';
import { type ConfirmedCheckout, ZConfirmedCheckout } from '@squadboard/domain/billing/billing.schema';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useBilling } from '../../entities/billing/api/get-billing.ts';
import { formatBillingDate } from '../../entities/billing/billing-date.ts';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { BILLING_UI, MY_PLAN_PATH } from './billing-strings.ts';

/**
 * /confirmed-bill: the order confirmation the plans page navigates to with what the provider
 * confirmed (router state). A reload loses that state, so it then shows the plan as it stands.
 */
export function ConfirmedBillPage() {
  usePageTitle(BILLING_UI.orderConfirmed);
  const user = useOptionalSessionUser();
  const parsed = ZConfirmedCheckout.safeParse(useLocation().state);
  let body: ReactNode;
  if (parsed.success) {
    body = <Confirmed confirmed={parsed.data} />;
  } else if (user) {
    body = <CurrentPlan />;
  } else {
    body = (
      <Stack gap="xs">
        <Text>{BILLING_UI.staticConfirmation}</Text>
        <Anchor component={Link} to="/sign-in">
          {BILLING_UI.signIn}
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack maw={640} mx="auto" w="100%" p={user ? { base: 'md', sm: 'lg' } : 0}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon color="teal" variant="light" size="xl" radius="xl" aria-hidden>
              <IconCircleCheck size={28} />
            </ThemeIcon>
            <Title order={1} fz="h2">
              {BILLING_UI.orderConfirmed}
            </Title>
          </Group>
          {body}
          {user ? (
            <Group gap="sm">
              <Button component={Link} to="/dashboard">
                {BILLING_UI.goToDashboard}
              </Button>
              <Button component={Link} to={MY_PLAN_PATH} variant="default">
                {BILLING_UI.viewMyPlan}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </Stack>
  );
}

function Details({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="40%">{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Confirmed({ confirmed }: { confirmed: ConfirmedCheckout }) {
  const rows: [string, ReactNode][] = [
    [BILLING_UI.planLine, PLAN_LABELS[confirmed.plan]],
    [BILLING_UI.amountPaid, formatMoney(confirmed.amountPaid, confirmed.currency)],
  ];
  if (confirmed.invoiceNumber) {
    rows.push([BILLING_UI.invoiceNumber, confirmed.invoiceNumber]);
  }
  return (
    <Stack gap="md">
      <Text>{BILLING_UI.thanks}</Text>
      <Details rows={rows} />
      {confirmed.trialEnd ? (
        <Text fw={600}>{MSG.billing.trialEnds(formatBillingDate(confirmed.trialEnd))}</Text>
      ) : confirmed.nextBillDate ? (
        <Text fw={600}>{MSG.billing.nextBill(formatBillingDate(confirmed.nextBillDate))}</Text>
      ) : null}
    </Stack>
  );
}

/** After a reload: the organisation's plan as the server has it now. */
function CurrentPlan() {
  const billing = useBilling();
  if (!billing.data) {
    return <Skeleton h={48} />;
  }
  const { plan, subscription } = billing.data;
  const nextBill = subscription?.trialEnd ?? subscription?.currentPeriodEnd ?? null;
  return (
    <Stack gap="xs">
      <Text>{BILLING_UI.onPlan(PLAN_LABELS[plan])}</Text>
      {subscription?.trialEnd ? (
        <Text fw={600}>{MSG.billing.trialEnds(formatBillingDate(subscription.trialEnd))}</Text>
      ) : nextBill ? (
        <Text fw={600}>{MSG.billing.nextBill(formatBillingDate(nextBill))}</Text>
      ) : null}
    </Stack>
  );
}
