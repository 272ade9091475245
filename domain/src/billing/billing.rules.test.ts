import { describe, expect, it } from 'vitest';
import { BILLING_LIMITS, PLAN_LIMITS } from './billing.model.ts';
import {
  addMonths,
  annualSavingPercent,
  canManagePlan,
  canRestore,
  cardBrand,
  cardExpired,
  formatMoney,
  intervalOf,
  isCardNumber,
  isPaidPlan,
  paidPlanFor,
  planChoice,
  planLimitsFor,
  prorationLines,
  restoreDeadline,
  squadsOverLimit,
  tierOf,
  trialEligible,
} from './billing.rules.ts';

const utc = (text: string) => new Date(`${text}T00:00:00.000Z`);
const day = (date: Date) => date.toISOString().slice(0, 10);

describe('plan limits (spec 000 §9)', () => {
  it('gives free 1 squad, 10 guests per retro and 2 retros a month', () => {
    expect(planLimitsFor('free', 99)).toEqual({ teams: 1, guestsPerRetro: 10, retrosPerMonth: 2 });
  });

  it('gives starter 5 squads, professional 15, enterprise no limit, monthly or yearly alike', () => {
    expect(planLimitsFor('starter', 0).teams).toBe(5);
    expect(planLimitsFor('starterforyear', 0).teams).toBe(5);
    expect(planLimitsFor('professional', 0).teams).toBe(15);
    expect(planLimitsFor('professionalforyear', 0).teams).toBe(15);
    expect(planLimitsFor('enterprise', 0).teams).toBeNull();
    expect(planLimitsFor('enterpriseforyear', 0).teams).toBeNull();
    expect(planLimitsFor('starter', 0)).toMatchObject({ guestsPerRetro: null, retrosPerMonth: null });
  });

  it("reads BETA's squads from the company config's team_nos, whole and never negative", () => {
    expect(planLimitsFor('BETA', 7)).toEqual({ teams: 7, guestsPerRetro: null, retrosPerMonth: null });
    expect(planLimitsFor('BETA', 2.9).teams).toBe(2);
    expect(planLimitsFor('BETA', -3).teams).toBe(0);
    expect(PLAN_LIMITS).not.toHaveProperty('BETA');
  });

  it('lets only a Super Admin manage the plan', () => {
    expect(canManagePlan('SUPER_ADMIN')).toBe(true);
    expect(canManagePlan('SQUAD_ADMIN')).toBe(false);
    expect(canManagePlan('SQUAD_MEMBER')).toBe(false);
  });
});

describe('plan values (spec 000 §4)', () => {
  it('tells paid plans, tiers and intervals apart', () => {
    expect(isPaidPlan('starterforyear')).toBe(true);
    expect(isPaidPlan('enterprise')).toBe(false);
    expect(isPaidPlan('BETA')).toBe(false);
    expect(tierOf('professionalforyear')).toBe('professional');
    expect(tierOf('BETA')).toBe('free');
    expect(tierOf('enterpriseforyear')).toBe('enterprise');
    expect(intervalOf('starterforyear')).toBe('year');
    expect(intervalOf('professional')).toBe('month');
    expect(paidPlanFor('starter', 'year')).toBe('starterforyear');
    expect(paidPlanFor('professional', 'month')).toBe('professional');
  });

  it('opens the contact page for enterprise, a checkout without a running plan, a switch with one', () => {
    expect(planChoice('free', false, 'enterprise')).toBe('contact');
    expect(planChoice('starter', true, 'enterpriseforyear')).toBe('contact');
    expect(planChoice('free', false, 'starter')).toBe('checkout');
    expect(planChoice('BETA', false, 'professional')).toBe('checkout');
    // An ended subscription left the organisation on free: buying again is a checkout.
    expect(planChoice('starter', false, 'starter')).toBe('checkout');
    expect(planChoice('starter', true, 'professional')).toBe('switch');
    expect(planChoice('starter', true, 'starterforyear')).toBe('switch');
    expect(planChoice('starter', true, 'starter')).toBe('current');
  });

  it('names the count and the limit when the squads do not fit', () => {
    expect(squadsOverLimit('starter', 6)).toEqual({ count: 6, limit: 5 });
    expect(squadsOverLimit('starter', 5)).toBeNull();
    expect(squadsOverLimit('professional', 16)).toEqual({ count: 16, limit: 15 });
    expect(squadsOverLimit('free', 2)).toEqual({ count: 2, limit: 1 });
    expect(squadsOverLimit('enterprise', 1000)).toBeNull();
  });

  it('gives the trial only to a first subscription', () => {
    expect(trialEligible(false)).toBe(true);
    expect(trialEligible(true)).toBe(false);
  });
});

describe('money', () => {
  it('shows the 17 percent saving of both yearly prices', () => {
    expect(annualSavingPercent(1200, 12000)).toBe(17);
    expect(annualSavingPercent(2900, 28900)).toBe(17);
    expect(BILLING_LIMITS.annualSavingPercent).toBe(17);
    expect(annualSavingPercent(0, 100)).toBe(0);
  });

  it('formats minor units for people, credits with a minus', () => {
    expect(formatMoney(1200, 'usd')).toBe('$12.00');
    expect(formatMoney(28900, 'USD')).toBe('$289.00');
    expect(formatMoney(-450, 'usd')).toBe('-$4.50');
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });
});

describe('dates', () => {
  it('adds months clamped to the month end', () => {
    expect(day(addMonths(utc('2026-01-31'), 1))).toBe('2026-02-28');
    expect(day(addMonths(utc('2028-01-31'), 1))).toBe('2028-02-29');
    expect(day(addMonths(utc('2026-03-31'), 1))).toBe('2026-04-30');
    expect(day(addMonths(utc('2026-11-15'), 3))).toBe('2027-02-15');
    expect(day(addMonths(utc('2026-08-31'), 10))).toBe('2027-06-30');
  });

  it('restores within 10 months of the end, not a moment later', () => {
    const ended = new Date('2026-01-15T12:00:00.000Z');
    const deadline = restoreDeadline(ended);
    expect(deadline.toISOString()).toBe('2026-11-15T12:00:00.000Z');
    expect(canRestore(ended, new Date('2026-06-01T00:00:00.000Z'))).toBe(true);
    expect(canRestore(ended, deadline)).toBe(true);
    expect(canRestore(ended, new Date(deadline.getTime() + 1))).toBe(false);
  });
});

describe('proration lines', () => {
  const starter = { label: 'Starter (monthly)', amount: 1200, interval: 'month' as const };
  const professional = { label: 'Professional (monthly)', amount: 2900, interval: 'month' as const };
  const starterYear = { label: 'Starter (yearly)', amount: 12000, interval: 'year' as const };
  const base = {
    periodStart: utc('2026-04-01'),
    periodEnd: utc('2026-05-01'),
    at: utc('2026-04-16'),
    trialing: false,
    formatDate: (date: Date) => day(date),
  };

  it('credits the unused half and charges the rest of the period on the same interval', () => {
    expect(prorationLines({ ...base, from: starter, to: professional })).toEqual([
      { description: 'Unused time on Starter (monthly) after 2026-04-16', amount: -600 },
      { description: 'Remaining time on Professional (monthly) after 2026-04-16', amount: 1450 },
    ]);
  });

  it('charges the whole new price when the interval changes', () => {
    expect(prorationLines({ ...base, from: starter, to: starterYear })).toEqual([
      { description: 'Unused time on Starter (monthly) after 2026-04-16', amount: -600 },
      { description: 'Starter (yearly) from 2026-04-16', amount: 12000 },
    ]);
  });

  it('charges nothing during the trial', () => {
    expect(prorationLines({ ...base, trialing: true, from: starter, to: professional })).toEqual([
      { description: 'Trial period for Professional (monthly)', amount: 0 },
    ]);
  });

  it('never credits more than the period, nor less than nothing', () => {
    const early = prorationLines({ ...base, at: utc('2026-03-01'), from: starter, to: professional });
    expect(early.map((line) => line.amount)).toEqual([-1200, 2900]);
    const late = prorationLines({ ...base, at: utc('2026-06-01'), from: starter, to: professional });
    expect(late.map((line) => Math.abs(line.amount))).toEqual([0, 0]);
  });
});

describe('cards', () => {
  it("checks numbers with Luhn's sum, ignoring spaces and dashes", () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000-0000-0000-0002')).toBe(true);
    expect(isCardNumber('5555555555554444')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('42424242')).toBe(false);
    expect(isCardNumber('4242 4242 4242 424a')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('card');
  });

  it('keeps a card good to the end of its expiry month', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(cardExpired(11, 2026, now)).toBe(false);
    expect(cardExpired(10, 2026, now)).toBe(true);
    expect(cardExpired(1, 2027, now)).toBe(false);
    expect(cardExpired(12, 2025, now)).toBe(true);
  });
});
