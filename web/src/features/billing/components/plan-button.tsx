import { Button } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { PlanTier } from '@squadboard/domain/billing/billing.model';
import { Link, useNavigate } from 'react-router';
import { rememberPlan } from '../../../lib/plan-storage.ts';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { toast } from '../../../lib/toast.ts';
import { CONTACT_EMAIL } from '../../../lib/ui-strings.ts';
import { BILLING_UI, MY_PLAN_PATH } from '../billing-strings.ts';
import type { CardAction } from '../plan-actions.ts';

interface PlanButtonProps {
  tier: PlanTier;
  action: CardAction;
  /** Other roles see the buttons, disabled: only a Super Admin manages the plan. */
  disabled: boolean;
  /** A checkout of this card is being opened. */
  loading: boolean;
  onCheckout: (action: Extract<CardAction, { kind: 'checkout' }>) => void;
}

const FULL = { fullWidth: true } as const;

/** A plan card's one button: sign up, contact, check out, or a way to My Plan. */
export function PlanButton({ tier, action, disabled, loading, onCheckout }: PlanButtonProps) {
  const navigate = useNavigate();
  const contactEmail = usePublicConfig().data?.contactEmail ?? CONTACT_EMAIL;
  // Names the tier for screen readers, where four "Get Started" buttons would be ambiguous.
  const describedBy = `plan-card-${tier}`;
  const variant = tier === 'professional' ? 'filled' : 'light';

  switch (action.kind) {
    case 'sign-up':
      return (
        <Button
          {...FULL}
          variant={variant}
          aria-describedby={describedBy}
          onClick={() => {
            rememberPlan(action.remember);
            void navigate('/sign-up');
          }}
        >
          {BILLING_UI.getStarted}
        </Button>
      );
    case 'contact':
      return disabled ? (
        <Button {...FULL} variant="default" disabled aria-describedby={describedBy}>
          {MSG.billing.contactUs}
        </Button>
      ) : (
        <Button
          {...FULL}
          variant="default"
          component="a"
          href={`mailto:${contactEmail}`}
          aria-describedby={describedBy}
          onClick={() => toast.info(MSG.billing.enterpriseContact)}
        >
          {MSG.billing.contactUs}
        </Button>
      );
    case 'checkout':
      return (
        <Button
          {...FULL}
          variant={variant}
          disabled={disabled}
          loading={loading}
          aria-describedby={describedBy}
          onClick={() => onCheckout(action)}
        >
          {BILLING_UI.choosePlan}
        </Button>
      );
    case 'current':
      return (
        <Button {...FULL} variant="default" disabled aria-describedby={describedBy}>
          {BILLING_UI.currentPlan}
        </Button>
      );
    case 'included-with-beta':
      return (
        <Button {...FULL} variant="default" disabled aria-describedby={describedBy}>
          {BILLING_UI.includedWithBeta}
        </Button>
      );
    case 'switch':
    case 'cancel': {
      const label = action.kind === 'switch' ? BILLING_UI.switchInMyPlan : BILLING_UI.cancelInMyPlan;
      return disabled ? (
        <Button {...FULL} variant="default" disabled aria-describedby={describedBy}>
          {label}
        </Button>
      ) : (
        <Button
          {...FULL}
          variant={action.kind === 'switch' ? variant : 'default'}
          component={Link}
          to={MY_PLAN_PATH}
          aria-describedby={describedBy}
        >
          {label}
        </Button>
      );
    }
  }
}
