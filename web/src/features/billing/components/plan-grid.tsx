import { SimpleGrid, Skeleton } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import {
  type BillingInterval,
  PLAN_LIMITS,
  PLAN_TIERS,
  TIER_LABELS,
} from '@squadboard/domain/billing/billing.model';
import { formatMoney } from '@squadboard/domain/billing/billing.rules';
import type { PlanPrice } from '@squadboard/domain/billing/billing.schema';
import { PlanCard } from '../../../entities/billing/components/plan-card.tsx';
import { BILLING_UI } from '../billing-strings.ts';
import { type CardAction, cardAction, cardPlan, type Viewer } from '../plan-actions.ts';
import { PlanButton } from './plan-button.tsx';

interface PlanGridProps {
  prices: readonly PlanPrice[];
  interval: BillingInterval;
  viewer: Viewer | null;
  disabled: boolean;
  /** The plan whose checkout is being opened, if any. */
  pendingPlan: string | null;
  onCheckout: (action: Extract<CardAction, { kind: 'checkout' }>) => void;
}

const GRID_COLS = { base: 1, sm: 2, lg: 4 } as const;

/** The four plans of spec 000 §1 with their prices at `interval` and their limits (§9). */
export function PlanGrid({ prices, interval, viewer, disabled, pendingPlan, onCheckout }: PlanGridProps) {
  const currency = prices[0]?.currency ?? 'usd';
  return (
    <SimpleGrid cols={GRID_COLS} spacing="md">
      {PLAN_TIERS.map((tier) => {
        const plan = cardPlan(tier, interval);
        const limits = PLAN_LIMITS[plan === 'BETA' ? 'free' : plan];
        const price = prices.find((one) => one.tier === tier && one.interval === interval);
        const action = cardAction(tier, interval, viewer);
        const shown =
          tier === 'enterprise'
            ? MSG.billing.contactUs
            : tier === 'free'
              ? formatMoney(0, currency)
              : price
                ? formatMoney(price.amount, price.currency)
                : '—';
        return (
          <PlanCard
            key={tier}
            title={TIER_LABELS[tier]}
            price={shown}
            caption={tier === 'enterprise' ? BILLING_UI.priceOnRequest : BILLING_UI.perInterval(interval)}
            limits={limits}
            current={action.kind === 'current'}
            action={
              <PlanButton
                tier={tier}
                action={action}
                disabled={disabled}
                loading={action.kind === 'checkout' && pendingPlan === action.plan}
                onCheckout={onCheckout}
              />
            }
          />
        );
      })}
    </SimpleGrid>
  );
}

export function PlanGridSkeleton() {
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={BILLING_UI.loadingPrices}
    >
      {PLAN_TIERS.map((tier) => (
        <Skeleton key={tier} h={300} radius="md" />
      ))}
    </SimpleGrid>
  );
}
