import { MSG } from '@squadboard/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingForm, billingStateOf, planOf, startCheckout } from '../../test-support/billing-factories.ts';
import { createOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Plans and payment on the built-in test provider, through the real routes and database.

const DAY_MS = 86_400_000;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('prices and state', () => {
  it('answers the prices to visitors, each yearly price saving 17%', async () => {
    const response = await api(t.app, null, 'GET', '/api/billing/prices');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      prices: [
        { plan: 'starter', tier: 'starter', interval: 'month', amount: 1200, currency: 'usd' },
        { plan: 'starterforyear', tier: 'starter', interval: 'year', amount: 12000, currency: 'usd' },
        { plan: 'professional', tier: 'professional', interval: 'month', amount: 2900, currency: 'usd' },
        {
          plan: 'professionalforyear',
          tier: 'professional',
          interval: 'year',
          amount: 28900,
          currency: 'usd',
        },
      ],
      trialDays: 30,
      provider: 'test',
    });
  });

  it('answers BETA with its team_nos and free with the free limits; only the Super Admin may manage', async () => {
    const beta = await createOrg(t, { plan: 'BETA', teamNos: 7 });
    expect(await billingStateOf(t, beta)).toEqual({
      plan: 'BETA',
      teamNos: 7,
      limits: { teams: 7, guestsPerRetro: null, retrosPerMonth: null },
      squadCount: 0,
      canManage: true,
      trialEligible: true,
      subscription: null,
      restoreBy: null,
      provider: 'test',
    });
    const asMember = await api(t.app, beta.member, 'GET', '/api/billing');
    expect(asMember.json()).toMatchObject({ plan: 'BETA', canManage: false });

    const free = await createOrg(t, { plan: 'free' });
    expect(await billingStateOf(t, free)).toMatchObject({
      plan: 'free',
      limits: { teams: 1, guestsPerRetro: 10, retrosPerMonth: 2 },
    });
  });

  it('needs a session for the state', async () => {
    expect((await api(t.app, null, 'GET', '/api/billing')).statusCode).toBe(401);
  });
});

describe('who manages the plan', () => {
  it('refuses a Squad Admin and a Squad Member every write and the invoices', async () => {
    const org = await createOrg(t);
    const sessionId = await startCheckout(t, org, 'starter');
    const calls: [method: 'GET' | 'POST', url: string, body?: unknown][] = [
      ['POST', '/api/billing/checkout', { plan: 'starter' }],
      ['POST', '/api/billing/checkout/confirm', { sessionId }],
      ['POST', '/api/billing/switch/preview', { plan: 'professional' }],
      ['POST', '/api/billing/switch', { plan: 'professional', prorationDate: new Date().toISOString() }],
      ['POST', '/api/billing/cancel', { comment: '' }],
      ['POST', '/api/billing/resume'],
      ['POST', '/api/billing/payment-method'],
      ['GET', '/api/billing/invoices'],
      ['GET', `/api/billing/test-checkout/${sessionId}`],
      ['POST', `/api/billing/test-checkout/${sessionId}/pay`, billingForm()],
    ];
    for (const who of [org.lead, org.member]) {
      for (const [method, url, body] of calls) {
        const response = await api(t.app, who, method, url, body);
        expect({ url, status: response.statusCode, code: response.json().code }).toEqual({
          url,
          status: 403,
          code: 'PLAN_FORBIDDEN',
        });
      }
    }
    expect(await planOf(t, org.customerId)).toBe('BETA');
  });
});

describe('checkout on the test provider', () => {
  it('checks out, pays with 4242, confirms: starter on a 30-day trial, nothing charged', async () => {
    const org = await createOrg(t);
    const started = await api(t.app, org.admin, 'POST', '/api/billing/checkout', { plan: 'starter' });
    expect(started.statusCode).toBe(200);
    const { sessionId, url } = started.json();
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`/billing-form?session_id=${sessionId}`);

    const described = await api(t.app, org.admin, 'GET', `/api/billing/test-checkout/${sessionId}`);
    expect(described.json()).toMatchObject({
      id: sessionId,
      mode: 'subscription',
      plan: 'starter',
      dueToday: 0,
      amount: 1200,
      trialDays: 30,
      email: org.admin.email,
      status: 'open',
    });

    const paid = await api(
      t.app,
      org.admin,
      'POST',
      `/api/billing/test-checkout/${sessionId}/pay`,
      // Any ISO 3166 country with one of its own regions (the list once held only 7 countries).
      billingForm({ country: 'NZ', state: 'Canterbury' }),
    );
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ redirectUrl: `/plans?session_id=${sessionId}` });

    const before = Date.now();
    const confirmed = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(confirmed.statusCode).toBe(200);
    const body = confirmed.json();
    expect(body).toMatchObject({
      plan: 'starter',
      amountPaid: 0,
      currency: 'usd',
      invoiceNumber: 'SQB-0001',
    });
    const trialEnd = new Date(body.trialEnd).getTime();
    expect(Math.abs(trialEnd - (before + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(body.nextBillDate).toBe(body.trialEnd);

    // Confirming again (a reload of /plans?session_id=…) answers the same and changes nothing.
    const again = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(again.json()).toEqual(body);

    expect(await planOf(t, org.customerId)).toBe('starter');
    expect(await billingStateOf(t, org)).toMatchObject({
      plan: 'starter',
      limits: { teams: 5 },
      trialEligible: false,
      subscription: {
        plan: 'starter',
        status: 'trialing',
        cancelAtPeriodEnd: false,
        card: { brand: 'visa', last4: '4242' },
      },
    });
    const invoices = await api(t.app, org.admin, 'GET', '/api/billing/invoices');
    expect(invoices.json()).toMatchObject({
      card: { brand: 'visa', last4: '4242' },
      invoices: [
        { number: 'SQB-0001', total: 0, amountPaid: 0, description: 'Trial period for Starter (monthly)' },
      ],
    });

    const twice = await api(t.app, org.admin, 'POST', '/api/billing/checkout', { plan: 'professional' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_SUBSCRIBED',
      message: MSG.billing.alreadySubscribed,
    });
  });

  it('declines 4000 0000 0000 0002 and any other valid number, and nothing changes', async () => {
    const org = await createOrg(t);
    const sessionId = await startCheckout(t, org, 'professional');
    for (const cardNumber of ['4000 0000 0000 0002', '5555555555554444']) {
      const response = await api(
        t.app,
        org.admin,
        'POST',
        `/api/billing/test-checkout/${sessionId}/pay`,
        billingForm({ cardNumber }),
      );
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({ code: 'CARD_DECLINED', message: MSG.billing.cardDeclined });
    }
    const described = await api(t.app, org.admin, 'GET', `/api/billing/test-checkout/${sessionId}`);
    expect(described.json()).toMatchObject({ status: 'open' });
    const confirm = await api(t.app, org.admin, 'POST', '/api/billing/checkout/confirm', { sessionId });
    expect(confirm.statusCode).toBe(402);
    expect(confirm.json()).toMatchObject({ code: 'CHECKOUT_OPEN' });
    expect(await billingStateOf(t, org)).toMatchObject({
      plan: 'BETA',
      subscription: null,
      trialEligible: true,
    });
    const invoices = await api(t.app, org.admin, 'GET', '/api/billing/invoices');
    expect(invoices.json()).toEqual({ card: null, invoices: [] });
  });

  it("answers 404 for another organisation's checkout on describe, pay and confirm", async () => {
    const owner = await createOrg(t);
    const stranger = await createOrg(t);
    const sessionId = await startCheckout(t, owner, 'starter');
    const attempts = [
      await api(t.app, stranger.admin, 'GET', `/api/billing/test-checkout/${sessionId}`),
      await api(t.app, stranger.admin, 'POST', `/api/billing/test-checkout/${sessionId}/pay`, billingForm()),
      await api(t.app, stranger.admin, 'POST', '/api/billing/checkout/confirm', { sessionId }),
      await api(t.app, stranger.admin, 'POST', '/api/billing/checkout/confirm', {
        sessionId: 'cs_test_nothing',
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CHECKOUT_NOT_FOUND' });
    }
    expect(await planOf(t, stranger.customerId)).toBe('BETA');
    expect(await planOf(t, owner.customerId)).toBe('BETA');
  });

  it('names the refused fields', async () => {
    const org = await createOrg(t);
    const noPlan = await api(t.app, org.admin, 'POST', '/api/billing/checkout', {});
    expect(noPlan.statusCode).toBe(400);
    expect(noPlan.json()).toMatchObject({ code: 'VALIDATION', message: MSG.billing.chooseAnyPlan });
    const enterprise = await api(t.app, org.admin, 'POST', '/api/billing/checkout', { plan: 'enterprise' });
    expect(enterprise.json()).toMatchObject({ statusCode: 400, fields: { plan: MSG.billing.chooseAnyPlan } });

    const sessionId = await startCheckout(t, org, 'starter');
    const empty = await api(t.app, org.admin, 'POST', `/api/billing/test-checkout/${sessionId}/pay`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      firstName: MSG.billing.firstNameRequired,
      lastName: MSG.billing.lastNameRequired,
      email: MSG.billing.emailRequired,
      cardNumber: MSG.billing.cardNumberRequired,
      cvv: MSG.billing.cvvRequired,
    });
    const wrongState = await api(
      t.app,
      org.admin,
      'POST',
      `/api/billing/test-checkout/${sessionId}/pay`,
      billingForm({ country: 'US', state: 'Ontario', cardNumber: '4242 4242 4242 4241' }),
    );
    expect(wrongState.json().fields).toMatchObject({
      state: MSG.billing.stateRequired,
      cardNumber: MSG.billing.cardNumberInvalid,
    });
    const noCountry = await api(
      t.app,
      org.admin,
      'POST',
      `/api/billing/test-checkout/${sessionId}/pay`,
      billingForm({ country: 'ZZ', state: 'Canterbury' }),
    );
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().fields).toEqual({ country: MSG.billing.countryRequired });
  });
});
