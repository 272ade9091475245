import type { BillingForm, BillingState, PlanPrices, Subscription } from './billing.schema.ts';

// Sample payloads of plans and payment for tests in every workspace (domain, server, web, e2e):
// one valid billing form, one billing state, one subscription, the test provider's prices.
// Only tests import this file.

/** A billing form every check accepts, paid with the test card that succeeds. */
export function sampleBillingForm(change: Partial<BillingForm> = {}): BillingForm {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address: '1 Analytical Way',
    country: 'US',
    state: 'California',
    cardName: 'Ada Lovelace',
    cardNumber: '4242 4242 4242 4242',
    expiryMonth: 12,
    expiryYear: new Date().getUTCFullYear() + 3,
    cvv: '123',
    terms: true,
    ...change,
  };
}

/** A running monthly starter plan paid by Visa •••• 4242. */
export function sampleSubscription(change: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'starter',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodEnd: '2026-12-24T10:00:00.000Z',
    trialEnd: null,
    endedAt: null,
    card: { brand: 'visa', last4: '4242' },
    amount: 1200,
    currency: 'usd',
    ...change,
  };
}

/** A Super Admin's organisation on BETA with room for 3 squads, never subscribed. */
export function sampleBillingState(change: Partial<BillingState> = {}): BillingState {
  return {
    plan: 'BETA',
    teamNos: 3,
    limits: { teams: 3, guestsPerRetro: null, retrosPerMonth: null },
    squadCount: 1,
    canManage: true,
    trialEligible: true,
    subscription: null,
    restoreBy: null,
    provider: 'test',
    ...change,
  };
}

/** The built-in test provider's prices (minor units, USD). */
export const SAMPLE_PLAN_PRICES: PlanPrices = {
  provider: 'test',
  trialDays: 30,
  prices: [
    { plan: 'starter', tier: 'starter', interval: 'month', amount: 1200, currency: 'usd' },
    { plan: 'starterforyear', tier: 'starter', interval: 'year', amount: 12000, currency: 'usd' },
    { plan: 'professional', tier: 'professional', interval: 'month', amount: 2900, currency: 'usd' },
    { plan: 'professionalforyear', tier: 'professional', interval: 'year', amount: 28900, currency: 'usd' },
  ],
};
