import { Alert, Button, Group, List, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { BILLING_LIMITS, type PaidPlan, PLAN_LABELS } from '@squadboard/domain/billing/billing.model';
import { isPaidPlan, isRunning } from '@squadboard/domain/billing/billing.rules';
import type { BillingState, SwitchPreview } from '@squadboard/domain/billing/billing.schema';
import { showsTeamCountPanel } from '@squadboard/domain/profile/profile.rules';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBilling } from '../../../../entities/billing/api/get-billing.ts';
import { formatBillingDate } from '../../../../entities/billing/billing-date.ts';
import { planLimitLines } from '../../../../entities/billing/components/plan-card-strings.ts';
import { TrialBanner } from '../../../../entities/billing/components/trial-banner.tsx';
import { toast } from '../../../../lib/toast.ts';
import { PROFILE_UI } from '../../profile-strings.ts';
import { CancelRenewalDialog } from './cancel-renewal-dialog.tsx';
import { CancelledDialog } from './cancelled-dialog.tsx';
import { PaidPlanSummary } from './paid-plan-summary.tsx';
import { PlanMenu } from './plan-menu.tsx';
import { SwitchPaymentDialog } from './switch-payment-dialog.tsx';
import { SwitchPlanDialog } from './switch-plan-dialog.tsx';
import { UpgradeButton } from './upgrade-button.tsx';

const UI = PROFILE_UI.plan;

/** The provider sends the browser back with ?payment=updated: say so once, then drop it. */
function usePaymentReturnToast(): void {
  const [params, setParams] = useSearchParams();
  const updated = params.get('payment') === 'updated';
  const shown = useRef(false);
  useEffect(() => {
    if (!updated) {
      return;
    }
    if (!shown.current) {
      shown.current = true;
      toast.success(MSG.billing.paymentUpdated);
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('payment');
        return next;
      },
      { replace: true },
    );
  }, [updated, setParams]);
}

/** My Plan (spec 000 §2): the organisation's plan as the server knows it, and what may change it. */
export function MyPlanPanel({ profile }: { profile: Profile }) {
  usePaymentReturnToast();
  const billing = useBilling();
  if (billing.data) {
    return <MyPlanView state={billing.data} profile={profile} />;
  }
  if (billing.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <Text>{UI.loadFailed}</Text>
        <Button variant="light" onClick={() => void billing.refetch()}>
          {PROFILE_UI.tryAgain}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={UI.loading}>
      <Skeleton h={14} w={110} />
      <Skeleton h={28} w={220} />
      <Skeleton h={96} />
    </Stack>
  );
}

type Dialog = 'none' | 'cancel' | 'cancelled' | 'switch';

function MyPlanView({ state, profile }: { state: BillingState; profile: Profile }) {
  const [dialog, setDialog] = useState<Dialog>('none');
  const [preview, setPreview] = useState<SwitchPreview | null>(null);
  const { plan, subscription, canManage } = state;
  const running = subscription !== null && isRunning(subscription.status);
  const paid = isPaidPlan(plan);
  const endsOn = formatBillingDate(subscription?.currentPeriodEnd ?? null);
  const onFreeOrBeta = plan === 'free' || plan === 'BETA';

  const cancelMembership = () => {
    if (!running || subscription?.cancelAtPeriodEnd) {
      toast.info(MSG.billing.alreadyCancelled);
      return;
    }
    setDialog('cancel');
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" lts={1}>
            {PROFILE_UI.currentPlan}
          </Text>
          <Title order={2} fz="xl">
            {PLAN_LABELS[plan]}
          </Title>
        </Stack>
        {canManage && paid && subscription ? <PlanMenu onCancelMembership={cancelMembership} /> : null}
      </Group>

      {canManage && state.trialEligible && onFreeOrBeta ? (
        <TrialBanner days={BILLING_LIMITS.trialDays} />
      ) : null}

      {plan === 'BETA' ? (
        <BetaPlan state={state} profile={profile} />
      ) : paid && running && subscription ? (
        <PaidPlanSummary state={state} subscription={subscription} onSwitch={() => setDialog('switch')} />
      ) : paid ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {MSG.billing.checkPlanStatus}
        </Alert>
      ) : plan === 'free' ? (
        <FreePlan state={state} />
      ) : (
        <Text>{UI.enterprise}</Text>
      )}

      {paid && subscription ? (
        <PlanDialogs
          dialog={dialog}
          setDialog={setDialog}
          current={plan}
          endsOn={endsOn}
          preview={preview}
          setPreview={setPreview}
        />
      ) : null}
    </Stack>
  );
}

function BetaPlan({ state, profile }: { state: BillingState; profile: Profile }) {
  return (
    <Group align="flex-end" gap="md">
      {showsTeamCountPanel(profile.role, 'BETA') ? (
        <TextInput label={PROFILE_UI.numberOfTeams} value={String(state.teamNos)} readOnly w={180} />
      ) : null}
      <UpgradeButton canManage={state.canManage} />
    </Group>
  );
}

function FreePlan({ state }: { state: BillingState }) {
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {UI.limits}
        </Text>
        <List size="sm" spacing={2}>
          {planLimitLines(state.limits).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Stack>
      {state.restoreBy ? (
        <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {MSG.billing.restoreBy(formatBillingDate(state.restoreBy))}
        </Alert>
      ) : null}
      <Group>
        <UpgradeButton canManage={state.canManage} />
      </Group>
    </Stack>
  );
}

interface PlanDialogsProps {
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
  current: PaidPlan;
  endsOn: string;
  preview: SwitchPreview | null;
  setPreview: (preview: SwitchPreview | null) => void;
}

/** One dialog at a time: the cancel pair, or the switch chooser followed by its payment. */
function PlanDialogs({ dialog, setDialog, current, endsOn, preview, setPreview }: PlanDialogsProps) {
  const close = () => setDialog('none');
  return (
    <>
      <CancelRenewalDialog
        opened={dialog === 'cancel'}
        onClose={close}
        endsOn={endsOn}
        onCancelled={() => setDialog('cancelled')}
      />
      <CancelledDialog
        opened={dialog === 'cancelled'}
        onClose={close}
        plan={PLAN_LABELS[current]}
        endsOn={endsOn}
      />
      <SwitchPlanDialog
        opened={dialog === 'switch' && preview === null}
        onClose={close}
        current={current}
        onPreview={setPreview}
      />
      <SwitchPaymentDialog
        preview={dialog === 'switch' ? preview : null}
        onPreview={setPreview}
        onBack={() => setPreview(null)}
        onDone={() => {
          setPreview(null);
          close();
        }}
      />
    </>
  );
}
