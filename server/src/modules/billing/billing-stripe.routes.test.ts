import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, customers } from '../../db/schema/index.ts';
import { billingStateOf } from '../../test-support/billing-factories.ts';
import { createOrg, type TestOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import {
  type StripeStandIn,
  startStripeStandIn,
  type WebhookTarget,
} from '../../test-support/stripe-stand-in.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// The whole product on Stripe: the official SDK against the local stand-in, and the stand-in's
// signed webhooks posted to /api/billing/webhook the way Stripe posts them.

let t: TestApp;
let standIn: StripeStandIn;

/** Posts an event to the webhook route with `signatureOf(signature)` as its header. */
function webhook(signatureOf: (signature: string) => string | undefined = (s) => s): WebhookTarget {
  return async (payload, signature) => {
    const header = signatureOf(signature);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        ...(header === undefined ? {} : { 'stripe-signature': header }),
      },
    });
    return response.statusCode;
  };
}

const forged = webhook((signature) => signature.replace(/v1=[0-9a-f]+/, `v1=${'a'.repeat(64)}`));

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await createTestApp({ env: standIn.env });
  standIn.deliverTo(webhook());
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function accountOf(customerId: string) {
  const [account] = await t.db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.customerId, customerId));
  const [customer] = await t.db
    .select({ plan: customers.plan })
    .from(customers)
    .where(eq(customers.id, customerId));
  return { account, plan: customer?.plan };
}

async function checkout(org: TestOrg, plan: string): Promise<string> {
  const response = await api(t.app, org.admin, 'POST', '/api/billing/checkout', { plan });
  expect(response.statusCode).toBe(200);
  const { sessionId, url } = response.json();
  expect(url).toBe(`${standIn.url}/c/pay/${sessionId}`);
  return sessionId;
}

function lastEventOf(type: string): string {
  const found = standIn.deliveries.filter((d) => d.type === type).at(-1);
  if (!found) {
    throw new Error(`no ${type} sent`);
  }
  return found.payload;
}

describe('billing on Stripe', () => {
  it('answers the prices from Stripe', async () => {
    const response = await api(t.app, null, 'GET', '/api/billing/prices');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ provider: 'stripe', trialDays: 30 });
    expect(response.json().prices).toEqual(
      expect.arrayContaining([
        { plan: 'starter', tier: 'starter', interval: 'month', amount: 1200, currency: 'usd' },
        {
          plan: 'professionalforyear',
          tier: 'professional',
          interval: 'year',
          amount: 28900,
          currency: 'usd',
        },
      ]),
    );
  });

  it('checks out on Stripe: the signed webhook gives the plan before any confirm; confirm is idempotent', async () => {
    const org = await createOrg(t);
    const sessionId = await checkout(org, 'starter');
    const early = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(early.json()).toMatchObject({ statusCode: 402, code: 'CHECKOUT_OPEN' });

    const { status } = await standIn.completeCheckout(sessionId);
    expect(status).toBe(200);
    const state = await billingStateOf(t, org);
    expect(state).toMatchObject({
      plan: 'starter',
      provider: 'stripe',
      subscription: {
        plan: 'starter',
        status: 'trialing',
        card: { brand: 'visa', last4: '4242' },
        amount: 1200,
      },
    });

    const first = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ plan: 'starter', amountPaid: 0, currency: 'usd' });
    expect(first.json().trialEnd).toBe(state.subscription.trialEnd);
    const again = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(again.json()).toEqual(first.json());

    // Stripe delivers at least once: the same event again changes nothing more.
    const before = await accountOf(org.customerId);
    expect(await standIn.redeliver(lastEventOf('checkout.session.completed'))).toBe(200);
    expect(await billingStateOf(t, org)).toEqual(state);
    const after = await accountOf(org.customerId);
    expect({ ...after.account, updatedAt: null }).toEqual({ ...before.account, updatedAt: null });
  });

  it("refuses another organisation's checkout", async () => {
    const org = await createOrg(t);
    const other = await createOrg(t);
    const sessionId = await checkout(org, 'professional');
    await standIn.completeCheckout(sessionId);
    const response = await api(t.app, other.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'CHECKOUT_NOT_FOUND' });
    expect((await billingStateOf(t, other)).plan).toBe('BETA');
  });

  it('refuses a forged signature and a missing one with 400, and nothing changes', async () => {
    const org = await createOrg(t);
    const sessionId = await checkout(org, 'starter');
    standIn.deliverTo(forged);
    try {
      expect((await standIn.completeCheckout(sessionId)).status).toBe(400);
    } finally {
      standIn.deliverTo(webhook());
    }
    const payload = lastEventOf('checkout.session.completed');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.json()).toMatchObject({ statusCode: 400, code: 'WEBHOOK_SIGNATURE' });
    expect(await billingStateOf(t, org)).toMatchObject({ plan: 'BETA', subscription: null });
    expect((await accountOf(org.customerId)).account?.providerSubscriptionId).toBeNull();

    // The same event, truly signed, is applied.
    expect(await standIn.redeliver(payload)).toBe(200);
    expect((await billingStateOf(t, org)).plan).toBe('starter');
  });

  it('cancels at the period end; when Stripe ends it the plan is free; a restart pays at once, then switches', async () => {
    const org = await createOrg(t);
    const first = await checkout(org, 'starter');
    const { subscriptionId } = await standIn.completeCheckout(first);

    const cancelled = await api(t.app, org.admin, 'POST', '/api/billing/cancel', { comment: 'Too dear' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'starter', subscription: { cancelAtPeriodEnd: true } });
    const periodEnd = new Date(cancelled.json().subscription.currentPeriodEnd);

    expect(await standIn.advance(subscriptionId, periodEnd)).toEqual([200]);
    const ended = await billingStateOf(t, org);
    expect(ended).toMatchObject({ plan: 'free', subscription: { status: 'canceled' }, trialEligible: false });
    expect(ended.restoreBy).not.toBeNull();

    // A restart gets no second trial: Stripe charges the first month at once.
    const restart = await checkout(org, 'starter');
    await standIn.completeCheckout(restart);
    const confirmed = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', {
      sessionId: restart,
    });
    expect(confirmed.json()).toMatchObject({ plan: 'starter', amountPaid: 1200, trialEnd: null });
    expect(await billingStateOf(t, org)).toMatchObject({
      plan: 'starter',
      subscription: { status: 'active' },
    });

    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', {
      plan: 'professional',
    });
    expect(preview.statusCode).toBe(200);
    const quote = preview.json();
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0].description).toMatch(/^Unused time on Starter \(monthly\)/);
    expect(quote.lines[0].amount).toBeLessThan(0);
    expect(quote.lines[1].description).toMatch(/^Remaining time on Professional \(monthly\)/);
    expect(quote.total).toBe(quote.lines[0].amount + quote.lines[1].amount);
    expect(quote.total).toBeGreaterThan(0);

    const switched = await api(t.app, org.admin, 'POST', '/api/billing/switch', {
      plan: 'professional',
      prorationDate: quote.prorationDate,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      plan: 'professional',
      subscription: { plan: 'professional', amount: 2900 },
    });
    expect((await accountOf(org.customerId)).plan).toBe('professional');

    const invoices = await api(t.app, org.admin, 'GET', '/api/billing/invoices');
    expect(invoices.statusCode).toBe(200);
    const { card, invoices: list } = invoices.json();
    expect(card).toEqual({ brand: 'visa', last4: '4242' });
    // trial, restart, switch: newest first
    expect(list.map((i: { total: number }) => i.total)).toEqual([quote.total, 1200, 0]);
    expect(list[0]).toMatchObject({ status: 'paid', amountPaid: quote.total, currency: 'usd' });
  });

  it('switches during the trial at no charge', async () => {
    const org = await createOrg(t);
    await standIn.completeCheckout(await checkout(org, 'starter'));
    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', {
      plan: 'starterforyear',
    });
    expect(preview.json()).toMatchObject({
      lines: [{ description: 'Trial period for Starter (yearly)', amount: 0 }],
      total: 0,
      nextBillDate: (await billingStateOf(t, org)).subscription.trialEnd,
    });
  });

  it('sends the card change to the billing portal; its webhook brings the new card', async () => {
    const org = await createOrg(t);
    const { subscriptionId } = await standIn.completeCheckout(await checkout(org, 'professional'));
    const response = await api(t.app, org.admin, 'POST', '/api/billing/payment-method');
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));

    expect(await standIn.updateCard(subscriptionId, '5555555555554444')).toBe(200);
    const invoices = await api(t.app, org.admin, 'GET', '/api/billing/invoices');
    expect(invoices.json().card).toEqual({ brand: 'mastercard', last4: '4444' });
  });

  it('acknowledges events the product does not act on', async () => {
    expect(await standIn.sendEvent('customer.created', { id: 'cus_x', object: 'customer' })).toBe(200);
  });
});

describe('the webhook under the test provider', () => {
  it('is not there (404)', async () => {
    const plain = await createTestApp();
    try {
      const response = await plain.app.inject({
        method: 'POST',
        url: '/api/billing/webhook',
        payload: JSON.stringify({
          id: 'evt_1',
          object: 'event',
          type: 'customer.created',
          data: { object: {} },
        }),
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      });
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    } finally {
      await plain.close();
    }
  });
});
