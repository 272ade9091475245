import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StripeConfig } from '../../../config.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../../../test-support/stripe-stand-in.ts';
import type { PaymentProvider, ProviderEvent } from '../payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

// The Stripe provider through the official SDK against the local stand-in: real HTTP, real form
// encoding, real signatures.

let standIn: StripeStandIn;
let config: StripeConfig;
let provider: PaymentProvider;
/** What the provider read from each event the stand-in sent. */
let received: ProviderEvent[];

const DAY_MS = 86_400_000;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  config = { secretKey: STAND_IN_SECRET_KEY, webhookSecret: STAND_IN_WEBHOOK_SECRET, apiUrl: standIn.url };
  provider = createStripeProvider(config);
  standIn.deliverTo(async (payload, signature) => {
    received.push(provider.readWebhook?.(Buffer.from(payload), signature) as ProviderEvent);
    return 200;
  });
});

afterAll(() => standIn.close());

beforeEach(() => {
  received = [];
});

async function subscribed(plan: 'starter' | 'professionalforyear', trialDays = 0) {
  const customerId = await provider.createCustomer({
    organisationId: 'org-1',
    email: 'sa@example.com',
    name: 'Acme',
  });
  const checkout = await provider.startCheckout({
    customerId,
    organisationId: 'org-1',
    email: 'sa@example.com',
    plan,
    trialDays,
    successUrl: 'http://localhost:3000/plans?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/plans',
  });
  const { subscriptionId } = await standIn.completeCheckout(checkout.id);
  return { customerId, checkout, subscriptionId };
}

describe('Stripe provider', () => {
  it('reads the prices by lookup key, once for several calls', async () => {
    const before = standIn.requests.filter((r) => r === 'GET /v1/prices').length;
    const prices = await provider.prices();
    await provider.prices();
    expect(prices).toEqual(
      expect.arrayContaining([
        { plan: 'starter', amount: 1200, currency: 'usd', interval: 'month' },
        { plan: 'starterforyear', amount: 12000, currency: 'usd', interval: 'year' },
        { plan: 'professional', amount: 2900, currency: 'usd', interval: 'month' },
        { plan: 'professionalforyear', amount: 28900, currency: 'usd', interval: 'year' },
      ]),
    );
    expect(prices).toHaveLength(4);
    expect(standIn.requests.filter((r) => r === 'GET /v1/prices').length - before).toBeLessThanOrEqual(1);
  });

  it('starts a hosted checkout and reads it back open, then complete with its subscription', async () => {
    const customerId = await provider.createCustomer({
      organisationId: 'org-2',
      email: 'a@example.com',
      name: null,
    });
    const checkout = await provider.startCheckout({
      customerId,
      organisationId: 'org-2',
      email: 'a@example.com',
      plan: 'professional',
      trialDays: 30,
      successUrl: 'http://localhost:3000/plans?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: 'http://localhost:3000/plans',
    });
    expect(checkout.url).toBe(`${standIn.url}/c/pay/${checkout.id}`);
    expect(await provider.readCheckout(checkout.id)).toEqual({
      id: checkout.id,
      mode: 'subscription',
      status: 'open',
      customerId,
      subscriptionId: null,
      organisationId: 'org-2',
    });

    const { subscriptionId } = await standIn.completeCheckout(checkout.id);
    expect(received).toEqual([{ kind: 'checkout-completed', checkoutId: checkout.id }]);
    expect(await provider.readCheckout(checkout.id)).toMatchObject({ status: 'complete', subscriptionId });

    const subscription = await provider.readSubscription(subscriptionId);
    expect(subscription).toMatchObject({
      id: subscriptionId,
      customerId,
      plan: 'professional',
      status: 'trialing',
      cancelAtPeriodEnd: false,
      card: { brand: 'visa', last4: '4242' },
      amount: 2900,
      currency: 'usd',
      endedAt: null,
    });
    const trialDays =
      ((subscription?.trialEnd?.getTime() ?? 0) - (subscription?.currentPeriodStart.getTime() ?? 0)) / DAY_MS;
    expect(trialDays).toBe(30);
    expect(subscription?.currentPeriodEnd).toEqual(subscription?.trialEnd);
  });

  it('answers null for a checkout or subscription Stripe does not know', async () => {
    expect(await provider.readCheckout('cs_unknown')).toBeNull();
    expect(await provider.readSubscription('sub_unknown')).toBeNull();
  });

  it('previews a switch with proration lines and total, and the switch charges the same', async () => {
    const { customerId, subscriptionId } = await subscribed('starter');
    const sub = await provider.readSubscription(subscriptionId);
    if (!sub) {
      throw new Error('no subscription');
    }
    const halfway = new Date((sub.currentPeriodStart.getTime() + sub.currentPeriodEnd.getTime()) / 2);
    const quote = await provider.previewSwitch({
      subscriptionId,
      plan: 'professional',
      prorationDate: halfway,
    });
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0]?.description).toMatch(/^Unused time on Starter \(monthly\) after /);
    expect(quote.lines[0]?.amount).toBe(-600);
    expect(quote.lines[1]?.description).toMatch(/^Remaining time on Professional \(monthly\) after /);
    expect(quote.lines[1]?.amount).toBe(1450);
    expect(quote.total).toBe(850);
    expect(quote.currency).toBe('usd');
    expect(quote.nextBillDate).toEqual(sub.currentPeriodEnd);

    const switched = await provider.switchPlan({
      subscriptionId,
      plan: 'professional',
      prorationDate: halfway,
    });
    expect(switched).toMatchObject({ plan: 'professional', amount: 2900, status: 'active' });
    expect(switched.currentPeriodEnd).toEqual(sub.currentPeriodEnd);
    const invoices = await provider.listInvoices(customerId, 24);
    expect(invoices[0]).toMatchObject({ total: 850, amountPaid: 850, status: 'paid', currency: 'usd' });
  });

  it('starts a new period when the switch changes the interval', async () => {
    const { subscriptionId } = await subscribed('starter');
    const at = new Date();
    const quote = await provider.previewSwitch({ subscriptionId, plan: 'starterforyear', prorationDate: at });
    expect(quote.lines[1]).toMatchObject({ amount: 12000 });
    const days = ((quote.nextBillDate?.getTime() ?? 0) - at.getTime()) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(364);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('cancels at the period end and takes it back', async () => {
    const { subscriptionId } = await subscribed('professionalforyear');
    expect(await provider.setCancelAtPeriodEnd(subscriptionId, true)).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect(await provider.readSubscription(subscriptionId)).toMatchObject({
      cancelAtPeriodEnd: true,
      status: 'active',
    });
    expect(await provider.setCancelAtPeriodEnd(subscriptionId, false)).toMatchObject({
      cancelAtPeriodEnd: false,
    });

    await provider.setCancelAtPeriodEnd(subscriptionId, true);
    const sub = await provider.readSubscription(subscriptionId);
    await standIn.advance(subscriptionId, sub?.currentPeriodEnd ?? new Date());
    expect(received.at(-1)).toEqual({ kind: 'subscription-changed', subscriptionId });
    const ended = await provider.readSubscription(subscriptionId);
    expect(ended).toMatchObject({ status: 'canceled', endedAt: sub?.currentPeriodEnd });
  });

  it('lists the invoices newest first, within the limit', async () => {
    const { customerId, subscriptionId } = await subscribed('starter');
    const sub = await provider.readSubscription(subscriptionId);
    await standIn.advance(subscriptionId, new Date((sub?.currentPeriodEnd.getTime() ?? 0) + 40 * DAY_MS));
    // the renewal's invoice.paid names its subscription
    expect(received).toContainEqual({ kind: 'subscription-changed', subscriptionId });
    const invoices = await provider.listInvoices(customerId, 24);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((i) => i.createdAt)).toEqual([...invoices.map((i) => i.createdAt)].sort().reverse());
    expect(invoices[2]).toMatchObject({
      description: 'Starter (monthly)',
      total: 1200,
      amountPaid: 1200,
      status: 'paid',
    });
    expect(invoices[0]?.number).toMatch(/^SB-/);
    expect(invoices[0]?.url).toContain(standIn.url);
    expect(await provider.listInvoices(customerId, 1)).toHaveLength(1);
  });

  it('opens the billing portal to update the card, and reads the new card', async () => {
    const { customerId, subscriptionId } = await subscribed('starter');
    const portal = await provider.startCardUpdate({
      customerId,
      organisationId: 'org-1',
      subscriptionId,
      email: 'sa@example.com',
      returnUrl: 'http://localhost:3000/profile/my-profile/my-plan?payment=updated',
    });
    expect(portal.url).toMatch(new RegExp(`^${standIn.url}/p/session/bps_`));
    await standIn.updateCard(subscriptionId, '5555555555554444');
    expect(await provider.readSubscription(subscriptionId)).toMatchObject({
      card: { brand: 'mastercard', last4: '4444' },
    });
  });

  it('turns a refused key into PAYMENT_PROVIDER', async () => {
    const wrongKey = createStripeProvider({ ...config, secretKey: 'sk_test_wrong' });
    await expect(
      wrongKey.createCustomer({ organisationId: 'x', email: 'x@example.com', name: null }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER',
      statusCode: 502,
    });
  });
});

describe('Stripe webhooks', () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'customer.subscription.updated',
    data: { object: { id: 'sub_123', object: 'subscription' } },
  });
  const sign = (body: string, secret = STAND_IN_WEBHOOK_SECRET, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret,
      ...(timestamp === undefined ? {} : { timestamp }),
    });
  const read = (body: string, signature: string | undefined) =>
    provider.readWebhook?.(Buffer.from(body), signature);

  function refused(work: () => unknown): void {
    let error: unknown;
    try {
      work();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'WEBHOOK_SIGNATURE', statusCode: 400 });
  }

  it('reads a correctly signed event', () => {
    expect(read(payload, sign(payload))).toEqual({ kind: 'subscription-changed', subscriptionId: 'sub_123' });
  });

  it('maps the events the product acts on and ignores the rest', () => {
    const event = (type: string, object: object) =>
      JSON.stringify({ id: 'evt', object: 'event', type, data: { object } });
    const paid = event('invoice.payment_failed', {
      id: 'in_1',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_9' } },
    });
    expect(read(paid, sign(paid))).toEqual({ kind: 'subscription-changed', subscriptionId: 'sub_9' });
    const done = event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session' });
    expect(read(done, sign(done))).toEqual({ kind: 'checkout-completed', checkoutId: 'cs_1' });
    const other = event('customer.created', { id: 'cus_1', object: 'customer' });
    expect(read(other, sign(other))).toEqual({ kind: 'ignored', type: 'customer.created' });
  });

  it('refuses a forged signature, another secret, an old timestamp, a changed body and no header', () => {
    const forged = sign(payload).replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    refused(() => read(payload, forged));
    refused(() => read(payload, sign(payload, 'whsec_someone_else')));
    refused(() =>
      read(payload, sign(payload, STAND_IN_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 3600)),
    );
    refused(() => read(payload.replace('sub_123', 'sub_456'), sign(payload)));
    refused(() => read(payload, undefined));
    refused(() => read(payload, ''));
  });
});
