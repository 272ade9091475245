import type { Plan, Role } from '../common/constants.ts';
import {
  BILLING_LIMITS,
  type BillingInterval,
  PAID_PLANS,
  type PaidPlan,
  PLAN_LIMITS,
  PLAN_TIERS,
  type PlanLimits,
  type PlanTier,
  type SubscriptionStatus,
} from './billing.model.ts';

// Pure rules of plans and payment. The server enforces them; the web uses them only to decide
// what to show. Amounts are in minor units (cents), as the providers give them (spec 000 §9).

/** Only a Super Admin manages the plan and payment (spec 000 §1, §6). */
export function canManagePlan(role: Role): boolean {
  return role === 'SUPER_ADMIN';
}

/** What `plan` allows; BETA's squads come from the company config's team_nos. */
export function planLimitsFor(plan: Plan, teamNos: number): PlanLimits {
  if (plan === 'BETA') {
    return { teams: Math.max(0, Math.floor(teamNos)), guestsPerRetro: null, retrosPerMonth: null };
  }
  return PLAN_LIMITS[plan];
}

export function isPaidPlan(plan: Plan): plan is PaidPlan {
  return (PAID_PLANS as readonly string[]).includes(plan);
}

export function tierOf(plan: Plan): PlanTier {
  if (plan === 'BETA') {
    return 'free';
  }
  const tier = PLAN_TIERS.find((t) => plan.startsWith(t));
  return tier ?? 'free';
}

export function intervalOf(plan: Plan): BillingInterval {
  return plan.endsWith('foryear') ? 'year' : 'month';
}

/** The plan value of a paid tier billed per `interval` (spec 000 §4 "Plan values"). */
export function paidPlanFor(tier: 'starter' | 'professional', interval: BillingInterval): PaidPlan {
  return interval === 'year' ? `${tier}foryear` : tier;
}

/** Subscriptions that still give the organisation its paid plan. */
export function isRunning(status: SubscriptionStatus): boolean {
  return status === 'trialing' || status === 'active' || status === 'past_due';
}

export type PlanChoice = 'contact' | 'checkout' | 'switch' | 'current';

/**
 * What choosing `target` means for an organisation on `current` (spec 000 §4): enterprise only
 * opens the contact page; from free, BETA or an ended subscription a hosted checkout; from a
 * running paid plan a switch with proration; the plan one already has, nothing.
 */
export function planChoice(current: Plan, running: boolean, target: Plan): PlanChoice {
  if (target === 'enterprise' || target === 'enterpriseforyear') {
    return 'contact';
  }
  if (running && target === current) {
    return 'current';
  }
  return running && isPaidPlan(current) ? 'switch' : 'checkout';
}

/** Why `target` cannot take an organisation with `squadCount` squads; null when it can. */
export function squadsOverLimit(target: Plan, squadCount: number): { count: number; limit: number } | null {
  const limit = planLimitsFor(target, 0).teams;
  return limit !== null && squadCount > limit ? { count: squadCount, limit } : null;
}

/** The first paid subscription of an organisation gets the trial; a restart does not. */
export function trialEligible(hadSubscription: boolean): boolean {
  return !hadSubscription;
}

/** Whole percent a yearly price saves against twelve monthly ones (17 with the spec's prices). */
export function annualSavingPercent(monthly: number, yearly: number): number {
  if (monthly <= 0) {
    return 0;
  }
  return Math.round((1 - yearly / (monthly * 12)) * 100);
}

/** "$12.00", "-$4.50": minor units of `currency` for people. */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
    currencyDisplay: 'narrowSymbol',
  }).format(minor / 100);
}

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export function periodEndAfter(start: Date, interval: BillingInterval): Date {
  return addMonths(start, interval === 'year' ? 12 : 1);
}

/** Until when a restart restores an organisation whose plan ended at `endedAt` (spec 000 §9). */
export function restoreDeadline(endedAt: Date): Date {
  return addMonths(endedAt, BILLING_LIMITS.restoreMonths);
}

export function canRestore(endedAt: Date, now: Date): boolean {
  return now.getTime() <= restoreDeadline(endedAt).getTime();
}

/** "24 Nov 2026" (UTC): how dates read in invoice lines, whichever provider writes them. */
export function formatLineDate(date: Date): string {
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export interface ProrationLine {
  description: string;
  /** Minor units; negative for a credit. */
  amount: number;
}

export interface ProrationInput {
  from: { label: string; amount: number; interval: BillingInterval };
  to: { label: string; amount: number; interval: BillingInterval };
  periodStart: Date;
  periodEnd: Date;
  at: Date;
  trialing: boolean;
  /** How dates read in the lines, e.g. "24 Nov 2026". */
  formatDate: (date: Date) => string;
}

/**
 * The lines of a switch's invoice, the way card providers prorate: a credit for the unused time
 * of the old plan and a charge for the rest of the period on the new one. A change of interval
 * starts a new period now, so the new plan is charged whole. During the trial nothing is charged.
 */
export function prorationLines(input: ProrationInput): ProrationLine[] {
  const { from, to, periodStart, periodEnd, at, trialing, formatDate } = input;
  const when = formatDate(at);
  if (trialing) {
    return [{ description: `Trial period for ${to.label}`, amount: 0 }];
  }
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.min(Math.max(periodEnd.getTime() - at.getTime(), 0), total);
  const share = total > 0 ? left / total : 0;
  const unused = -Math.round(from.amount * share);
  if (from.interval !== to.interval) {
    return [
      { description: `Unused time on ${from.label} after ${when}`, amount: unused },
      { description: `${to.label} from ${when}`, amount: to.amount },
    ];
  }
  return [
    { description: `Unused time on ${from.label} after ${when}`, amount: unused },
    { description: `Remaining time on ${to.label} after ${when}`, amount: Math.round(to.amount * share) },
  ];
}

/** Luhn's check, which every card number passes (spaces and dashes ignored). */
export function isCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) {
    return false;
  }
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) {
        d -= 9;
      }
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  const digits = number.replace(/[\s-]/g, '');
  if (digits.startsWith('4')) {
    return 'visa';
  }
  if (/^(5[1-5]|2[2-7])/.test(digits)) {
    return 'mastercard';
  }
  if (/^3[47]/.test(digits)) {
    return 'amex';
  }
  return 'card';
}

/** Whether a card's expiry month is still ahead of `now` (a card works to its month's end). */
export function cardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
}
