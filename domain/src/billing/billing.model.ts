import type { Plan } from '../common/constants.ts';
import { RETRO_LIMITS } from '../retro/retro.model.ts';

// Plans, their limits and the subscription's states (spec 000 §1, §3 "Plan details" and
// "Subscription data", §4 "Plan values", §9). One table of limits: squads, retros and the live
// room read their caps from here.

/** Plans bought through payment; enterprise is contact-sales only and never checked out. */
export const PAID_PLANS = ['starter', 'starterforyear', 'professional', 'professionalforyear'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

export const PLAN_TIERS = ['free', 'starter', 'professional', 'enterprise'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const BILLING_INTERVALS = ['month', 'year'] as const;
export type BillingInterval = (typeof BILLING_INTERVALS)[number];

export interface PlanLimits {
  /** Squads (the spec's "teams"); null is unlimited. BETA reads the company config's team_nos. */
  teams: number | null;
  guestsPerRetro: number | null;
  retrosPerMonth: number | null;
}

const UNLIMITED_RETROS = { guestsPerRetro: null, retrosPerMonth: null } as const;

/** Spec 000 §9. BETA's teams come from the company config (see `planLimitsFor`). */
export const PLAN_LIMITS: Record<Exclude<Plan, 'BETA'>, PlanLimits> = {
  free: {
    teams: 1,
    guestsPerRetro: RETRO_LIMITS.freeGuestsPerRetro,
    retrosPerMonth: RETRO_LIMITS.freeRetrosPerMonth,
  },
  starter: { teams: 5, ...UNLIMITED_RETROS },
  starterforyear: { teams: 5, ...UNLIMITED_RETROS },
  professional: { teams: 15, ...UNLIMITED_RETROS },
  professionalforyear: { teams: 15, ...UNLIMITED_RETROS },
  enterprise: { teams: null, ...UNLIMITED_RETROS },
  enterpriseforyear: { teams: null, ...UNLIMITED_RETROS },
};

export const BILLING_LIMITS = {
  /** The first paid subscription of an organisation starts with this trial (spec 000 §1). */
  trialDays: 30,
  /** A restart this long after the plan ended restores the account (spec 000 §9). */
  restoreMonths: 10,
  /** Shown on the annual toggle (spec 000 §1). */
  annualSavingPercent: 17,
  cancelCommentMax: 1000,
  /** A switch confirmed later than this after its preview is previewed again. */
  previewValidMinutes: 30,
  invoicesShown: 24,
} as const;

/**
 * A subscription as the product keeps it, whatever the provider: `trialing` and `active` run,
 * `past_due` runs while the provider retries the card, `canceled` has ended (the organisation is
 * back on free), `incomplete` never got paid.
 */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderKind = (typeof PAYMENT_PROVIDERS)[number];

/** The test provider's cards: any other valid number is refused like a real decline. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

export const PLAN_LABELS: Record<Plan, string> = {
  free: 'Free',
  BETA: 'BETA',
  starter: 'Starter (monthly)',
  starterforyear: 'Starter (yearly)',
  professional: 'Professional (monthly)',
  professionalforyear: 'Professional (yearly)',
  enterprise: 'Enterprise (monthly)',
  enterpriseforyear: 'Enterprise (yearly)',
};

export const TIER_LABELS: Record<PlanTier, string> = {
  free: 'Free',
  starter: 'Starter',
  professional: 'Professional',
  enterprise: 'Enterprise',
};
