import { Anchor, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useTestCheckout } from './api/get-test-checkout.ts';
import { BILLING_UI } from './billing-strings.ts';
import { BillingForm } from './components/billing-form.tsx';
import { OrderSummary } from './components/order-summary.tsx';

/** /billing-form?session_id=…: the built-in test provider's hosted checkout (spec 000 §2). */
export function BillingFormPage() {
  usePageTitle(BILLING_UI.checkoutTitle);
  const user = useOptionalSessionUser();
  const [params] = useSearchParams();
  const id = params.get('session_id') ?? '';
  const checkout = useTestCheckout(id);

  const open = checkout.data?.status === 'open' ? checkout.data : null;
  let body: ReactNode;
  if (id !== '' && checkout.isPending) {
    body = (
      <Center mih={240}>
        <Loader aria-label={BILLING_UI.loadingCheckout} />
      </Center>
    );
  } else if (!open) {
    body = <NoCheckout />;
  } else {
    body = (
      <Stack gap="md">
        <OrderSummary checkout={open} />
        <BillingForm checkout={open} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={720} mx="auto" w="100%" p={user ? { base: 'md', sm: 'lg' } : 0}>
      <Title order={1}>{BILLING_UI.checkoutTitle}</Title>
      {body}
    </Stack>
  );
}

function NoCheckout() {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {BILLING_UI.noCheckoutTitle}
        </Title>
        <Text c="dimmed">{BILLING_UI.noCheckoutText}</Text>
        <Anchor component={Link} to="/plans">
          {BILLING_UI.backToPlans}
        </Anchor>
      </Stack>
    </Paper>
  );
}
