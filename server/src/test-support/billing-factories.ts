import { sampleBillingForm } from '@squadboard/domain/billing/billing.fixture';
import type { PaidPlan } from '@squadboard/domain/billing/billing.model';
import type { BillingForm } from '@squadboard/domain/billing/billing.schema';
import { eq } from 'drizzle-orm';
import { billingAccounts, customers } from '../db/schema/index.ts';
import type { Organisation, TestOrg } from './factories.ts';
import { api } from './request.ts';
import type { TestApp } from './test-app.ts';

// Plans bought the way a person buys them on the built-in test provider: POST /checkout, the
// billing form paid with the test card, then the confirmation /plans runs.

const DAY_MS = 86_400_000;

/** A billing form every check accepts, paid with `cardNumber` (the test card that succeeds by default). */
export function billingForm(overrides: Partial<BillingForm> = {}): BillingForm {
  return sampleBillingForm(overrides);
}

function expectOk(what: string, response: { statusCode: number; body: string }): void {
  if (response.statusCode !== 200) {
    throw new Error(`${what} failed: ${response.statusCode} ${response.body}`);
  }
}

/** Starts a checkout for `plan` as the organisation's Super Admin: the session id. */
export async function startCheckout(t: TestApp, org: Organisation, plan: PaidPlan): Promise<string> {
  const response = await api(t.app, org.admin, 'POST', '/api/billing/checkout', { plan });
  expectOk('checkout', response);
  return response.json().sessionId;
}

/**
 * Subscribes `org` to `plan` through the test provider's checkout and the confirmation; answers
 * the confirmation (ZConfirmedCheckout). `trial: false` marks the trial used first, as after an
 * earlier subscription, so the first period is charged at once.
 */
export async function subscribeViaTestCheckout(
  t: TestApp,
  org: Organisation,
  plan: PaidPlan,
  options: { trial?: boolean } = {},
) {
  const sessionId = await startCheckout(t, org, plan);
  if (options.trial === false) {
    await t.db
      .update(billingAccounts)
      .set({ trialUsed: true })
      .where(eq(billingAccounts.customerId, org.customerId));
    return confirmPaid(t, org, await startCheckout(t, org, plan));
  }
  return confirmPaid(t, org, sessionId);
}

async function confirmPaid(t: TestApp, org: Organisation, sessionId: string) {
  const paid = await api(
    t.app,
    org.admin,
    'POST',
    `/api/billing/test-checkout/${sessionId}/pay`,
    billingForm(),
  );
  expectOk('pay', paid);
  const confirmed = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
  expectOk('confirm', confirmed);
  return confirmed.json();
}

/** Moves the test provider's clock `days` ahead of now (trials end, periods renew, cancels end). */
export async function tickDays(t: TestApp, days: number): Promise<string[]> {
  return t.app.services.billing.tick(new Date(Date.now() + days * DAY_MS));
}

/** The organisation's plan as stored (what the limits read). */
export async function planOf(t: TestApp, customerId: string) {
  const [row] = await t.db
    .select({ plan: customers.plan })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row?.plan;
}

/** GET /api/billing as the organisation's Super Admin. */
export async function billingStateOf(t: TestApp, org: TestOrg) {
  const response = await api(t.app, org.admin, 'GET', '/api/billing');
  if (response.statusCode !== 200) {
    throw new Error(`GET /api/billing answered ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}
