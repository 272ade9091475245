import type { PaidPlan } from '@squadboard/domain/billing/billing.model';
import { addMonths } from '@squadboard/domain/billing/billing.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../db/client.ts';
import { testInvoices, testSubscriptions } from '../../../db/schema/index.ts';
import { billingForm } from '../../../test-support/billing-factories.ts';
import { countRows } from '../../../test-support/factories.ts';
import { openTestDatabase } from '../../../test-support/test-database.ts';
import type { TestPaymentProvider } from '../payment-provider.ts';
import { createTestProvider } from './test-provider.ts';

// The built-in provider on its own, with a clock the test moves: trials, renewals, the end of a
// cancelled plan, switches and declines, the way its records change.

const DAY_MS = 86_400_000;
const START = new Date('2026-01-31T10:00:00.000Z');

let database: DatabaseHandle;
let clock: Date;
let provider: TestPaymentProvider;

beforeAll(async () => {
  database = await openTestDatabase();
  clock = START;
  provider = createTestProvider(database.db, () => clock);
});
afterAll(async () => {
  await database.close();
});

let orgCounter = 0;

/** A paid checkout for `plan` by a new provider customer: its subscription id. */
async function subscribe(plan: PaidPlan, trialDays: number) {
  orgCounter += 1;
  const customerId = await provider.createCustomer({
    organisationId: `org-${orgCounter}`,
    email: 'a@b.co',
    name: null,
  });
  const checkout = await provider.startCheckout({
    customerId,
    organisationId: `org-${orgCounter}`,
    email: 'a@b.co',
    plan,
    trialDays,
    successUrl: 'http://localhost:3000/plans?session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/plans',
  });
  const paid = await provider.payCheckout(checkout.id, billingForm());
  expect(paid.redirectUrl).toBe(`/plans?session_id=${checkout.id}`);
  const read = await provider.readCheckout(checkout.id);
  expect(read).toMatchObject({ status: 'complete', organisationId: `org-${orgCounter}`, customerId });
  return { customerId, checkoutId: checkout.id, subscriptionId: read?.subscriptionId ?? '' };
}

describe('checkout', () => {
  it('starts a trial with an invoice of nothing', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starter', 30);
    expect(subscriptionId).toMatch(/^sub_test_/);
    expect(customerId).toMatch(/^cus_test_/);
    expect(await provider.readSubscription(subscriptionId)).toMatchObject({
      status: 'trialing',
      plan: 'starter',
      trialEnd: new Date(START.getTime() + 30 * DAY_MS),
      currentPeriodEnd: new Date(START.getTime() + 30 * DAY_MS),
      card: { brand: 'visa', last4: '4242' },
      amount: 1200,
    });
    expect(await provider.listInvoices(customerId, 10)).toMatchObject([
      { number: 'SQB-0001', total: 0, amountPaid: 0, description: 'Trial period for Starter (monthly)' },
    ]);
  });

  it('charges the first period at once without a trial, numbering per customer', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('professional', 0);
    const subscription = await provider.readSubscription(subscriptionId);
    expect(subscription).toMatchObject({ status: 'active', trialEnd: null });
    expect(subscription?.currentPeriodEnd.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(await provider.listInvoices(customerId, 10)).toMatchObject([
      { number: 'SQB-0001', total: 2900, amountPaid: 2900, status: 'paid' },
    ]);
  });

  it('charges nothing twice when the form is sent again', async () => {
    const { checkoutId, customerId } = await subscribe('starter', 0);
    const before = await countRows(database.db, testSubscriptions);
    const again = await provider.payCheckout(checkoutId, billingForm());
    expect(again.redirectUrl).toBe(`/plans?session_id=${checkoutId}`);
    expect(await countRows(database.db, testSubscriptions)).toBe(before);
    expect(await provider.listInvoices(customerId, 10)).toHaveLength(1);
  });

  it('makes one subscription of two checkouts opened side by side', async () => {
    const { customerId } = await subscribe('starter', 0);
    const second = await provider.startCheckout({
      customerId,
      organisationId: 'org-twice',
      email: 'a@b.co',
      plan: 'professional',
      trialDays: 0,
      successUrl: '/plans?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/plans',
    });
    await expect(provider.payCheckout(second.id, billingForm())).rejects.toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
    });
    expect(await provider.listInvoices(customerId, 10)).toHaveLength(1);
  });

  it('declines every card but 4242 and writes nothing', async () => {
    const customerId = await provider.createCustomer({
      organisationId: 'org-x',
      email: 'a@b.co',
      name: null,
    });
    const checkout = await provider.startCheckout({
      customerId,
      organisationId: 'org-x',
      email: 'a@b.co',
      plan: 'starter',
      trialDays: 30,
      successUrl: '/plans?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/plans',
    });
    const subscriptions = await countRows(database.db, testSubscriptions);
    const invoices = await countRows(database.db, testInvoices);
    for (const cardNumber of ['4000000000000002', '5555555555554444']) {
      await expect(provider.payCheckout(checkout.id, billingForm({ cardNumber }))).rejects.toMatchObject({
        code: 'CARD_DECLINED',
      });
    }
    expect(await countRows(database.db, testSubscriptions)).toBe(subscriptions);
    expect(await countRows(database.db, testInvoices)).toBe(invoices);
    expect(await provider.readCheckout(checkout.id)).toMatchObject({ status: 'open', subscriptionId: null });
  });

  it('lets a checkout expire after a day', async () => {
    clock = START;
    const customerId = await provider.createCustomer({
      organisationId: 'org-y',
      email: 'a@b.co',
      name: null,
    });
    const checkout = await provider.startCheckout({
      customerId,
      organisationId: 'org-y',
      email: 'a@b.co',
      plan: 'starter',
      trialDays: 0,
      successUrl: '/plans?session_id={CHECKOUT_SESSION_ID}',
      cancelUrl: '/plans',
    });
    clock = new Date(START.getTime() + DAY_MS + 1);
    expect(await provider.describeCheckout(checkout.id)).toMatchObject({ status: 'expired', dueToday: 1200 });
    await expect(provider.payCheckout(checkout.id, billingForm())).rejects.toMatchObject({
      code: 'CHECKOUT_NOT_FOUND',
    });
    clock = START;
  });
});

describe('the clock', () => {
  it('ends a trial into a paid month, then renews month by month', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starter', 30);
    const trialEnd = new Date(START.getTime() + 30 * DAY_MS);
    expect(await provider.tick?.(new Date(trialEnd.getTime() - 1))).not.toContain(subscriptionId);
    expect(await provider.tick?.(trialEnd)).toContain(subscriptionId);
    const active = await provider.readSubscription(subscriptionId);
    expect(active).toMatchObject({ status: 'active', currentPeriodStart: trialEnd });
    expect(active?.currentPeriodEnd).toEqual(addMonths(trialEnd, 1));
    // Two months later: two renewals, each dated at its period's start.
    await provider.tick?.(addMonths(trialEnd, 2));
    const invoices = await provider.listInvoices(customerId, 10);
    expect(invoices.map((invoice) => [invoice.number, invoice.total])).toEqual([
      ['SQB-0004', 1200],
      ['SQB-0003', 1200],
      ['SQB-0002', 1200],
      ['SQB-0001', 0],
    ]);
    expect(invoices[0]?.createdAt).toBe(addMonths(trialEnd, 2).toISOString());
  });

  it('ends a plan set to end at its period end, charging nothing', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starter', 0);
    const cancelled = await provider.setCancelAtPeriodEnd(subscriptionId, true);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    await provider.tick?.(new Date(START.getTime() + 40 * DAY_MS));
    expect(await provider.readSubscription(subscriptionId)).toMatchObject({
      status: 'canceled',
      endedAt: cancelled.currentPeriodEnd,
    });
    expect(await provider.listInvoices(customerId, 10)).toHaveLength(1);
  });

  it('ends a trial set to end without a charge', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('professional', 30);
    await provider.setCancelAtPeriodEnd(subscriptionId, true);
    await provider.tick?.(new Date(START.getTime() + 31 * DAY_MS));
    expect(await provider.readSubscription(subscriptionId)).toMatchObject({
      status: 'canceled',
      endedAt: new Date(START.getTime() + 30 * DAY_MS),
    });
    expect((await provider.listInvoices(customerId, 10)).map((invoice) => invoice.total)).toEqual([0]);
  });
});

describe('switching', () => {
  it('charges what the preview said, on the same interval keeping the period', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starter', 0);
    const before = await provider.readSubscription(subscriptionId);
    const at = new Date(START.getTime() + 14 * DAY_MS);
    clock = at;
    const quote = await provider.previewSwitch({ subscriptionId, plan: 'professional', prorationDate: at });
    expect(quote.lines).toHaveLength(2);
    expect(quote.total).toBe(quote.lines.reduce((sum, line) => sum + line.amount, 0));
    // 14 of the period's 28 days left: half of each price.
    expect(quote.lines.map((line) => line.amount)).toEqual([-600, 1450]);
    const switched = await provider.switchPlan({ subscriptionId, plan: 'professional', prorationDate: at });
    expect(switched).toMatchObject({ plan: 'professional', currentPeriodEnd: before?.currentPeriodEnd });
    const [latest] = await provider.listInvoices(customerId, 1);
    expect(latest).toMatchObject({ total: quote.total, amountPaid: quote.total });
    const [row] = await database.db
      .select()
      .from(testInvoices)
      .where(eq(testInvoices.id, latest?.id ?? ''));
    expect(row?.lines).toEqual(quote.lines);
    clock = START;
  });

  it('starts a new period when the interval changes; a credit is recorded, nothing is paid', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starterforyear', 0);
    const at = new Date(START.getTime() + 10 * DAY_MS);
    const quote = await provider.previewSwitch({ subscriptionId, plan: 'starter', prorationDate: at });
    expect(quote.total).toBeLessThan(0);
    expect(quote.nextBillDate).toEqual(addMonths(at, 1));
    const switched = await provider.switchPlan({ subscriptionId, plan: 'starter', prorationDate: at });
    expect(switched).toMatchObject({ currentPeriodStart: at, currentPeriodEnd: addMonths(at, 1) });
    const [latest] = await provider.listInvoices(customerId, 1);
    expect(latest).toMatchObject({ total: quote.total, amountPaid: 0 });
  });
});

describe('card update', () => {
  it('saves the new card on the running subscription in setup mode', async () => {
    clock = START;
    const { customerId, subscriptionId } = await subscribe('starter', 30);
    await database.db
      .update(testSubscriptions)
      .set({ cardLast4: '1881' })
      .where(eq(testSubscriptions.id, subscriptionId));
    const { url } = await provider.startCardUpdate({
      customerId,
      organisationId: 'org',
      subscriptionId,
      email: 'a@b.co',
      returnUrl: 'http://localhost:3000/profile/my-profile/my-plan?payment=updated',
    });
    const checkoutId = new URL(url, 'http://x').searchParams.get('session_id') ?? '';
    expect(await provider.describeCheckout(checkoutId)).toMatchObject({
      mode: 'setup',
      dueToday: 0,
      plan: 'starter',
    });
    const paid = await provider.payCheckout(checkoutId, billingForm());
    expect(paid.redirectUrl).toBe('/profile/my-profile/my-plan?payment=updated');
    expect((await provider.readSubscription(subscriptionId))?.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(await provider.listInvoices(customerId, 10)).toHaveLength(1);
  });
});
