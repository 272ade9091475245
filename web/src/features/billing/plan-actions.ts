import type { Plan, Role } from '@squadboard/domain';
import type { BillingInterval, PlanTier } from '@squadboard/domain/billing/billing.model';
import { isPaidPlan, isRunning, paidPlanFor, planChoice } from '@squadboard/domain/billing/billing.rules';
import type { BillingState } from '@squadboard/domain/billing/billing.schema';

// What each plan card's button does, for whoever looks at the page (spec 000 §1, §4 "Plan
// values"). Pure, so the page only renders the answer.

export type CardAction =
  /** A visitor: remember the plan sign-up may take, then go to /sign-up. */
  | { kind: 'sign-up'; remember: 'free' | 'BETA' }
  | { kind: 'contact' }
  | {
      kind: 'checkout';
      plan: Extract<Plan, 'starter' | 'starterforyear' | 'professional' | 'professionalforyear'>;
    }
  | { kind: 'switch' }
  | { kind: 'current' }
  /** Free while a paid plan runs: going back to free is a cancel, in My Plan. */
  | { kind: 'cancel' }
  | { kind: 'included-with-beta' };

export interface Viewer {
  role: Role;
  billing: Pick<BillingState, 'plan' | 'subscription'>;
}

/** The plan a card stands for at this billing interval. */
export function cardPlan(tier: PlanTier, interval: BillingInterval): Plan {
  if (tier === 'starter' || tier === 'professional') {
    return paidPlanFor(tier, interval);
  }
  return tier;
}

function runningPlan(billing: Viewer['billing']): boolean {
  return billing.subscription !== null && isRunning(billing.subscription.status) && isPaidPlan(billing.plan);
}

/** `viewer` is null for a visitor, and for a member while the organisation's plan is loading. */
export function cardAction(tier: PlanTier, interval: BillingInterval, viewer: Viewer | null): CardAction {
  const target = cardPlan(tier, interval);
  if (tier === 'enterprise') {
    return { kind: 'contact' };
  }
  if (!viewer) {
    // Sign-up only takes free or BETA; paid plans are bought after signing in (spec 000 §1).
    return { kind: 'sign-up', remember: tier === 'free' ? 'free' : 'BETA' };
  }
  const { plan } = viewer.billing;
  const running = runningPlan(viewer.billing);
  if (tier === 'free') {
    if (running) {
      return { kind: 'cancel' };
    }
    return plan === 'BETA' ? { kind: 'included-with-beta' } : { kind: 'current' };
  }
  const choice = planChoice(plan, running, target);
  if (choice === 'checkout' && isPaidPlan(target)) {
    return { kind: 'checkout', plan: target };
  }
  return choice === 'current'
    ? { kind: 'current' }
    : choice === 'switch'
      ? { kind: 'switch' }
      : { kind: 'contact' };
}
