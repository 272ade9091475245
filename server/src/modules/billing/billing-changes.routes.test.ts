import { MSG } from '@squadboard/domain';
import { addMonths } from '@squadboard/domain/billing/billing.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccounts, testSubscriptions } from '../../db/schema/index.ts';
import {
  billingForm,
  billingStateOf,
  planOf,
  startCheckout,
  subscribeViaTestCheckout,
  tickDays,
} from '../../test-support/billing-factories.ts';
import {
  createOrg,
  createSquad,
  insertSquad,
  nextAcronym,
  setPlan,
  type TestOrg,
} from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Switching, cancelling, the end of a period, a restart and the card, on the built-in test
// provider through the real routes and database (checkout itself: billing.routes.test.ts).

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** POST /api/squads the way the Squads screen sends it, answered whatever it says. */
function tryCreateSquad(org: TestOrg) {
  const acronym = nextAcronym();
  return api(t.app, org.admin, 'POST', '/api/squads', {
    name: `Squad ${acronym}`,
    acronym,
    leadId: org.lead.id,
  });
}

describe('switching plan', () => {
  it('previews the proration and charges exactly the preview', async () => {
    const org = await createOrg(t);
    const confirmed = await subscribeViaTestCheckout(t, org, 'starter', { trial: false });
    expect(confirmed).toMatchObject({ plan: 'starter', amountPaid: 1200, trialEnd: null });

    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', {
      plan: 'professional',
    });
    expect(preview.statusCode).toBe(200);
    const quote = preview.json();
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0].description).toMatch(/^Unused time on Starter \(monthly\) after /);
    expect(quote.lines[1].description).toMatch(/^Remaining time on Professional \(monthly\) after /);
    // Switched moments after paying: nearly the whole month is credited and charged.
    expect(quote.lines[0].amount).toBeLessThanOrEqual(-1199);
    expect(quote.lines[1].amount).toBeGreaterThanOrEqual(2899);
    expect(quote.total).toBe(quote.lines[0].amount + quote.lines[1].amount);

    const switched = await api(t.app, org.admin, 'POST', '/api/billing/switch', {
      plan: 'professional',
      prorationDate: quote.prorationDate,
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      plan: 'professional',
      subscription: { plan: 'professional', status: 'active' },
    });
    expect(await planOf(t, org.customerId)).toBe('professional');

    const invoices = (await api(t.app, org.admin, 'GET', '/api/billing/invoices')).json().invoices;
    expect(invoices[0]).toMatchObject({
      total: quote.total,
      amountPaid: quote.total,
      description: 'Switch to Professional (monthly)',
    });
  });

  it('charges a change of interval the whole new price from now', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'starter', { trial: false });
    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', {
      plan: 'starterforyear',
    });
    const quote = preview.json();
    expect(quote.lines[1]).toMatchObject({ amount: 12000 });
    expect(quote.lines[1].description).toMatch(/^Starter \(yearly\) from /);
    const nextBill = new Date(quote.nextBillDate);
    expect(nextBill.getTime()).toBe(addMonths(new Date(quote.prorationDate), 12).getTime());
  });

  it('refuses an old or future preview, the same plan, and squads the plan cannot hold', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'professional');
    const stale = new Date(Date.now() - 31 * 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    for (const prorationDate of [stale, future]) {
      const response = await api(t.app, org.admin, 'POST', '/api/billing/switch', {
        plan: 'starter',
        prorationDate,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'PREVIEW_EXPIRED', message: MSG.billing.previewExpired });
    }
    const same = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', { plan: 'professional' });
    expect(same.json()).toMatchObject({ statusCode: 409, code: 'SAME_PLAN' });

    for (let i = 0; i < 6; i++) {
      await insertSquad(t, org.customerId, { name: `Squad ${i}` });
    }
    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', { plan: 'starter' });
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toMatchObject({
      code: 'TOO_MANY_SQUADS',
      message: MSG.billing.tooManySquads(6, 5),
    });
    const switched = await api(t.app, org.admin, 'POST', '/api/billing/switch', {
      plan: 'starter',
      prorationDate: new Date().toISOString(),
    });
    expect(switched.json()).toMatchObject({ code: 'TOO_MANY_SQUADS' });
    expect(await planOf(t, org.customerId)).toBe('professional');
  });

  it('answers NO_SUBSCRIPTION without a running plan', async () => {
    const org = await createOrg(t);
    const preview = await api(t.app, org.admin, 'POST', '/api/billing/switch/preview', { plan: 'starter' });
    expect(preview.json()).toMatchObject({ statusCode: 409, code: 'NO_SUBSCRIPTION' });
    const card = await api(t.app, org.admin, 'POST', '/api/billing/payment-method');
    expect(card.json()).toMatchObject({ statusCode: 409, code: 'NO_SUBSCRIPTION' });
    const cancel = await api(t.app, org.admin, 'POST', '/api/billing/cancel', {});
    expect(cancel.json()).toMatchObject({ statusCode: 409, code: 'NO_SUBSCRIPTION' });
  });
});

describe('cancel, the end of the period and a restart', () => {
  it('cancels at the period end, refuses a second cancel, resumes', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'starter');
    const cancelled = await api(t.app, org.admin, 'POST', '/api/billing/cancel', { comment: 'Too dear' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ plan: 'starter', subscription: { cancelAtPeriodEnd: true } });
    const [account] = await t.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, org.customerId));
    expect(account?.cancelComment).toBe('Too dear');

    const twice = await api(t.app, org.admin, 'POST', '/api/billing/cancel', {});
    expect(twice.json()).toMatchObject({
      statusCode: 409,
      code: 'ALREADY_CANCELLED',
      message: MSG.billing.alreadyCancelled,
    });

    const resumed = await api(t.app, org.admin, 'POST', '/api/billing/resume');
    expect(resumed.json()).toMatchObject({ plan: 'starter', subscription: { cancelAtPeriodEnd: false } });
    const again = await api(t.app, org.admin, 'POST', '/api/billing/resume');
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'NOT_CANCELLING' });
  });

  it('falls back to free at the end (one squad), restores by a restart without trial (five squads)', async () => {
    const org = await createOrg(t, { plan: 'free' });
    await subscribeViaTestCheckout(t, org, 'starter');
    await createSquad(t, org);
    await createSquad(t, org);
    await api(t.app, org.admin, 'POST', '/api/billing/cancel', {});
    await tickDays(t, 31);

    const state = await billingStateOf(t, org);
    expect(state).toMatchObject({ plan: 'free', subscription: { status: 'canceled' }, trialEligible: false });
    const endedAt = new Date(state.subscription.endedAt);
    expect(state.restoreBy).toBe(addMonths(endedAt, 10).toISOString());
    const refused = await tryCreateSquad(org);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SQUAD_LIMIT', message: MSG.squads.teamLimit(1) });
    const ended = await api(t.app, org.admin, 'POST', '/api/billing/cancel', {});
    expect(ended.json()).toMatchObject({ code: 'ALREADY_CANCELLED' });

    const sessionId = await startCheckout(t, org, 'starter');
    const described = await api(t.app, org.admin, 'GET', `/api/billing/test-checkout/${sessionId}`);
    expect(described.json()).toMatchObject({ trialDays: 0, dueToday: 1200 });
    await api(t.app, org.admin, 'POST', `/api/billing/test-checkout/${sessionId}/pay`, billingForm());
    const confirmed = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(confirmed.json()).toMatchObject({ plan: 'starter', amountPaid: 1200, trialEnd: null });
    expect(await billingStateOf(t, org)).toMatchObject({
      plan: 'starter',
      restoreBy: null,
      subscription: { status: 'active' },
    });

    for (let i = 0; i < 3; i++) {
      await createSquad(t, org);
    }
    const sixth = await tryCreateSquad(org);
    expect(sixth.json()).toMatchObject({ code: 'SQUAD_LIMIT', message: MSG.squads.teamLimit(5) });

    const invoices = (await api(t.app, org.admin, 'GET', '/api/billing/invoices')).json().invoices;
    expect(invoices.map((i: { number: string }) => i.number)).toEqual(['SQB-0002', 'SQB-0001']);
    expect(invoices[0]).toMatchObject({ total: 1200, amountPaid: 1200 });
    const times = invoices.map((i: { createdAt: string }) => Date.parse(i.createdAt));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]);
  });

  it('renews a running plan when its trial ends, with a charged invoice', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'professional');
    await tickDays(t, 31);
    expect(await billingStateOf(t, org)).toMatchObject({
      plan: 'professional',
      subscription: { status: 'active' },
    });
    const invoices = (await api(t.app, org.admin, 'GET', '/api/billing/invoices')).json().invoices;
    expect(invoices[0]).toMatchObject({ number: 'SQB-0002', total: 2900, amountPaid: 2900 });
    expect(invoices).toHaveLength(2);
  });
});

describe('payment method', () => {
  it('changes the card in setup mode and comes back to My Plan', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'starter');
    // Pretend the card on file was another one, so the change shows.
    const [account] = await t.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, org.customerId));
    await t.db
      .update(testSubscriptions)
      .set({ cardLast4: '1881' })
      .where(eq(testSubscriptions.id, account?.providerSubscriptionId ?? ''));
    await t.db
      .update(billingAccounts)
      .set({ cardLast4: '1881' })
      .where(eq(billingAccounts.customerId, org.customerId));

    const started = await api(t.app, org.admin, 'POST', '/api/billing/payment-method');
    expect(started.statusCode).toBe(200);
    const sessionId = new URL(started.json().url, 'http://x').searchParams.get('session_id');
    expect(started.json().url).toBe(`/billing-form?session_id=${sessionId}`);
    const described = await api(t.app, org.admin, 'GET', `/api/billing/test-checkout/${sessionId}`);
    expect(described.json()).toMatchObject({ mode: 'setup', plan: 'starter', dueToday: 0 });

    const declined = await api(
      t.app,
      org.admin,
      'POST',
      `/api/billing/test-checkout/${sessionId}/pay`,
      billingForm({ cardNumber: '4000000000000002' }),
    );
    expect(declined.statusCode).toBe(402);
    expect((await billingStateOf(t, org)).subscription.card).toEqual({ brand: 'visa', last4: '1881' });

    const paid = await api(
      t.app,
      org.admin,
      'POST',
      `/api/billing/test-checkout/${sessionId}/pay`,
      billingForm(),
    );
    expect(paid.json()).toEqual({ redirectUrl: '/profile/my-profile/my-plan?payment=updated' });
    expect((await billingStateOf(t, org)).subscription.card).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('never keeps the card number or the CVV', async () => {
    const org = await createOrg(t);
    await subscribeViaTestCheckout(t, org, 'starter');
    const [account] = await t.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.customerId, org.customerId));
    expect(JSON.stringify(account)).not.toContain('4242424242424242');
    expect(account).toMatchObject({ cardBrand: 'visa', cardLast4: '4242' });
  });
});

describe('the organisation keeps its plan when it is not paying', () => {
  it('keeps a BETA organisation on BETA with no invoices', async () => {
    const org = await createOrg(t);
    await setPlan(t, org.customerId, 'BETA', 3);
    const invoices = await api(t.app, org.admin, 'GET', '/api/billing/invoices');
    expect(invoices.json()).toEqual({ card: null, invoices: [] });
    expect(await planOf(t, org.customerId)).toBe('BETA');
  });
});
