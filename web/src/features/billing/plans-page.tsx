import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { BILLING_LIMITS, type BillingInterval, PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import {
  annualSavingPercent,
  canManagePlan,
  intervalOf,
  isPaidPlan,
} from '@squadboard/domain/billing/billing.rules';
import type { PlanPrices } from '@squadboard/domain/billing/billing.schema';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useBilling } from '../../entities/billing/api/get-billing.ts';
import { usePlanPrices } from '../../entities/billing/api/get-plan-prices.ts';
import { TrialBanner } from '../../entities/billing/components/trial-banner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { showFailure } from '../../lib/failures.ts';
import { browserNavigation } from '../../lib/leave-app.ts';
import { useOptionalSessionUser } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useConfirmCheckout } from './api/confirm-checkout.ts';
import { useStartCheckout } from './api/start-checkout.ts';
import { BILLING_UI } from './billing-strings.ts';
import { PlanGrid, PlanGridSkeleton } from './components/plan-grid.tsx';
import type { Viewer } from './plan-actions.ts';

/** The yearly saving the server's prices give, or the spec's 17 percent until they are known. */
function savingPercent(prices: PlanPrices | undefined): number {
  const monthly = prices?.prices.find((one) => one.plan === 'starter');
  const yearly = prices?.prices.find((one) => one.plan === 'starterforyear');
  const percent = monthly && yearly ? annualSavingPercent(monthly.amount, yearly.amount) : 0;
  return percent > 0 ? percent : BILLING_LIMITS.annualSavingPercent;
}

export function PlansPage() {
  usePageTitle(BILLING_UI.plansTitle);
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  // Back from the hosted checkout: confirm first, the plans come after a failure only.
  return sessionId ? <Confirmation sessionId={sessionId} /> : <Plans />;
}

/** `/plans?session_id=…`: the provider's success address; the payment is confirmed once. */
function Confirmation({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const confirm = useConfirmCheckout();
  // React's StrictMode runs effects twice; the confirmation is one request per session id.
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (started.current === sessionId) {
      return;
    }
    started.current = sessionId;
    confirm.mutateAsync(sessionId).then(
      (confirmed) => navigate('/confirmed-bill', { replace: true, state: confirmed }),
      (error: unknown) => {
        // Whatever the refusal (an open checkout, the provider down), the spec says the payment failed.
        showFailure(error, { message: MSG.billing.failedToPay });
        setParams(
          (current) => {
            current.delete('session_id');
            return current;
          },
          { replace: true },
        );
      },
    );
  }, [sessionId, confirm, navigate, setParams]);

  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text>{BILLING_UI.confirming}</Text>
      </Stack>
    </Center>
  );
}

function Plans() {
  const user = useOptionalSessionUser();
  const prices = usePlanPrices();
  const billing = useBilling(user !== null);
  const checkout = useStartCheckout();
  const [chosenInterval, setBillingInterval] = useState<BillingInterval | null>(null);
  // Until one is chosen, the interval of the plan the organisation pays, so its card shows current.
  const plan = billing.data?.plan;
  const interval = chosenInterval ?? (plan && isPaidPlan(plan) ? intervalOf(plan) : 'month');

  const viewer: Viewer | null = user && billing.data ? { role: user.role, billing: billing.data } : null;
  const manager = user === null || canManagePlan(user.role);
  const trialDays = prices.data?.trialDays ?? BILLING_LIMITS.trialDays;
  const showTrial = user === null || billing.data?.trialEligible === true;
  const waitingForBilling = user !== null && !billing.data;
  const failed = prices.isError || billing.isError;
  const retry = () => {
    if (prices.isError) {
      void prices.refetch();
    }
    if (billing.isError) {
      void billing.refetch();
    }
  };

  const startCheckout = (plan: Parameters<typeof checkout.mutate>[0]['plan']) =>
    checkout.mutate(
      { plan },
      {
        // The hosted page may be another site (Stripe), so the browser leaves the app.
        onSuccess: ({ url }) => browserNavigation.assign(url),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'VALIDATION') {
            toast.error(MSG.billing.chooseAnyPlan);
            return;
          }
          showFailure(error);
        },
      },
    );

  return (
    <Stack gap="lg" p={user ? { base: 'md', sm: 'lg' } : 0}>
      <Stack gap={4}>
        <Title order={1}>{BILLING_UI.plansTitle}</Title>
        <Text c="dimmed">{BILLING_UI.plansSubtitle}</Text>
        {billing.data ? <Text size="sm">{BILLING_UI.onPlan(PLAN_LABELS[billing.data.plan])}</Text> : null}
      </Stack>
      {showTrial ? <TrialBanner days={trialDays} /> : null}
      {manager ? null : (
        <Alert color="blue" variant="light">
          {MSG.billing.onlySuperAdmin}
        </Alert>
      )}
      <Group gap="sm">
        <SegmentedControl
          aria-label={BILLING_UI.intervalLabel}
          value={interval}
          onChange={(next) => setBillingInterval(next === 'year' ? 'year' : 'month')}
          data={[
            { value: 'month', label: BILLING_UI.monthly },
            { value: 'year', label: BILLING_UI.annual },
          ]}
        />
        <Badge color="teal" variant={interval === 'year' ? 'filled' : 'light'} data-testid="saving-badge">
          {MSG.billing.saving(savingPercent(prices.data))}
        </Badge>
      </Group>
      {failed ? (
        <Alert color="red" variant="light" title={BILLING_UI.pricesFailed}>
          <Button size="xs" variant="light" onClick={retry}>
            {BILLING_UI.tryAgain}
          </Button>
        </Alert>
      ) : prices.data && !waitingForBilling ? (
        <PlanGrid
          prices={prices.data.prices}
          interval={interval}
          viewer={viewer}
          disabled={!manager}
          pendingPlan={checkout.isPending ? (checkout.variables?.plan ?? null) : null}
          onCheckout={(action) => startCheckout(action.plan)}
        />
      ) : (
        <PlanGridSkeleton />
      )}
    </Stack>
  );
}
